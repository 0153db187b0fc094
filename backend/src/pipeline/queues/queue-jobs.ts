import type { JobOptions } from 'bull';

/** Bull queue names. */
export const INTAKE_QUEUE = 'intake';
export const REPLIES_QUEUE = 'replies';
/** Messages carrying screenshots of a text: read (OCR) apart, at OCR_CONCURRENCY, so they never hold up the intake. */
export const SCREENSHOTS_QUEUE = 'screenshots';
export const PIPELINE_QUEUES = [INTAKE_QUEUE, SCREENSHOTS_QUEUE, REPLIES_QUEUE] as const;
export type PipelineQueueName = (typeof PIPELINE_QUEUES)[number];

/**
 * One message waiting in the scanning mailbox. The job carries the mailbox coordinates only:
 * the worker fetches the raw message over IMAP, so no body ever sits in Redis.
 */
export interface IntakeJobData {
  /** UIDVALIDITY of the mailbox when the message was seen (a bigint, as a string). */
  uidValidity: string;
  uid: number;
  mailbox: string;
}

/**
 * A message of the scanning mailbox whose screenshots must be read. Like an intake job it carries
 * the mailbox coordinates only: the screenshot worker fetches the images over IMAP, so no image
 * ever sits in Redis.
 */
export type ScreenshotJobData = IntakeJobData;

/** One reply of the outbox (reply_deliveries row) to render and send. */
export interface ReplyJobData {
  deliveryId: string;
}

/** The job id makes a message queued twice one job (Bull ignores an add with an existing id). */
export function intakeJobId(uidValidity: string, uid: number): string {
  return `intake-${uidValidity}-${uid}`;
}

export function screenshotJobId(uidValidity: string, uid: number): string {
  return `screenshots-${uidValidity}-${uid}`;
}

export function replyJobId(deliveryId: string): string {
  return `reply-${deliveryId}`;
}

/**
 * A job that used up its attempts stays visible on the dashboard as failed; after this long the
 * safety nets (poller re-scan, outbox sweeper) give it a new round, so a long outage (database,
 * SMTP) loses nothing once it is over.
 */
export const FAILED_JOB_RETRY_AFTER_MS = 10 * 60 * 1000;

/** Completed jobs are removed (the poller's re-scan relies on it); failed ones stay visible on the dashboard. */
export const INTAKE_JOB_OPTIONS: JobOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: false,
};

/** Reading is deterministic: retries are for the mailbox or the database failing, not for the OCR (given up after INTAKE_MAX_ATTEMPTS). */
export const SCREENSHOT_JOB_OPTIONS: JobOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: false,
};

/** SMTP may refuse for a while: replies retry for about two hours before failing visibly. */
export const REPLY_JOB_OPTIONS: JobOptions = {
  attempts: 13,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: false,
};

/** True for a failed job whose last attempt is older than FAILED_JOB_RETRY_AFTER_MS. */
export function dueForAnotherRound(job: { failedReason?: string; finishedOn?: number } | null, failed: boolean, now = Date.now()): boolean {
  return Boolean(job && failed && job.finishedOn && now - job.finishedOn > FAILED_JOB_RETRY_AFTER_MS);
}
