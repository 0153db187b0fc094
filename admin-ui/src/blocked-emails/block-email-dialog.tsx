import { FormEvent, useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { adminEmailError, DEFAULT_BLOCK_REASON, MESSAGES } from '@scamcheck/shared';
import { errorMessage, errorStatus, fieldErrors, toast } from '../layout/toast';
import { TOASTS } from '../messages';

/** Block Email: the address (admin email rules) and a reason defaulting to 'Blocked by admin'. */
export function BlockEmailButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MuiButton size="small" variant="contained" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Block Email
      </MuiButton>
      {open && <BlockEmailDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function BlockEmailDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState(DEFAULT_BLOCK_REASON);
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = adminEmailError(email);
    setEmailError(problem);
    if (problem) {
      toast(notify, { title: TOASTS.invalidEmail, description: problem, type: 'error' });
      return;
    }
    create(
      'blocked-emails',
      { data: { email: email.trim().toLowerCase(), reason: reason.trim() || DEFAULT_BLOCK_REASON } },
      {
        onSuccess: () => {
          toast(notify, { title: TOASTS.success, description: `${email.trim().toLowerCase()} has been blocked` });
          refresh();
          onClose();
        },
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 409) {
            setEmailError(MESSAGES.alreadyBlocked);
            toast(notify, { title: TOASTS.alreadyBlocked, type: 'error' });
          } else if (status === 400) {
            const message = fieldErrors(error).email ?? errorMessage(error);
            setEmailError(message ?? null);
            toast(notify, { title: TOASTS.invalidEmail, description: message, type: 'error' });
          } else {
            toast(notify, { title: TOASTS.blockFailed, description: errorMessage(error), type: 'error' });
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="block-email-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="block-email-title">Block Email</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MuiTextField
              label="Email"
              name="email"
              type="email"
              autoFocus
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (emailError) setEmailError(null);
              }}
              error={Boolean(emailError)}
              helperText={emailError ?? 'Forwards from this address will be dropped without a reply.'}
              fullWidth
            />
            <MuiTextField
              label="Reason"
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={`Defaults to '${DEFAULT_BLOCK_REASON}'`}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={isPending}>
            Cancel
          </MuiButton>
          <MuiButton type="submit" variant="contained" color="error" disabled={isPending}>
            {isPending ? 'Blocking...' : 'Block Email'}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
