import { dueForAnotherRound, FAILED_JOB_RETRY_AFTER_MS, intakeJobId, replyJobId, screenshotJobId } from './queue-jobs';

describe('queue jobs', () => {
  it('derives job ids from the mailbox coordinates and the delivery', () => {
    expect(intakeJobId('1795301537', 42)).toBe('intake-1795301537-42');
    expect(replyJobId('abc')).toBe('reply-abc');
    expect(screenshotJobId('1795301537', 42)).toBe('screenshots-1795301537-42');
  });

  it('gives a failed job another round only after a while', () => {
    const now = 1_000_000_000;
    expect(dueForAnotherRound({ finishedOn: now - FAILED_JOB_RETRY_AFTER_MS - 1 }, true, now)).toBe(true);
    expect(dueForAnotherRound({ finishedOn: now - 1000 }, true, now)).toBe(false);
    expect(dueForAnotherRound({ finishedOn: now - FAILED_JOB_RETRY_AFTER_MS - 1 }, false, now)).toBe(false);
    expect(dueForAnotherRound(null, true, now)).toBe(false);
  });
});
