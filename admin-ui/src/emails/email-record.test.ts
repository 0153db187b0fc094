import { formatEmailConfidence, formatFamilyFeedback, riskBadge } from './email-record';

describe('email history formatting', () => {
  it('maps risk levels to the badge colours', () => {
    expect(riskBadge('dangerous')).toEqual({ label: 'Dangerous', variant: 'destructive' });
    expect(riskBadge('suspicious')).toEqual({ label: 'Suspicious', variant: 'default' });
    expect(riskBadge('safe')).toEqual({ label: 'Safe', variant: 'secondary' });
    expect(riskBadge(null).label).toBe('Unknown');
    expect(riskBadge('weird').label).toBe('Unknown');
  });

  it('shows the analysis confidence as a whole percent', () => {
    expect(formatEmailConfidence(0.92)).toBe('92%');
    expect(formatEmailConfidence(87)).toBe('87%');
    expect(formatEmailConfidence(null)).toBe('—');
  });
});

describe('formatFamilyFeedback', () => {
  it('says what the family answered', () => {
    expect(formatFamilyFeedback('correct')).toBe('Right');
    expect(formatFamilyFeedback('is_safe')).toBe('Wrong: it is safe');
    expect(formatFamilyFeedback('is_scam')).toBe('Wrong: it is a scam');
    expect(formatFamilyFeedback(null)).toBe('—');
  });
});
