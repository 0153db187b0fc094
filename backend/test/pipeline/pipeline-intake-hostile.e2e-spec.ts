import { ImapFlow } from 'imapflow';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildForward } from '../../src/analysis/parsing';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import {
  closeApp,
  deliver,
  forward,
  header,
  pipelineOverrides,
  registerFamilyMember,
  repliesIn,
  SCAM,
  waitForEmptyInbox,
  waitForOutcome,
  waitForReply,
} from './pipeline-support';

const MARKER = 'poison-pill';

function original(subject: string, from = '"Library" <news@maplevalelibrary.ca>'): Buffer {
  return Buffer.from(
    `From: ${from}\r\nTo: rose@family.local\r\nSubject: ${subject}\r\n` +
      `Message-ID: <${randomBytes(6).toString('hex')}@maplevalelibrary.ca>\r\nDate: Mon, 17 Nov 2026 08:00:00 -0500\r\n\r\n` +
      `Hello neighbours, the book club meets on Thursday at 7 p.m. See you there.\r\n`,
  );
}

async function folderCount(address: string, folder: string): Promise<number> {
  const client = new ImapFlow({ host: '127.0.0.1', port: Number(process.env.TEST_IMAP_PORT), secure: false, auth: { user: address, pass: 'family' }, logger: false });
  await client.connect();
  try {
    const status = await client.status(folder, { messages: true }).catch(() => false as const);
    return status ? (status.messages ?? 0) : 0;
  } finally {
    await client.logout().catch(() => undefined);
  }
}

describe('pipeline: hostile forwards', () => {
  let app: TestApp;
  let db: DataSource;
  const deliveries = async (recipient: string, kind?: string): Promise<number> =>
    ((await db.query(`SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = $1 AND ($2::text IS NULL OR kind = $2)`, [recipient, kind ?? null])) as { n: number }[])[0].n;

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '5', INTAKE_MAX_ATTEMPTS: '2' }));
    db = app.app.get(DataSource);
    // A cause of failure outside our code: the database refuses every row naming the marker.
    await db.query(`CREATE OR REPLACE FUNCTION refuse_marker() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.subject LIKE '%${MARKER}%' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db.query('CREATE TRIGGER refuse_marker BEFORE INSERT ON email_inbox FOR EACH ROW EXECUTE FUNCTION refuse_marker()');
  });
  afterAll(async () => {
    await db.query('DROP TRIGGER IF EXISTS refuse_marker ON email_inbox').catch(() => undefined);
    await closeApp(app);
  });

  it('finding 3: a NUL byte in the subject or sender is stripped before it is stored; the forward gets its verdict', async () => {
    const member = uniqueEmail('nul');
    await registerFamilyMember(app, member);
    await forward(app, member, original('=?utf-8?q?Hello=00world?=', '"=?utf-8?q?Library=00Desk?=" <news@maplevalelibrary.ca>'), { style: 'attached' });
    const verdict = await waitForReply(member);
    expect(header(verdict, 'x-scamcheck-risk-level')).toBeTruthy();
    const rows = (await db.query('SELECT subject, original_sender, outcome FROM email_inbox WHERE sender_email = $1', [member])) as {
      subject: string;
      original_sender: string;
      outcome: string;
    }[];
    expect(rows).toEqual([{ subject: 'Helloworld', original_sender: 'LibraryDesk <news@maplevalelibrary.ca>', outcome: 'analysed' }]);
    await waitForEmptyInbox(app);
  });

  it('finding 3: a message that fails every attempt is retired as unreadable: one reply, purged from the mailbox, recorded', async () => {
    const member = uniqueEmail('retired');
    await registerFamilyMember(app, member);
    const processedBefore = await folderCount(app.config.IMAP_USER, 'Processed');
    await forward(app, member, original(`Library ${MARKER}`), { style: 'gmail' });
    const reply = await waitForReply(member);
    expect(header(reply, 'x-scamcheck-risk-level')).toBeUndefined();
    expect(reply.text).toMatch(/could not read/i);
    await waitForOutcome(app, member, 'unreadable');
    await waitForEmptyInbox(app);
    expect(await folderCount(app.config.IMAP_USER, 'Processed')).toBe(processedBefore);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deliveries(member)).toBe(1);
    expect(await repliesIn(member)).toHaveLength(1);
    const health = (await fetch(`${app.baseUrl}/api/health`).then((r) => r.json())) as { checks: { queues: Record<string, Record<string, number>> } };
    expect(health.checks.queues.intake.failed).toBe(0);
  });

  it('finding 4: a member whose forward our server did not see authenticated gets only a could-not-verify reply: no verdict, no scan counted', async () => {
    const grandpa = uniqueEmail('grandpa');
    await registerFamilyMember(app, grandpa);
    await forward(app, grandpa, SCAM, { style: 'gmail', auth: 'fail' });
    const reply = await waitForReply(grandpa);
    expect(header(reply, 'x-scamcheck-risk-level')).toBeUndefined();
    expect(reply.text).toMatch(/could not (confirm|verify)/i);
    await waitForOutcome(app, grandpa, 'unverified');
    const rows = (await db.query('SELECT outcome, risk_level, analysis_result FROM email_inbox WHERE sender_email = $1', [grandpa])) as Record<string, unknown>[];
    expect(rows).toEqual([{ outcome: 'unverified', risk_level: null, analysis_result: null }]);

    // No header at all, and a "pass" written by someone else's server: the same.
    await forward(app, grandpa, SCAM, { style: 'outlook', auth: 'none' });
    const inner = await buildForward(SCAM, { style: 'gmail', from: grandpa, to: app.config.IMAP_USER });
    await deliver(app, grandpa, Buffer.concat([Buffer.from(`Authentication-Results: mx.attacker.example; spf=pass smtp.mailfrom=${grandpa}; dmarc=pass\r\n`), inner]));
    await forward(app, grandpa, SCAM, { style: 'apple', auth: 'fail' });
    await waitForOutcome(app, grandpa, 'unverified', 4);
    await waitForEmptyInbox(app);
    await new Promise((r) => setTimeout(r, 1500));
    // rate-limited like the allowance replies; nothing analysed, so his scans are untouched
    expect(await deliveries(grandpa, 'unverified')).toBe(3);
    expect(await deliveries(grandpa)).toBe(3);
    expect((await db.query(`SELECT count(*)::int AS n FROM email_inbox WHERE sender_email = $1 AND outcome = 'analysed'`, [grandpa]))[0].n).toBe(0);

    // His own, authenticated forward still gets its verdict.
    await forward(app, grandpa, SCAM, { style: 'gmail', auth: 'pass' });
    await waitForReply(grandpa, (m) => Boolean(header(m, 'x-scamcheck-risk-level')));
  });
});
