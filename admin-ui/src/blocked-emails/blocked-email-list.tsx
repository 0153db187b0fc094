import { DataTable, DateField, List, SearchInput, TopToolbar } from 'react-admin';
import { BlockEmailButton } from './block-email-dialog';
import { UnblockButton } from './unblock-button';

interface BlockedEmailRecord {
  id: string;
  email: string;
  reason: string;
  blocked_at: string;
  blocked_by: string | null;
  blocked_by_email: string | null;
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search email or reason" />];

/** Blocked Emails tab: Block Email, and Unblock per row; newest first. */
export function BlockedEmailList() {
  return (
    <List
      title="Blocked Emails"
      sort={{ field: 'blocked_at', order: 'DESC' }}
      perPage={50}
      filters={filters}
      actions={
        <TopToolbar>
          <BlockEmailButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable<BlockedEmailRecord> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="reason" label="Reason" />
        <DataTable.Col source="blocked_at" label="Blocked">
          <DateField source="blocked_at" showTime options={{ dateStyle: 'medium', timeStyle: 'short' }} />
        </DataTable.Col>
        <DataTable.Col label="Blocked by" disableSort render={(b) => b.blocked_by_email ?? '—'} />
        <DataTable.Col label="Actions" disableSort>
          <UnblockButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
