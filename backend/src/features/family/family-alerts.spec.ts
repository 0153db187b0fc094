import { shouldAlert } from './family-alerts.service';

describe('shouldAlert', () => {
  it.each([
    ['dangerous', false, true],
    ['dangerous', true, true],
    ['suspicious', false, false],
    ['suspicious', true, true],
    ['safe', true, false],
    ['unknown', true, false],
  ] as const)('%s with alertOnCaution=%s → %s', (level, caution, expected) => {
    expect(shouldAlert(level, caution)).toBe(expected);
  });
});
