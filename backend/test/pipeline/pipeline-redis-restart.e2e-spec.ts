import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { freePort } from '../../src/dev/free-port';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import {
  closeApp,
  deliveryStatus,
  forward,
  NEWSLETTER,
  pipelineOverrides,
  registerFamilyMember,
  repliesIn,
  SCAM,
  startMailGate,
  waitForEmptyInbox,
  waitUntil,
} from './pipeline-support';

/** A Redis of this test's own, without persistence: a restart loses every key, like a crashed cache. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const { createConnection } = await import('node:net');
  await waitUntil('redis up', () => new Promise((resolve) => {
    const s = createConnection({ host: '127.0.0.1', port });
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  }), 10_000);
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

describe('pipeline: Redis restarts (empty) while messages are on their way', () => {
  const hasRedisServer = (() => {
    try {
      execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  const maybe = hasRedisServer ? it : it.skip;

  maybe('every forward still gets exactly one reply', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scamcheck-redis-'));
    const port = await freePort();
    let redis = await startRedis(port, dir);
    const gate = await startMailGate(Number(process.env.TEST_LMTP_PORT));
    let app: TestApp | null = null;
    try {
      app = await startTestApp(pipelineOverrides({ REDIS_URL: `redis://127.0.0.1:${port}`, SMTP_PORT: String(gate.port), REPLY_SWEEP_MS: '1000', DAILY_SCAN_LIMIT: '10' }));
      const db = app.app.get(DataSource);
      const members = [uniqueEmail('r1'), uniqueEmail('r2'), uniqueEmail('r3'), uniqueEmail('r4')];
      for (const m of members) await registerFamilyMember(app, m);

      // 1. Replies of two forwards wait in the queue: the SMTP peer refuses.
      gate.open = false;
      await forward(app, members[0], SCAM, { style: 'gmail' });
      await forward(app, members[1], NEWSLETTER, { style: 'outlook' });
      await waitUntil('two replies refused', async () => {
        const rows = (await db.query(`SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = ANY($1) AND last_error IS NOT NULL`, [members])) as { n: number }[];
        return rows[0].n === 2;
      });

      // 2. Redis goes away; two more forwards arrive meanwhile.
      await stopRedis(redis);
      await forward(app, members[2], SCAM, { style: 'attached' });
      await forward(app, members[3], NEWSLETTER, { style: 'gmail' });
      await new Promise((r) => setTimeout(r, 1500));

      // 3. Redis comes back empty, and so does the SMTP peer.
      redis = await startRedis(port, dir);
      gate.open = true;
      await waitUntil('every reply sent', async () => {
        const rows = await deliveryStatus(db, members);
        return rows.length === 4 && rows.every((r) => r.status === 'sent');
      }, 90_000);
      await waitForEmptyInbox(app);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await Promise.all(members.map(async (m) => (await repliesIn(m)).length))).toEqual([1, 1, 1, 1]);
    } finally {
      await closeApp(app);
      await stopRedis(redis);
      await gate.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
