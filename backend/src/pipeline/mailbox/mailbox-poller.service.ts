import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import type { Queue } from 'bull';
import { ImapFlow } from 'imapflow';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ComponentHealth, HealthService } from '../../platform/health/health.service';
import { dueForAnotherRound, INTAKE_QUEUE, IntakeJobData, intakeJobId } from '../queues/queue-jobs';
import { createImapClient, ensureFolder, INBOX, QUEUED_KEYWORD, reconnectDelay } from './imap-client.factory';
import { MailboxLockService } from './mailbox-lock.service';

/** Messages fetched, enqueued and flagged per round trip when draining a backlog. */
export const SCAN_CHUNK = 100;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const NO_IDLE_RESCAN_MS = 2000;

/**
 * Watches the scanning mailbox and turns every new message into one intake job.
 *  - One active poller across replicas: a Redis lock (renewed; on loss the session ends).
 *  - IDLE for the fast path; a periodic re-scan as a safety net, which also re-queues messages
 *    flagged as queued whose job vanished (Redis restarted without persistence).
 *  - The job id derives from UIDVALIDITY and UID; the message is flagged only after the queue
 *    accepted the job, so a failed enqueue is retried by the next scan and nothing is queued twice.
 *  - Reconnects with back-off when the IMAP server goes away.
 */
@Injectable()
export class MailboxPollerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailboxPollerService.name);
  private stopped = false;
  private loop: Promise<void> | null = null;
  private client: ImapFlow | null = null;
  private wake: (() => void) | null = null;
  private lastPurge = 0;
  /** Number of scans completed (tests and the benchmark read it). */
  scans = 0;
  private state: 'standby' | 'connecting' | 'watching' | 'reconnecting' = 'standby';
  private lastScanAt: Date | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(INTAKE_QUEUE) private readonly intake: Queue<IntakeJobData>,
    private readonly lock: MailboxLockService,
    @Optional() private readonly health?: HealthService,
  ) {}

  onApplicationBootstrap(): void {
    this.health?.register({ name: 'mailbox', check: async () => this.report() });
    this.loop = this.run();
  }

  /** Informational: a standby replica or a reconnect is not an outage of this process. */
  report(): ComponentHealth {
    return { status: 'up', poller: this.state, lastScanAt: this.lastScanAt?.toISOString() ?? null };
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    const client = this.client;
    if (client) await client.logout().catch(() => client.close());
    await this.loop;
    await this.lock.release().catch(() => undefined);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      let held = false;
      try {
        held = await this.lock.acquire();
      } catch (error) {
        this.logger.warn(`poller lock unavailable: ${(error as Error).message}`);
      }
      if (!held) {
        this.state = 'standby';
        await this.pause(Math.max(500, Math.floor(this.lock.ttlMs / 3)));
        continue;
      }
      const started = Date.now();
      try {
        await this.session();
      } catch (error) {
        if (!this.stopped) this.logger.warn(`mailbox session ended: ${(error as Error).message}`);
      }
      await this.lock.release().catch(() => undefined);
      if (this.stopped) break;
      this.state = 'reconnecting';
      failures = Date.now() - started > 30_000 ? 0 : failures + 1;
      await this.pause(reconnectDelay(failures));
    }
  }

  /** One IMAP session while holding the lock: scan, then IDLE and re-scan until something breaks. */
  private async session(): Promise<void> {
    const client = createImapClient(this.config, { autoIdleDelay: 50, maxIdleTime: 5 * 60_000 });
    this.client = client;
    if (this.state === 'standby') this.state = 'connecting';
    let closed = false;
    let lockLost = false;
    let dirty = true;
    client.on('error', (error: Error) => this.logger.warn(`IMAP error: ${error.message}`));
    client.on('close', () => {
      closed = true;
      this.wake?.();
    });
    client.on('exists', () => {
      dirty = true;
      this.wake?.();
    });
    const renewTimer = setInterval(() => {
      this.lock.renew().then(
        (ok) => {
          if (!ok) {
            lockLost = true;
            this.wake?.();
          }
        },
        () => undefined, // Redis briefly away: the lock may survive; the next renewal decides.
      );
    }, Math.max(300, Math.floor(this.lock.ttlMs / 3)));
    try {
      await client.connect();
      await client.mailboxOpen(INBOX);
      this.logger.log('watching the scanning mailbox');
      this.state = 'watching';
      // Without IDLE the server never tells us about new mail: scan often instead.
      const rescanMs = client.capabilities.has('IDLE') ? this.config.MAILBOX_RESCAN_MS : Math.min(this.config.MAILBOX_RESCAN_MS, NO_IDLE_RESCAN_MS);
      let lastFull = 0;
      while (!this.stopped && !closed && !lockLost) {
        const due = Date.now() - lastFull >= rescanMs;
        if (dirty || due) {
          dirty = false;
          await this.enqueueNew(client);
          if (due) {
            await this.requeueLost(client);
            lastFull = Date.now();
            void this.purgeProcessed();
          }
          this.scans += 1;
          this.lastScanAt = new Date();
        }
        if (!dirty) await this.pause(Math.max(200, rescanMs - (Date.now() - lastFull)));
      }
      if (lockLost) throw new Error('poller lock lost');
      if (closed && !this.stopped) throw new Error('IMAP connection closed');
    } finally {
      clearInterval(renewTimer);
      this.client = null;
      if (!closed) await client.logout().catch(() => client.close());
    }
  }

  /** New messages (not yet flagged queued): enqueue in chunks, then flag each accepted chunk. */
  private async enqueueNew(client: ImapFlow): Promise<void> {
    const uids = (await client.search({ unKeyword: QUEUED_KEYWORD, deleted: false }, { uid: true })) || [];
    if (uids.length === 0) return;
    uids.sort((a, b) => a - b);
    const uidValidity = String(client.mailbox ? client.mailbox.uidValidity : '');
    for (let i = 0; i < uids.length && !this.stopped; i += SCAN_CHUNK) {
      const chunk = uids.slice(i, i + SCAN_CHUNK);
      await this.intake.addBulk(
        chunk.map((uid) => ({ data: { mailbox: INBOX, uidValidity, uid }, opts: { jobId: intakeJobId(uidValidity, uid) } })),
      );
      await client.messageFlagsAdd(chunk.join(','), [QUEUED_KEYWORD], { uid: true });
    }
    this.logger.log(`queued ${uids.length} message(s)`);
  }

  /** Flagged messages still in the inbox whose job no longer exists are queued again (the job is idempotent). */
  private async requeueLost(client: ImapFlow): Promise<void> {
    const uids = (await client.search({ keyword: QUEUED_KEYWORD, deleted: false }, { uid: true })) || [];
    if (uids.length === 0) return;
    const uidValidity = String(client.mailbox ? client.mailbox.uidValidity : '');
    const lost: number[] = [];
    for (let i = 0; i < uids.length; i += SCAN_CHUNK) {
      const chunk = uids.slice(i, i + SCAN_CHUNK);
      const jobs = await Promise.all(chunk.map((uid) => this.intake.getJob(intakeJobId(uidValidity, uid))));
      chunk.forEach((uid, k) => {
        if (!jobs[k]) lost.push(uid);
      });
      const failed = jobs.filter((job): job is NonNullable<typeof job> => Boolean(job?.failedReason && job.finishedOn));
      for (const job of failed) if (dueForAnotherRound(job, await job.isFailed())) await job.retry();
    }
    for (let i = 0; i < lost.length; i += SCAN_CHUNK) {
      const chunk = lost.slice(i, i + SCAN_CHUNK);
      await this.intake.addBulk(
        chunk.map((uid) => ({ data: { mailbox: INBOX, uidValidity, uid }, opts: { jobId: intakeJobId(uidValidity, uid) } })),
      );
    }
    if (lost.length > 0) this.logger.warn(`re-queued ${lost.length} message(s) whose job was lost`);
  }

  /** Deletes processed messages older than the retention, on its own short connection, hourly. */
  private async purgeProcessed(): Promise<void> {
    if (this.config.MAILBOX_RETENTION_DAYS === 0 || Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    const client = createImapClient(this.config, { disableAutoIdle: true });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await ensureFolder(client, this.config.MAILBOX_PROCESSED_FOLDER);
      const lock = await client.getMailboxLock(this.config.MAILBOX_PROCESSED_FOLDER);
      try {
        const before = new Date(Date.now() - this.config.MAILBOX_RETENTION_DAYS * 86_400_000);
        const old = (await client.search({ before }, { uid: true })) || [];
        if (old.length > 0) {
          await client.messageDelete(old.join(','), { uid: true });
          this.logger.log(`deleted ${old.length} processed message(s) past retention`);
        }
      } finally {
        lock.release();
      }
    } catch (error) {
      this.logger.warn(`processed folder purge failed: ${(error as Error).message}`);
      this.lastPurge = 0;
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  /** Sleeps until the delay passes or something wakes the loop (new mail, close, shutdown). */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}
