import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { INTAKE_QUEUE, REPLIES_QUEUE, replyJobId } from '../../src/pipeline/queues/queue-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import {
  appProcessEnv,
  deliveryStatus,
  forward,
  NEWSLETTER,
  pipelineOverrides,
  registerFamilyMember,
  repliesIn,
  SCAM,
  startAppProcess,
  startMailGate,
  waitForEmptyInbox,
  waitUntil,
  wipeQueues,
  closeApp,
} from './pipeline-support';

async function expectExactlyOneReplyEach(db: DataSource, members: string[]): Promise<void> {
  await waitUntil('every reply sent', async () => {
    const rows = await deliveryStatus(db, members);
    return rows.length === members.length && rows.every((r) => r.status === 'sent');
  }, 60_000);
  await waitUntil('every reply readable', async () => (await Promise.all(members.map(repliesIn))).every((r) => r.length >= 1), 30_000);
  await new Promise((r) => setTimeout(r, 1500)); // room for a duplicate to show up, if there were one
  const replies = await Promise.all(members.map(async (m) => (await repliesIn(m)).map((r) => `${r.messageId} ${r.subject}`)));
  expect(replies.map((r) => r.length === 1 ? 1 : r)).toEqual(members.map(() => 1));
}

describe('pipeline: nothing lost, nothing twice', () => {
  it('a worker process killed mid-job (SMTP refusing meanwhile): every forward still gets exactly one reply', async () => {
    const gate = await startMailGate(Number(process.env.TEST_LMTP_PORT));
    const prefix = `scamcheck-test-${randomBytes(4).toString('hex')}`;
    const overrides = pipelineOverrides({ REDIS_PREFIX: prefix, DAILY_SCAN_LIMIT: '10', SMTP_PORT: String(gate.port) });
    const api = await startTestApp({ ...overrides, APP_ROLES: 'api' });
    let child: ChildProcess | null = null;
    let worker: TestApp | null = null;
    try {
      const db = api.app.get(DataSource);
      const members = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => {
        const m = uniqueEmail(`crash${n}`);
        await registerFamilyMember(api, m);
        return m;
      }));
      gate.open = false;
      child = (await startAppProcess(appProcessEnv(api.config, 'worker,poller'))).child;
      await Promise.all(members.map((m, i) => forward(api, m, i % 2 ? SCAM : NEWSLETTER, { style: i % 3 === 0 ? 'attached' : 'gmail' })));
      // Killed while the intake is under way: some messages recorded, others not yet.
      await waitUntil('intake under way', async () => {
        const rows = (await db.query('SELECT count(*)::int AS n FROM email_inbox WHERE sender_email = ANY($1)', [members])) as { n: number }[];
        return rows[0].n >= 1;
      });
      child.kill('SIGKILL');
      await new Promise((r) => child?.once('exit', r));
      child = null;

      gate.open = true;
      worker = await startTestApp({ ...overrides, APP_ROLES: 'worker,poller', IMAP_USER: api.config.IMAP_USER });
      await expectExactlyOneReplyEach(db, members);
      await waitForEmptyInbox(api);
    } finally {
      child?.kill('SIGKILL');
      await closeApp(worker);
      await closeApp(api);
      await gate.stop();
    }
  }, 180_000);

  it('a reply job retried after the send was recorded (crash before the ack) sends nothing more', async () => {
    const app = await startTestApp(pipelineOverrides({ APP_ROLES: 'api,worker,poller' }));
    try {
      const db = app.app.get(DataSource);
      const member = uniqueEmail('ack');
      await registerFamilyMember(app, member);
      await forward(app, member, SCAM, { style: 'gmail' });
      await waitUntil('reply sent', async () => (await deliveryStatus(db, [member])).some((r) => r.status === 'sent'));
      const [{ id }] = (await db.query('SELECT id FROM reply_deliveries WHERE recipient = $1', [member])) as { id: string }[];
      const replies = app.app.get<Queue>(getQueueToken(REPLIES_QUEUE));
      // The job Bull hands out again when the worker died before acknowledging it.
      const retried = await replies.add({ deliveryId: id }, { jobId: `${replyJobId(id)}-retry` });
      await waitUntil('retried job done', async () => (await retried.getState()) === 'completed' || (await replies.getJob(retried.id as string)) === null);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await repliesIn(member)).toHaveLength(1);

      // An interrupted send (the process died while talking to the peer) is sent again with the same Message-ID.
      const first = (await repliesIn(member))[0];
      await db.query(`UPDATE reply_deliveries SET status = 'sending' WHERE id = $1`, [id]);
      await replies.add({ deliveryId: id }, { jobId: `${replyJobId(id)}-interrupted` });
      await waitUntil('resent', async () => (await repliesIn(member)).length === 2);
      const again = (await repliesIn(member))[1];
      expect(again.messageId).toBe(first.messageId);
    } finally {
      await closeApp(app);
    }
  }, 60_000);

  it('Redis losing every job and the SMTP peer refusing for a while: still exactly one reply each', async () => {
    const gate = await startMailGate(Number(process.env.TEST_LMTP_PORT));
    const overrides = pipelineOverrides({ SMTP_PORT: String(gate.port), REPLY_SWEEP_MS: '1000', DAILY_SCAN_LIMIT: '10' });
    // First only the api and the poller: messages are queued, then Redis "restarts" empty.
    const poller = await startTestApp({ ...overrides, APP_ROLES: 'api,poller' });
    let worker: TestApp | null = null;
    try {
      const db = poller.app.get(DataSource);
      const members = await Promise.all([1, 2, 3].map(async (n) => {
        const m = uniqueEmail(`lost${n}`);
        await registerFamilyMember(poller, m);
        return m;
      }));
      const late = uniqueEmail('late');
      await registerFamilyMember(poller, late);
      for (const m of members) await forward(poller, m, SCAM, { style: 'outlook' });
      const intake = poller.app.get<Queue>(getQueueToken(INTAKE_QUEUE));
      await waitUntil('three intake jobs queued', async () => (await intake.getWaitingCount()) === 3);
      expect(await wipeQueues(poller.config.REDIS_URL, poller.config.REDIS_PREFIX)).toBeGreaterThan(0);

      // The SMTP peer refuses; a worker joins: intake re-queued by the poller's re-scan, replies fail and retry.
      gate.open = false;
      worker = await startTestApp({ ...overrides, APP_ROLES: 'worker', REDIS_PREFIX: poller.config.REDIS_PREFIX, IMAP_USER: poller.config.IMAP_USER });
      await forward(poller, late, NEWSLETTER, { style: 'gmail' });
      await waitUntil('replies attempted and refused', async () => {
        const rows = (await db.query(`SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = ANY($1) AND last_error IS NOT NULL`, [[...members, late]])) as { n: number }[];
        return rows[0].n === 4;
      });
      // Redis loses the reply jobs too, then the peer comes back: the outbox sweeper re-queues them.
      await wipeQueues(poller.config.REDIS_URL, poller.config.REDIS_PREFIX);
      gate.open = true;
      await expectExactlyOneReplyEach(db, [...members, late]);
      await waitForEmptyInbox(poller);
    } finally {
      await closeApp(worker);
      await closeApp(poller);
      await gate.stop();
    }
  }, 180_000);
});
