import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { ForwardClientStyle } from '../../src/analysis/parsing';
import { AppConfig } from '../../src/platform/config/app-config';
import { authenticationResultsHeader, AuthVerdict, composeForward, deliverRaw } from '../../src/dev/forward.command';
import { TestApp } from '../support/test-app';
import { readAll, waitForMail } from '../support/mailbox-reader';

export const PASSWORD = 'Maple-Leaf-2026!';
export const SAMPLES = join(__dirname, '..', 'fixtures', 'pipeline', 'samples');
export const SCAM = readFileSync(join(SAMPLES, 'cra-interac-refund-scam.eml'));
export const NEWSLETTER = readFileSync(join(SAMPLES, 'library-newsletter.eml'));

/** Config overrides of a test app running the whole pipeline against the shared test Dovecot. */
export function pipelineOverrides(extra: Record<string, string> = {}): Record<string, string> {
  return {
    APP_ROLES: 'api,worker,poller',
    AUTH_CONFIRM_EMAIL: 'false',
    SCAN_MAILBOX_ADDRESS: 'check@scamcheck.test',
    IMAP_USER: `check-${Math.random().toString(36).slice(2, 10)}@scamcheck.test`,
    MAIL_FROM: 'ScamCheck <check@scamcheck.test>',
    MAIL_AUTHSERV_ID: 'mx.scamcheck.test',
    MAILBOX_RESCAN_MS: '2000',
    POLLER_LOCK_TTL_MS: '3000',
    QUEUE_LOCK_MS: '4000',
    ...extra,
  };
}

/** Registers a confirmed family account (sign-up with confirmation off) and returns its id. */
export async function registerFamilyMember(app: TestApp, email: string, opts: { language?: 'en' | 'fr'; admin?: boolean; name?: string } = {}): Promise<string> {
  const res = await fetch(`${app.baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { name: opts.name ?? 'Rose Tremblay', ...(opts.language ? { language: opts.language } : {}) } }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user?: { id: string }; id?: string };
  const id = body.user?.id ?? body.id;
  if (!id) throw new Error('sign-up returned no user id');
  const db = app.app.get(DataSource);
  if (opts.language) await db.query('UPDATE profiles SET language = $1 WHERE id = $2', [opts.language, id]);
  if (opts.admin) await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`, [id]);
  return id;
}

export interface ForwardOptions {
  style?: ForwardClientStyle;
  language?: 'en' | 'fr';
  auth?: AuthVerdict;
  note?: string;
}

/** Forwards an original from a family address into the app's scanning mailbox (IMAP_USER) over LMTP. */
export async function forward(app: TestApp, from: string, original: Buffer, opts: ForwardOptions = {}): Promise<Buffer> {
  const to = app.config.IMAP_USER;
  const raw = await composeForward({ original, from, to, style: opts.style ?? 'gmail', language: opts.language, note: opts.note, auth: opts.auth, authservId: app.config.MAIL_AUTHSERV_ID ?? 'scamcheck.local' });
  await deliverRaw({ host: '127.0.0.1', port: Number(process.env.TEST_LMTP_PORT), lmtp: true }, { from, to }, raw);
  return raw;
}

/** A raw message as our receiving server hands it over after seeing the sender pass SPF, DKIM and DMARC. */
export function authenticated(app: TestApp, from: string, raw: Buffer): Buffer {
  const header = authenticationResultsHeader(app.config.MAIL_AUTHSERV_ID ?? 'scamcheck.local', from, 'pass') ?? '';
  return Buffer.concat([Buffer.from(`${header}\r\n`), raw]);
}

/** Delivers an exact raw message (e.g. the same forward twice, a malformed one) into the scanning mailbox. */
export async function deliver(app: TestApp, from: string, raw: Buffer): Promise<void> {
  await deliverRaw({ host: '127.0.0.1', port: Number(process.env.TEST_LMTP_PORT), lmtp: true }, { from, to: app.config.IMAP_USER }, raw);
}

export function fromScamCheck(mail: ParsedMail): boolean {
  return (mail.from?.value[0]?.address ?? '') === 'check@scamcheck.test';
}

export async function waitForReply(address: string, predicate: (mail: ParsedMail) => boolean = () => true, timeoutMs = 30_000): Promise<ParsedMail> {
  return waitForMail(address, (m) => fromScamCheck(m) && predicate(m), { timeoutMs });
}

/** Replies from ScamCheck in a mailbox (after giving the pipeline time to send any extra one). */
export async function repliesIn(address: string): Promise<ParsedMail[]> {
  return (await readAll(address)).filter(fromScamCheck);
}

export function header(mail: ParsedMail, name: string): string | undefined {
  const value = mail.headers.get(name.toLowerCase());
  return typeof value === 'string' ? value : undefined;
}

/** Waits until the database holds a row for the forwarder with the given outcome. */
export async function waitForOutcome(app: TestApp, senderEmail: string, outcome: string, count = 1, timeoutMs = 30_000): Promise<void> {
  const db = app.app.get(DataSource);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = (await db.query('SELECT count(*)::int AS n FROM email_inbox WHERE sender_email = $1 AND outcome = $2', [senderEmail, outcome])) as { n: number }[];
    if (rows[0].n >= count) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${outcome} row for ${senderEmail} within ${timeoutMs} ms`);
}

/** Waits until the scanning mailbox's INBOX is empty (every message handled and moved). */
export async function waitForEmptyInbox(app: TestApp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await readAll(app.config.IMAP_USER)).length === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the scanning mailbox was not emptied');
}

/** A TCP gate in front of the mail peer: closed, it drops every connection (the SMTP peer "refuses"). */
export interface MailGate {
  port: number;
  open: boolean;
  stop(): Promise<void>;
}

export async function startMailGate(targetPort: number): Promise<MailGate> {
  const { createServer, connect } = await import('node:net');
  const sockets = new Set<import('node:net').Socket>();
  const gate: MailGate = { port: 0, open: true, stop: async () => undefined };
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (!gate.open) {
      client.destroy();
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gate.port = (server.address() as import('node:net').AddressInfo).port;
  gate.stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return gate;
}

/** Deletes every Bull key of a Redis prefix: what a Redis restart without persistence does to the queues. */
export function wipeQueues(redisUrl: string, prefix: string): Promise<number> {
  return wipeKeys(redisUrl, `${prefix}:bull:*`);
}

/** Closes a test app and removes its Redis keys (queues, locks, rate limits). */
export async function closeApp(app: TestApp | null | undefined): Promise<void> {
  if (!app) return;
  await app.close();
  await wipeKeys(app.config.REDIS_URL, `${app.config.REDIS_PREFIX}:*`);
}

async function wipeKeys(redisUrl: string, pattern: string): Promise<number> {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl);
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) removed += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Replies per recipient in reply_deliveries, by status. */
export async function deliveryStatus(db: DataSource, recipients: string[]): Promise<{ recipient: string; status: string }[]> {
  return db.query('SELECT recipient, status FROM reply_deliveries WHERE recipient = ANY($1)', [recipients]);
}

/** The environment a separate app process needs to join a test app's pipeline. */
export function appProcessEnv(config: AppConfig, roles: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keys: (keyof AppConfig)[] = [
    'DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'JWT_SECRET', 'IMAP_PORT', 'IMAP_USER', 'SMTP_PORT', 'SMTP_LMTP', 'SCAN_MAILBOX_ADDRESS',
    'MAIL_FROM', 'MAIL_AUTHSERV_ID', 'MAILBOX_RESCAN_MS', 'POLLER_LOCK_TTL_MS', 'QUEUE_LOCK_MS', 'DAILY_SCAN_LIMIT', 'REPLY_SWEEP_MS',
  ];
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', APP_ROLES: roles, TS_NODE_TRANSPILE_ONLY: '1' };
  for (const key of keys) if (config[key] !== undefined) env[key] = String(config[key]);
  return { ...env, ...extra };
}

/** An app started as its own process (src/main.ts), with everything it wrote to stdout and stderr. */
export interface AppProcess {
  child: ChildProcess;
  output(): string;
}

export function startAppProcess(env: NodeJS.ProcessEnv): Promise<AppProcess> {
  const root = join(__dirname, '..', '..');
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(root, 'src', 'main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app process did not start: ${out}`)), 90_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (/started/.test(out)) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`app process exited (${code}): ${out}`)));
  });
}
