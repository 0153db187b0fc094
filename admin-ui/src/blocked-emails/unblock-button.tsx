import { Button as MuiButton } from '@mui/material';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';

interface BlockedEmail {
  id: string;
  email: string;
}

/** Unblock (DELETE /api/admin/blocked-emails/:id). */
export function UnblockButton() {
  const record = useRecordContext<BlockedEmail>();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<BlockedEmail>();
  if (!record) return null;
  const onClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    remove(
      'blocked-emails',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast(notify, { title: TOASTS.success, description: `${record.email} has been unblocked` }),
        onError: (error) => toast(notify, { title: TOASTS.unblockFailed, description: errorMessage(error), type: 'error' }),
      },
    );
  };
  return (
    <MuiButton size="small" variant="outlined" disabled={isPending} onClick={onClick} aria-label={`Unblock ${record.email}`}>
      Unblock
    </MuiButton>
  );
}
