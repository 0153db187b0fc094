import { Button as MuiButton } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import type { ScamPattern } from './pattern-format';

/** Activate / Deactivate a pattern in place. */
export function ToggleActiveButton() {
  const record = useRecordContext<ScamPattern>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ScamPattern>();
  if (!record) return null;
  const activate = !record.is_active;

  const onClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    update(
      'scam-patterns',
      { id: record.id, data: { is_active: activate }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast(notify, { title: TOASTS.success, description: activate ? 'Pattern activated' : 'Pattern deactivated' }),
        onError: (error) => toast(notify, { title: TOASTS.patternUpdateFailed, description: errorMessage(error), type: 'error' }),
      },
    );
  };

  return (
    <MuiButton
      size="small"
      variant={activate ? 'contained' : 'outlined'}
      color={activate ? 'primary' : 'inherit'}
      disabled={isPending}
      onClick={onClick}
      sx={{ minWidth: 104 }}
    >
      {activate ? 'Activate' : 'Deactivate'}
    </MuiButton>
  );
}
