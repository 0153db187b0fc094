import { IconButton, Stack, Tooltip } from '@mui/material';
import RightIcon from '@mui/icons-material/ThumbUpAlt';
import WrongIcon from '@mui/icons-material/ThumbDownAlt';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import type { EmailRecord } from './email-record';

type Feedback = EmailRecord['verdict_feedback'];

const DESCRIPTIONS: Record<'correct' | 'incorrect' | 'none', string> = {
  correct: 'Verdict marked right',
  incorrect: 'Verdict marked wrong',
  none: 'Verdict feedback cleared',
};

const CHOICES = [
  { value: 'correct', label: 'Verdict was right', color: 'success', Icon: RightIcon },
  { value: 'incorrect', label: 'Verdict was wrong', color: 'error', Icon: WrongIcon },
] as const;

/**
 * Mark the verdict right or wrong; the patterns that matched get a true or false positive.
 * Clicking the chosen answer again clears it.
 */
export function VerdictFeedbackButtons() {
  const record = useRecordContext<EmailRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<EmailRecord>();
  if (!record) return null;

  const set = (choice: 'correct' | 'incorrect') => (event: React.MouseEvent) => {
    event.stopPropagation();
    const next: Feedback = record.verdict_feedback === choice ? null : choice;
    update(
      'emails',
      { id: record.id, data: { verdict_feedback: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast(notify, { title: TOASTS.updated, description: DESCRIPTIONS[next ?? 'none'] }),
        onError: (error) => toast(notify, { title: 'Failed to update verdict feedback', description: errorMessage(error), type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={0.5}>
      {CHOICES.map(({ value, label, color, Icon }) => (
        <Tooltip key={value} title={label}>
          <span>
            <IconButton
              size="small"
              aria-label={label}
              aria-pressed={record.verdict_feedback === value}
              color={record.verdict_feedback === value ? color : 'default'}
              disabled={isPending}
              onClick={set(value)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
