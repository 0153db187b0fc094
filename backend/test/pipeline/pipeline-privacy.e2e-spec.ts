import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ScrubSignalEvidence1795733750539 } from '../../src/platform/database/migrations/1795733750539-ScrubSignalEvidence';
import { startTestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { AppProcess, appProcessEnv, closeApp, forward, pipelineOverrides, registerFamilyMember, startAppProcess, waitForReply, waitUntil } from './pipeline-support';

/** An original whose body holds a marker sentence inside text the scam rules match. */
function originalWith(bodyMarker: string, subjectMarker: string): Buffer {
  return Buffer.from(
    [
      'From: Security Team <alerts@secure-bank-verify.top>',
      'To: rose@family.test',
      `Subject: Important notice ${subjectMarker}`,
      'Date: Mon, 2 Nov 2026 10:00:00 +0000',
      `Message-ID: <${randomBytes(6).toString('hex')}@secure-bank-verify.top>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Dear customer,',
      '',
      `We have suffered a data breach. ${bodyMarker} the violet harbour keeps seven lanterns lit. Your account will be`,
      'suspended within 24 hours unless you verify your password and card number at http://secure-bank-verify.top/login now.',
      '',
    ].join('\r\n'),
  );
}

/** Every value under a Redis key prefix (strings, hashes, lists, sets, sorted sets), as one text. */
async function redisDump(redisUrl: string, prefix: string): Promise<{ keys: number; text: string }> {
  const redis = new Redis(redisUrl);
  const parts: string[] = [];
  let keys = 0;
  try {
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of batch) {
        keys += 1;
        const type = await redis.type(key);
        const value =
          type === 'string' ? await redis.get(key)
          : type === 'hash' ? await redis.hgetall(key)
          : type === 'list' ? await redis.lrange(key, 0, -1)
          : type === 'set' ? await redis.smembers(key)
          : type === 'zset' ? await redis.zrange(key, 0, -1)
          : type === 'stream' ? await redis.xrange(key, '-', '+')
          : null;
        parts.push(`${key} ${JSON.stringify(value)}`);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return { keys, text: parts.join('\n') };
}

/** Rows of every table of the database whose text (every column, JSON included) holds the needle. */
async function rowsHolding(db: DataSource, needle: string): Promise<string[]> {
  const tables = (await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)) as { table_name: string }[];
  const hits: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = (await db.query(`SELECT t::text AS row FROM "${table}" t WHERE position(lower($1) in lower(t::text)) > 0`, [needle])) as { row: string }[];
    hits.push(...rows.map((r) => `${table}: ${r.row.slice(0, 300)}`));
  }
  return hits;
}

describe('pipeline: no email content in storage or logs', () => {
  it('finding 5: a marker sentence from the body is in no table, no log line of the worker and no Redis key; a failed insert logs no parameters', async () => {
    const tag = randomBytes(4).toString('hex');
    const bodyMarker = `zqxbody${tag}`;
    const subjectMarker = `zqxsubject${tag}`;
    const api = await startTestApp(pipelineOverrides({ APP_ROLES: 'api', REPLY_SWEEP_MS: '1000' }));
    const db = api.app.get(DataSource);
    const member = uniqueEmail('privacy');
    const failing = uniqueEmail('privacy-fail');
    // A real insert failure for one forwarder's rows: Postgres refuses them.
    const fn = `privacy_fail_${tag}`;
    await db.query(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.sender_email = '${failing}' THEN RAISE EXCEPTION 'forced insert failure ${tag}'; END IF; RETURN NEW; END $$`,
    );
    await db.query(`CREATE TRIGGER ${fn} BEFORE INSERT ON email_inbox FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    let worker: AppProcess | null = null;
    try {
      await registerFamilyMember(api, member);
      await registerFamilyMember(api, failing);
      // The worker runs as its own process with every log level on: its stdout and stderr are the logs.
      worker = await startAppProcess(appProcessEnv(api.config, 'worker,poller', { LOG_LEVEL: 'verbose' }));
      await forward(api, failing, originalWith(bodyMarker, subjectMarker), { style: 'gmail' });
      await forward(api, member, originalWith(bodyMarker, subjectMarker), { style: 'gmail' });

      const reply = await waitForReply(member, () => true, 60_000);
      expect(reply.subject).toMatch(/^SCAM/);
      const running = worker;
      await waitUntil('the failed insert logged', async () => running.output().includes(`forced insert failure ${tag}`), 60_000);

      // The row is there, with its verdict and reasons, but nothing copied from the body.
      const [row] = (await db.query('SELECT analysis_result FROM email_inbox WHERE sender_email = $1', [member])) as { analysis_result: { reasons: string[]; signals: Record<string, unknown>[] } }[];
      expect(row.analysis_result.reasons.length).toBeGreaterThan(0);
      expect(row.analysis_result.signals.length).toBeGreaterThan(0);
      const logs = worker.output();
      const redis = await redisDump(api.config.REDIS_URL, api.config.REDIS_PREFIX);
      expect(redis.keys).toBeGreaterThan(0);
      expect(redis.text).toContain(`forced insert failure ${tag}`); // the failed job is kept, with its reason
      const leaks = (text: string, needles: string[]): string[] =>
        needles.flatMap((n) => {
          const at = text.toLowerCase().indexOf(n.toLowerCase());
          return at < 0 ? [] : [`${n}: …${text.slice(Math.max(0, at - 150), at + 100)}…`];
        });
      expect({
        signalsWithEvidence: row.analysis_result.signals.filter((s) => 'evidence' in s),
        rowsHoldingTheBody: await rowsHolding(db, bodyMarker),
        logs: leaks(logs, [bodyMarker, 'violet harbour', subjectMarker, 'PARAMETERS']),
        redis: leaks(redis.text, [bodyMarker, 'violet harbour']),
      }).toEqual({ signalsWithEvidence: [], rowsHoldingTheBody: [], logs: [], redis: [] });
    } finally {
      worker?.child.kill('SIGKILL');
      await db.query(`DROP TRIGGER IF EXISTS ${fn} ON email_inbox`);
      await db.query(`DROP FUNCTION IF EXISTS ${fn}()`);
      await closeApp(api);
    }
  }, 240_000);

  it('finding 5: rows stored before the fix lose their evidence excerpts (migration), keeping verdict, reasons and pattern ids', async () => {
    const app = await startTestApp();
    const db = app.app.get(DataSource);
    const key = `mid:privacy-${randomBytes(6).toString('hex')}`;
    try {
      const before = {
        riskLevel: 'dangerous',
        reasons: ['Danger: it asks for your password.'],
        signals: [
          { detector: 'language:credentials', weight: 1.5, evidence: 'verify your password zqx' },
          { detector: 'pattern:regex', weight: 2.2, evidence: 'gift cards', patternIds: ['p1'] },
        ],
        matchedPatternIds: ['p1'],
      };
      await db.query(`INSERT INTO email_inbox (message_key, sender_email, outcome, analysis_result) VALUES ($1, 'old@family.test', 'analysed', $2)`, [key, JSON.stringify(before)]);
      const runner = db.createQueryRunner();
      try {
        await new ScrubSignalEvidence1795733750539().up(runner);
      } finally {
        await runner.release();
      }
      const [row] = (await db.query('SELECT analysis_result FROM email_inbox WHERE message_key = $1', [key])) as { analysis_result: unknown }[];
      expect(row.analysis_result).toEqual({
        ...before,
        signals: [
          { detector: 'language:credentials', weight: 1.5 },
          { detector: 'pattern:regex', weight: 2.2, patternIds: ['p1'] },
        ],
      });
    } finally {
      await db.query('DELETE FROM email_inbox WHERE message_key = $1', [key]);
      await app.close();
    }
  });
});
