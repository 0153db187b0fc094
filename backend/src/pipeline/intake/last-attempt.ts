import type { Logger } from '@nestjs/common';
import type { IntakeJobData } from '../queues/queue-jobs';

/** True when the run about to fail is the maxAttempts-th one (Bull counts attemptsMade before it). */
export function isLastAttempt(attemptsMade: number, maxAttempts: number): boolean {
  return attemptsMade + 1 >= maxAttempts;
}

export interface RetireOptions {
  /** INTAKE_MAX_ATTEMPTS. */
  maxAttempts: number;
  /** What the job does, for the log line ("intake", "screenshots"). */
  label: string;
  logger: Pick<Logger, 'error'>;
}

/**
 * Runs one attempt of a job on a scanning-mailbox message. A failure before the last attempt is
 * re-thrown so Bull retries it; on the last one, whatever the cause, the message is retired as
 * unreadable through `giveUp`. The log line names the coordinates and the error's name only,
 * never its message (which may quote the email).
 */
export async function runOrRetire<T>(
  job: { attemptsMade: number; data: IntakeJobData },
  options: RetireOptions,
  run: () => Promise<T>,
  giveUp: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isLastAttempt(job.attemptsMade, options.maxAttempts)) throw error;
    const attempt = job.attemptsMade + 1;
    options.logger.error(
      `${options.label} of ${job.data.uidValidity}:${job.data.uid} failed ${attempt} times (${(error as Error).name}); retiring it as unreadable`,
    );
    return giveUp();
  }
}
