import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EmailRecord } from './email-record';

/** What happened to a forward, in words (the pipeline's outcome codes). */
export const OUTCOMES: Record<string, string> = {
  analysed: 'Analysed and answered',
  unregistered: 'Sender not registered (invitation sent)',
  unverified: 'Member’s address not confirmed by our mail server (not analysed)',
  over_allowance: 'Daily allowance reached',
  blocked: 'Sender blocked (no reply)',
  oversized: 'Too large to analyse',
  unreadable: 'Could not be read',
  ignored: 'Ignored (automated mail or no sender)',
};

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The expanded row of Email History: outcome, addresses and the reasons given. */
export function EmailDetails() {
  const record = useRecordContext<EmailRecord>();
  if (!record) return null;
  const reasons = strings(record.analysis_result?.reasons);
  const recommendations = strings(record.analysis_result?.recommendations);
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={0.5} sx={{ minWidth: 260 }}>
          <Detail label="Outcome" value={OUTCOMES[record.outcome] ?? record.outcome} />
          <Detail label="Forwarded by" value={record.sender_email} />
          <Detail label="Sent to" value={record.recipient_email ?? '—'} />
          <Detail label="Response sent at" value={record.response_sent_at ? new Date(record.response_sent_at).toLocaleString('en-CA') : '—'} />
          <Detail label="Matched patterns" value={String(record.matched_pattern_ids.length)} />
        </Stack>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2">Reasons</Typography>
          {reasons.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None recorded
            </Typography>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {reasons.map((r, i) => (
                <li key={i}>
                  <Typography variant="body2">{r}</Typography>
                </li>
              ))}
            </ul>
          )}
          {recommendations.length > 0 && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                Recommendations
              </Typography>
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {recommendations.map((r, i) => (
                  <li key={i}>
                    <Typography variant="body2">{r}</Typography>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}:
      </Box>
      {value}
    </Typography>
  );
}
