/**
 * Pipeline benchmark: `npm run bench:pipeline -- [--rate 5] [--duration 60] [--members 20] [--drain 30]`
 *
 * Starts its own Dovecot (temporary directory, free loopback ports), a scratch PostgreSQL database
 * with every migration, and the app (api + worker + poller) as a child process, then delivers
 * forwards of the sample originals at a steady rate over LMTP and watches every family member's
 * mailbox over IMAP (IDLE). Prints the latency from delivery to the verdict landing (p50, p95,
 * max), throughput, and how many forwards got no reply (lost) or more than one (duplicates).
 * Everything it started is removed at the end.
 */
import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import Redis from 'ioredis';
import { ForwardClientStyle } from '../analysis/parsing';
import { numberArg, parseArgs } from '../cli/cli-args';
import { createScratchDatabase } from '../platform/database/scratch-database';
import { startDovecot } from './dovecot-mailbox';
import { freePort } from './free-port';
import { composeForward, deliverRaw } from './forward.command';

const PASSWORD = 'Maple-Leaf-2026!';
const SCAN = 'check@scamcheck.bench';
const STYLES: ForwardClientStyle[] = ['gmail', 'outlook', 'attached', 'apple', 'yahoo', 'thunderbird'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function samplesDir(): string {
  // dist/dev or src/dev → backend/test/fixtures/pipeline/samples
  return join(__dirname, '..', '..', 'test', 'fixtures', 'pipeline', 'samples');
}

function startApp(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const fromSource = __filename.endsWith('.ts');
  const main = join(__dirname, '..', fromSource ? 'main.ts' : 'main.js');
  const args = fromSource ? ['-r', 'ts-node/register/transpile-only', main] : [main];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], cwd: join(__dirname, '..', '..') });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`app did not start within 120 s:\n${out}`)), 120_000);
    const onData = (d: Buffer): void => {
      out += d.toString();
      if (/listening on/.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    if (process.env.BENCH_APP_LOG) {
      const log = createWriteStream(process.env.BENCH_APP_LOG);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    child.once('exit', (code) => reject(new Error(`app exited (${code}):\n${out}`)));
  });
}

/** Watches one family mailbox with IDLE and reports each reply's In-Reply-To with the time it landed. */
async function watchMailbox(port: number, address: string, onReply: (inReplyTo: string, at: number) => void): Promise<ImapFlow> {
  const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: address, pass: 'family' }, logger: false, autoIdleDelay: 50 });
  client.on('error', () => undefined);
  await client.connect();
  await client.mailboxOpen('INBOX');
  let seen = 0;
  let busy = false;
  let again = false;
  const check = async (): Promise<void> => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const at = Date.now();
        const exists = client.mailbox ? client.mailbox.exists : 0;
        if (exists > seen) {
          for await (const msg of client.fetch(`${seen + 1}:*`, { headers: ['in-reply-to'] })) {
            const value = /in-reply-to:\s*(<[^>]+>)/i.exec(msg.headers?.toString() ?? '')?.[1];
            if (value) onReply(value, at);
          }
          seen = exists;
        }
      } while (again);
    } finally {
      busy = false;
    }
  };
  client.on('exists', () => void check());
  await check();
  return client;
}

export interface PipelineBenchOptions {
  rate: number;
  duration: number;
  memberCount: number;
  drainSeconds: number;
  /** What is sent: "forwards" (default) or e.g. "screenshots of texts". */
  what?: string;
  /** The i-th message from a family member to the scanning address; default: forwards of the sample originals. */
  compose?: (i: number, from: string, to: string) => Promise<Buffer>;
  /** Extra settings of the app under test. */
  env?: NodeJS.ProcessEnv;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ['rate', 'duration', 'members', 'drain']);
  const rate = numberArg(args, 'rate', 5);
  const duration = numberArg(args, 'duration', 60);
  const memberCount = numberArg(args, 'members', 20);
  const drainSeconds = numberArg(args, 'drain', 30);
  if (!(rate > 0) || !(duration > 0) || !(memberCount > 0)) {
    process.stderr.write('Usage: npm run bench:pipeline -- [--rate 5] [--duration 60] [--members 20] [--drain 30]\n');
    return 2;
  }
  return runPipelineBench({ rate, duration, memberCount, drainSeconds });
}

/** Runs the app on its own Dovecot, database and Redis prefix; sends messages at a steady rate; prints latencies. */
export async function runPipelineBench(options: PipelineBenchOptions): Promise<number> {
  const { rate, duration, memberCount, drainSeconds } = options;
  const what = options.what ?? 'forwards';
  const total = Math.round(rate * duration);
  const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const dbName = `scamcheck_bench_${process.pid}`;
  const prefix = `scamcheck-bench-${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), 'scamcheck-bench-mail-'));
  chmodSync(dir, 0o755);
  const cleanups: (() => Promise<void>)[] = [];
  const watchers: ImapFlow[] = [];
  try {
    process.stdout.write(`ScamCheck pipeline benchmark: ${total} ${what} at ${rate}/s for ${duration} s from ${memberCount} family members\n`);
    const scratch = await createScratchDatabase(adminUrl, dbName);
    cleanups.push(() => scratch.drop());
    const databaseUrl = scratch.url;

    const imapPort = await freePort();
    const lmtpPort = await freePort();
    const dovecot = await startDovecot({ dir, imapPort, lmtpPort, password: 'family' });
    cleanups.push(() => dovecot.stop());

    const httpPort = await freePort();
    const app = await startApp({
      NODE_ENV: 'development',
      PORT: String(httpPort),
      APP_BASE_URL: `http://127.0.0.1:${httpPort}`,
      APP_ROLES: 'api,worker,poller',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      IMAP_PORT: String(imapPort),
      SMTP_PORT: String(lmtpPort),
      SMTP_LMTP: 'true',
      IMAP_USER: SCAN,
      SCAN_MAILBOX_ADDRESS: SCAN,
      MAIL_FROM: `ScamCheck <${SCAN}>`,
      MAIL_AUTHSERV_ID: 'mx.scamcheck.bench',
      AUTH_CONFIRM_EMAIL: 'false',
      DAILY_SCAN_LIMIT: '1000',
      RATE_LIMIT_EMAIL_PER_5MIN: '10000',
      LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...options.env,
    });
    cleanups.push(async () => {
      const redis = new Redis(redisUrl);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    });

    cleanups.push(async () => {
      if (app.exitCode === null) {
        const exited = new Promise((r) => app.once('exit', r));
        app.kill('SIGTERM');
        await Promise.race([exited, sleep(10_000)]);
        if (app.exitCode === null) app.kill('SIGKILL');
      }
    });
    const members: string[] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const email = `member${i}-${process.pid}@family.bench`;
      const res = await fetch(`http://127.0.0.1:${httpPort}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, data: { name: `Member ${i}` } }),
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      members.push(email);
    }

    const delivered = new Map<string, number>();
    const replies = new Map<string, number[]>();
    for (const m of members) {
      watchers.push(
        await watchMailbox(imapPort, m, (inReplyTo, at) => {
          const list = replies.get(inReplyTo) ?? [];
          list.push(at);
          replies.set(inReplyTo, list);
        }),
      );
    }

    const originals = [readFileSync(join(samplesDir(), 'cra-interac-refund-scam.eml')), readFileSync(join(samplesDir(), 'library-newsletter.eml'))];
    process.stdout.write(`Preparing ${what}...\n`);
    const compose = options.compose ?? ((i: number, from: string, to: string) => composeForward({ original: originals[i % 2], from, to, style: STYLES[i % STYLES.length], authservId: 'mx.scamcheck.bench' }));
    const forwards: { from: string; raw: Buffer; id: string }[] = [];
    for (let i = 0; i < total; i += 1) {
      const from = members[i % members.length];
      const raw = await compose(i, from, SCAN);
      const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw.toString('latin1'))?.[1];
      if (!id) throw new Error('forward without Message-ID');
      forwards.push({ from, raw, id });
    }

    process.stdout.write('Delivering...\n');
    const start = Date.now();
    const inflight: Promise<void>[] = [];
    let deliveryErrors = 0;
    for (let i = 0; i < total; i += 1) {
      const due = start + (i * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const f = forwards[i];
      inflight.push(
        deliverRaw({ host: '127.0.0.1', port: lmtpPort, lmtp: true }, { from: f.from, to: SCAN }, f.raw).then(
          () => {
            delivered.set(f.id, Date.now());
          },
          () => {
            deliveryErrors += 1;
          },
        ),
      );
    }
    await Promise.all(inflight);
    const sendSeconds = (Date.now() - start) / 1000;
    const drainDeadline = Date.now() + drainSeconds * 1000;
    while (Date.now() < drainDeadline && [...delivered.keys()].some((id) => !replies.has(id))) await sleep(200);
    await sleep(2000); // a late duplicate would show up here

    const latencies: number[] = [];
    let lost = 0;
    let duplicates = 0;
    let lastReply = start;
    for (const [id, at] of delivered) {
      const landed = replies.get(id);
      if (!landed) {
        lost += 1;
        continue;
      }
      if (landed.length > 1) duplicates += landed.length - 1;
      latencies.push(landed[0] - at);
      lastReply = Math.max(lastReply, landed[0]);
    }
    latencies.sort((a, b) => a - b);
    const answered = latencies.length;
    const fmt = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
    process.stdout.write(
      [
        '',
        `Messages delivered   ${delivered.size} of ${total} in ${sendSeconds.toFixed(1)} s (${(delivered.size / sendSeconds).toFixed(2)}/s)${deliveryErrors ? `, ${deliveryErrors} delivery errors` : ''}`,
        `Verdicts received    ${answered}`,
        `Latency delivery → verdict in the family mailbox`,
        `  p50                ${fmt(percentile(latencies, 50))}`,
        `  p95                ${fmt(percentile(latencies, 95))}`,
        `  max                ${fmt(latencies[latencies.length - 1] ?? NaN)}`,
        `Throughput           ${(answered / ((lastReply - start) / 1000)).toFixed(2)} verdicts/s`,
        `Lost (no reply)      ${lost}`,
        `Duplicates           ${duplicates}`,
        '',
      ].join('\n'),
    );
    return lost === 0 && duplicates === 0 ? 0 : 1;
  } finally {
    for (const w of watchers) await w.logout().catch(() => w.close());
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e: Error) => process.stderr.write(`cleanup: ${e.message}\n`));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`bench failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
