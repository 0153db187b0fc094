import { Typography } from '@mui/material';
import { BooleanInput, DataTable, DateField, FilterButton, List, NullableBooleanInput, Pagination, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { EmailDetails, OUTCOMES } from './email-details';
import { formatEmailConfidence, formatFamilyFeedback, type EmailRecord } from './email-record';
import { ResponseSentCheckbox } from './response-sent-checkbox';
import { RiskBadge } from './risk-badge';
import { VerdictFeedbackButtons } from './verdict-feedback-buttons';

const RISK_CHOICES = [
  { id: 'dangerous', name: 'Dangerous' },
  { id: 'suspicious', name: 'Suspicious' },
  { id: 'safe', name: 'Safe' },
  { id: 'unknown', name: 'Unknown' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search emails" />,
  <SelectInput key="risk_level" source="risk_level" label="Risk" choices={RISK_CHOICES} />,
  <NullableBooleanInput key="response_sent" source="response_sent" label="Response sent" />,
  <BooleanInput key="family_said_wrong" source="family_said_wrong" label="Family said wrong" defaultValue />,
];

/** Email History tab: the 100 newest rows, newest processed first. */
export function EmailList() {
  return (
    <List
      title="Email History"
      resource="emails"
      sort={{ field: 'processed_at', order: 'DESC' }}
      perPage={100}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable<EmailRecord> rowClick="expand" expand={<EmailDetails />} bulkActionButtons={false}>
        <DataTable.Col source="processed_at" label="Processed">
          <DateField source="processed_at" showTime options={{ dateStyle: 'medium', timeStyle: 'short' }} />
        </DataTable.Col>
        <DataTable.Col
          source="risk_level"
          label="Risk"
          render={(e) => (
            <>
              <RiskBadge level={e.risk_level} />
              {e.outcome !== 'analysed' && (
                <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5, maxWidth: 140 }}>
                  {OUTCOMES[e.outcome] ?? e.outcome}
                </Typography>
              )}
            </>
          )}
        />
        <DataTable.Col label="Confidence" align="right" disableSort render={(e) => formatEmailConfidence(e.confidence)} />
        <DataTable.Col source="original_sender" label="Original sender" render={(e) => <Cell text={e.original_sender} />} />
        <DataTable.Col source="subject" label="Subject" render={(e) => <Cell text={e.subject} />} />
        <DataTable.Col label="User" disableSort render={(e) => <Cell text={e.user_email ?? e.sender_email} />} />
        <DataTable.Col source="response_sent" label="Response sent" align="center">
          <ResponseSentCheckbox />
        </DataTable.Col>
        <DataTable.Col source="family_feedback" label="Family said" render={(e) => <Cell text={e.family_feedback ? formatFamilyFeedback(e.family_feedback) : null} />} />
        <DataTable.Col source="verdict_feedback" label="Verdict right?">
          <VerdictFeedbackButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function Cell({ text }: { text: string | null }) {
  return (
    <Typography variant="body2" sx={{ maxWidth: 320, wordBreak: 'break-word' }} color={text ? 'text.primary' : 'text.secondary'}>
      {text || '—'}
    </Typography>
  );
}
