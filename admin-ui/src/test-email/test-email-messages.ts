import type { TestEmailType } from '@scamcheck/shared';

/**
 * What the Test Email tab says about each type. Whole phrases, not "A " + type: the article
 * depends on the word ("An unregistered test email", "A safe test email").
 */
export const TEST_EMAIL_TYPE_TEXT: Readonly<Record<TestEmailType, { label: string; hint: string; sent: string }>> = {
  dangerous: { label: 'Dangerous', hint: 'A SCAM verdict email', sent: 'A dangerous test email' },
  suspicious: { label: 'Suspicious', hint: 'A CAUTION verdict email', sent: 'A suspicious test email' },
  safe: { label: 'Safe', hint: 'A SAFE verdict email', sent: 'A safe test email' },
  unregistered: { label: 'Unregistered', hint: 'The invitation an unregistered sender gets', sent: 'An unregistered test email' },
};

/** The description of the 'Test Email Sent' toast. */
export function testEmailSentDescription(type: TestEmailType, recipient: string): string {
  return `${TEST_EMAIL_TYPE_TEXT[type].sent} is on its way to ${recipient}`;
}
