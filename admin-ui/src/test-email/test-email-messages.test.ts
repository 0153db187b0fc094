import { TEST_EMAIL_TYPES } from '@scamcheck/shared';
import { TEST_EMAIL_TYPE_TEXT, testEmailSentDescription } from './test-email-messages';

describe('Test Email wording', () => {
  it.each([
    ['dangerous', 'A dangerous test email is on its way to gran@example.ca'],
    ['suspicious', 'A suspicious test email is on its way to gran@example.ca'],
    ['safe', 'A safe test email is on its way to gran@example.ca'],
    ['unregistered', 'An unregistered test email is on its way to gran@example.ca'],
  ] as const)('%s: the sent toast reads %j', (type, expected) => {
    expect(testEmailSentDescription(type, 'gran@example.ca')).toBe(expected);
  });

  it.each(TEST_EMAIL_TYPES)('%s: every text has the article its next word needs', (type) => {
    for (const text of Object.values(TEST_EMAIL_TYPE_TEXT[type])) {
      expect(text).not.toMatch(/\ba [aeio]|\ba un[^i]|\ban [bcdfgjklmnpqrstvwxz]/i);
    }
  });
});
