import { useState } from 'react';
import { Checkbox, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import type { EmailRecord } from './email-record';

/** response_sent checkbox: response_sent_at is set when on and cleared when off (by the server). */
export function ResponseSentCheckbox() {
  const record = useRecordContext<EmailRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<EmailRecord>();
  // Shows the new state at once; the server's answer confirms it (or the box springs back).
  const [pending, setPending] = useState<boolean | null>(null);
  if (!record) return null;

  const onChange = (_: unknown, checked: boolean) => {
    setPending(checked);
    update(
      'emails',
      { id: record.id, data: { response_sent: checked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast(notify, { title: TOASTS.updated, description: checked ? TOASTS.markedSent : TOASTS.markedNotSent }),
        onError: (error) => toast(notify, { title: TOASTS.emailSentFailed, description: errorMessage(error), type: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };

  const when = record.response_sent_at ? new Date(record.response_sent_at).toLocaleString('en-CA') : undefined;
  return (
    <Tooltip title={record.response_sent ? `Response sent${when ? ` ${when}` : ''}` : 'Mark the response as sent'}>
      <Checkbox
        checked={pending ?? record.response_sent}
        disabled={isPending}
        onClick={(e) => e.stopPropagation()}
        onChange={onChange}
        slotProps={{ input: { 'aria-label': `Response sent for ${record.subject ?? 'this email'}` } }}
      />
    </Tooltip>
  );
}
