import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, DateField, List, Pagination, SearchInput, SelectInput, useRecordContext } from 'react-admin';

interface AuthErrorRecord {
  id: string;
  event_type: string;
  severity: string;
  description: string;
  metadata: { errorId?: string; action?: string; email?: string; originalError?: string; userMessage?: string; status?: number; source?: string };
  error_id: string | null;
  user_id: string | null;
  created_at: string;
}

const SEVERITY_COLOURS: Record<string, 'error' | 'warning' | 'info'> = { error: 'error', warning: 'warning', info: 'info' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Error ID, email or text" />,
  <SelectInput
    key="severity"
    source="severity"
    label="Severity"
    choices={[
      { id: 'error', name: 'Error' },
      { id: 'warning', name: 'Warning' },
      { id: 'info', name: 'Info' },
    ]}
  />,
];

/** Auth Errors tab: the 100 newest auth_error events; search by the error id a user reads out. */
export function AuthErrorList() {
  return (
    <List
      title="Auth Errors"
      resource="security-events"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      filters={filters}
      actions={false}
      empty={false}
    >
      <DataTable<AuthErrorRecord> rowClick="expand" expand={<AuthErrorDetails />} bulkActionButtons={false}>
        <DataTable.Col source="created_at" label="Time">
          <DateField source="created_at" showTime options={{ dateStyle: 'medium', timeStyle: 'medium' }} />
        </DataTable.Col>
        <DataTable.Col
          source="severity"
          label="Severity"
          render={(e) => <Chip size="small" color={SEVERITY_COLOURS[e.severity] ?? 'default'} label={e.severity} />}
        />
        <DataTable.Col
          source="error_id"
          label="Error ID"
          render={(e) => (
            <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {e.error_id ?? e.metadata?.errorId ?? '—'}
            </Typography>
          )}
        />
        <DataTable.Col label="Action" disableSort render={(e) => e.metadata?.action ?? '—'} />
        <DataTable.Col label="Email" disableSort render={(e) => e.metadata?.email ?? '—'} />
        <DataTable.Col source="description" label="Description" disableSort render={(e) => <Wrap text={e.description} />} />
        <DataTable.Col label="User message" disableSort render={(e) => <Wrap text={e.metadata?.userMessage ?? '—'} />} />
      </DataTable>
    </List>
  );
}

function Wrap({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ maxWidth: 360, wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
}

/** The server records every failed attempt; the app fills in the error id it showed. */
function reportedBy(source: string | undefined, hasErrorId: boolean): string | undefined {
  if (source === 'client') return 'the app';
  if (source === 'server') return hasErrorId ? 'the server, with the error id from the app' : 'the server';
  return source;
}

function AuthErrorDetails() {
  const record = useRecordContext<AuthErrorRecord>();
  if (!record) return null;
  const m = record.metadata ?? {};
  const rows: Array<[string, string | undefined]> = [
    ['Error ID', record.error_id ?? m.errorId],
    ['Action', m.action],
    ['Email', m.email],
    ['Original error', m.originalError],
    ['User message', m.userMessage],
    ['HTTP status', m.status !== undefined ? String(m.status) : undefined],
    ['Reported by', reportedBy(m.source, Boolean(record.error_id ?? m.errorId))],
    ['User id', record.user_id ?? undefined],
  ];
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Stack spacing={0.5}>
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <Typography key={label} variant="body2">
              <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                {label}:
              </Box>
              {value}
            </Typography>
          ))}
      </Stack>
    </Box>
  );
}
