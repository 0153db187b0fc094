import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { ImapFlow } from 'imapflow';
import { randomBytes } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { MailboxPollerService } from '../../src/pipeline/mailbox/mailbox-poller.service';
import { QUEUED_KEYWORD } from '../../src/pipeline/mailbox/imap-client.factory';
import { INTAKE_QUEUE } from '../../src/pipeline/queues/queue-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { pipelineOverrides, waitUntil, closeApp } from './pipeline-support';

const BACKLOG = 240;

async function flaggedCount(address: string): Promise<number> {
  const client = new ImapFlow({ host: '127.0.0.1', port: Number(process.env.TEST_IMAP_PORT), secure: false, auth: { user: address, pass: 'family' }, logger: false });
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      return ((await client.search({ keyword: QUEUED_KEYWORD }, { uid: true })) || []).length;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => undefined);
  }
}

describe('pipeline: a backlog waiting in the mailbox, two poller replicas', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await closeApp(app);
  });

  it('drains a backlog in batches, one job per message, with a single active poller', async () => {
    const overrides = pipelineOverrides({ APP_ROLES: 'poller', REDIS_PREFIX: `scamcheck-test-${randomBytes(4).toString('hex')}` });
    const transport = createTransport({ host: '127.0.0.1', port: Number(process.env.TEST_LMTP_PORT), lmtp: true, pool: true, maxConnections: 4 } as Parameters<typeof createTransport>[0]);
    await Promise.all(
      Array.from({ length: BACKLOG }, (_, i) =>
        transport.sendMail({ envelope: { from: 'grandma@family.test', to: [overrides.IMAP_USER] }, raw: `From: grandma@family.test\r\nTo: ${overrides.IMAP_USER}\r\nSubject: Fwd: backlog ${i}\r\nMessage-ID: <backlog-${i}-${overrides.REDIS_PREFIX}@family.test>\r\n\r\nforwarded ${i}\r\n` }),
      ),
    );
    transport.close();

    // Two replicas of the poller role (no worker: the jobs stay visible in the queue).
    apps.push(await startTestApp(overrides));
    apps.push(await startTestApp(overrides));
    const queue = apps[0].app.get<Queue>(getQueueToken(INTAKE_QUEUE));
    await waitUntil('the whole backlog queued', async () => (await queue.getWaitingCount()) === BACKLOG, 60_000);
    await waitUntil('the whole backlog flagged', async () => (await flaggedCount(overrides.IMAP_USER)) === BACKLOG, 30_000);
    const jobs = await queue.getWaiting(0, BACKLOG);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(BACKLOG);
    expect(jobs.every((j) => typeof j.data.uid === 'number' && typeof j.data.uidValidity === 'string' && !('source' in j.data))).toBe(true);
    await waitUntil('a scan finished', async () => apps.some((a) => a.app.get(MailboxPollerService).scans > 0));
    const active = apps.map((a) => a.app.get(MailboxPollerService).scans > 0);
    expect(active.filter(Boolean)).toHaveLength(1);
    await queue.empty();
  }, 120_000);
});
