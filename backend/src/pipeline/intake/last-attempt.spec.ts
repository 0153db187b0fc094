import { Logger } from '@nestjs/common';
import { isLastAttempt, runOrRetire } from './last-attempt';

describe('isLastAttempt', () => {
  it.each([
    // attemptsMade (before this run), maxAttempts, last?
    [0, 5, false],
    [3, 5, false],
    [4, 5, true],
    [5, 5, true],
    [0, 1, true],
    [0, 2, false],
    [1, 2, true],
  ])('attemptsMade %i of %i → %s', (attemptsMade, maxAttempts, expected) => {
    expect(isLastAttempt(attemptsMade, maxAttempts)).toBe(expected);
  });
});

describe('runOrRetire', () => {
  const logger = { error: jest.fn() } as unknown as Logger;
  const job = { attemptsMade: 0, data: { uidValidity: '7', uid: 42, mailbox: 'INBOX' } };
  const retired = { outcome: 'unreadable' as const };
  const done = { outcome: 'analysed' as const };

  beforeEach(() => jest.clearAllMocks());

  it('returns what the run returns and never retires', async () => {
    const giveUp = jest.fn();
    await expect(runOrRetire({ ...job }, { maxAttempts: 2, label: 'intake', logger }, async () => done, giveUp)).resolves.toBe(done);
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('re-throws a failure before the last attempt, so Bull retries', async () => {
    const giveUp = jest.fn();
    const boom = new Error('boom');
    await expect(runOrRetire({ ...job, attemptsMade: 0 }, { maxAttempts: 2, label: 'intake', logger }, () => Promise.reject(boom), giveUp)).rejects.toBe(boom);
    expect(giveUp).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('retires the message on the last attempt and logs the coordinates and error name only', async () => {
    const giveUp = jest.fn().mockResolvedValue(retired);
    const failure = new TypeError('secret body text');
    await expect(runOrRetire({ ...job, attemptsMade: 1 }, { maxAttempts: 2, label: 'screenshots', logger }, () => Promise.reject(failure), giveUp)).resolves.toBe(retired);
    expect(giveUp).toHaveBeenCalledTimes(1);
    const message = (logger.error as jest.Mock).mock.calls[0][0] as string;
    expect(message).toBe('screenshots of 7:42 failed 2 times (TypeError); retiring it as unreadable');
    expect(message).not.toContain('secret');
  });
});
