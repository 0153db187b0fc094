import { FormEvent, useState } from 'react';
import {
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { adminEmailError, TEST_EMAIL_TYPES, type TestEmailType } from '@scamcheck/shared';
import type { AdminDataProvider } from '../data/data-provider';
import { errorMessage, fieldErrors, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import { TEST_EMAIL_TYPE_TEXT, testEmailSentDescription } from './test-email-messages';

/** Test Email tab: send one of the reply emails to a recipient (bypasses the daily allowance). */
export function TestEmailPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [type, setType] = useState<TestEmailType>('unregistered');
  const [recipient, setRecipient] = useState('');
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !recipient) return;
    const problem = adminEmailError(recipient);
    setRecipientError(problem);
    if (problem) {
      toast(notify, { title: TOASTS.testEmailFailed, description: problem, type: 'error' });
      return;
    }
    setSending(true);
    try {
      await dataProvider.sendTestEmail({ type, recipient: recipient.trim() });
      toast(notify, { title: TOASTS.testEmailSent, description: testEmailSentDescription(type, recipient.trim()) });
    } catch (error) {
      const message = fieldErrors(error).recipient ?? errorMessage(error);
      if (fieldErrors(error).recipient) setRecipientError(fieldErrors(error).recipient);
      toast(notify, { title: TOASTS.testEmailFailed, description: message, type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Test Email" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            Send Test Email
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Sends a sample reply so you can check how it looks in a real inbox.
          </Typography>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
              <FormControl>
                <FormLabel id="test-email-type">Type</FormLabel>
                <RadioGroup aria-labelledby="test-email-type" name="type" value={type} onChange={(e) => setType(e.target.value as TestEmailType)}>
                  {TEST_EMAIL_TYPES.map((t) => (
                    <FormControlLabel
                      key={t}
                      value={t}
                      control={<Radio size="small" />}
                      label={
                        <span>
                          {TEST_EMAIL_TYPE_TEXT[t].label}{' '}
                          <Typography component="span" variant="caption" color="text.secondary">
                            — {TEST_EMAIL_TYPE_TEXT[t].hint}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              <MuiTextField
                label="Recipient"
                name="recipient"
                type="email"
                value={recipient}
                onChange={(e) => {
                  setRecipient(e.target.value);
                  if (recipientError) setRecipientError(null);
                }}
                error={Boolean(recipientError)}
                helperText={recipientError ?? ' '}
                fullWidth
              />
              <Box>
                <MuiButton
                  type="submit"
                  variant="contained"
                  disabled={sending || !recipient}
                  startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
                >
                  {sending ? 'Sending...' : 'Send Test Email'}
                </MuiButton>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
