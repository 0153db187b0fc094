import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildForward } from '../../src/analysis/parsing';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import {
  authenticated,
  deliver,
  forward,
  header,
  NEWSLETTER,
  pipelineOverrides,
  registerFamilyMember,
  repliesIn,
  SCAM,
  waitForEmptyInbox,
  waitForOutcome,
  waitForReply,
  closeApp,
} from './pipeline-support';

const MAX_BYTES = 64 * 1024;

function original(subject: string): Buffer {
  return Buffer.from(
    `From: "Library" <news@maplevalelibrary.ca>\r\nTo: rose@family.local\r\nSubject: ${subject}\r\n` +
      `Message-ID: <${randomBytes(6).toString('hex')}@maplevalelibrary.ca>\r\nDate: Mon, 17 Nov 2026 08:00:00 -0500\r\n\r\n` +
      `Hello neighbours, the book club meets on Thursday at 7 p.m. See you there.\r\n`,
  );
}

describe('pipeline: who forwarded, and what they are allowed', () => {
  let app: TestApp;
  let db: DataSource;
  const deliveries = async (recipient: string, kind?: string): Promise<number> =>
    ((await db.query(`SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = $1 AND ($2::text IS NULL OR kind = $2)`, [recipient, kind ?? null])) as { n: number }[])[0].n;

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '2', MAX_EMAIL_BYTES: String(MAX_BYTES) }));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('an unregistered, authenticated sender gets one invitation per day; the second forward gets none', async () => {
    const stranger = uniqueEmail('stranger');
    await forward(app, stranger, SCAM, { style: 'gmail', auth: 'pass' });
    const invite = await waitForReply(stranger);
    expect(invite.subject).toBeTruthy();
    expect(invite.text).toContain('check@scamcheck.test');
    expect(header(invite, 'x-scamcheck-risk-level')).toBeUndefined();
    await forward(app, stranger, NEWSLETTER, { style: 'outlook', auth: 'pass' });
    await waitForOutcome(app, stranger, 'unregistered', 2);
    await waitForEmptyInbox(app);
    expect(await deliveries(stranger)).toBe(1);
    expect(await repliesIn(stranger)).toHaveLength(1);
    const rows = await db.query('SELECT user_id, risk_level, analysis_result FROM email_inbox WHERE sender_email = $1', [stranger]);
    expect(rows.every((r: { user_id: string | null; analysis_result: unknown }) => r.user_id === null && r.analysis_result === null)).toBe(true);
  });

  it('an unregistered sender our server did not see authenticated gets no reply (no backscatter)', async () => {
    const forged = uniqueEmail('forged');
    await forward(app, forged, SCAM, { style: 'gmail', auth: 'fail' });
    const spoofed = uniqueEmail('spoofed');
    await forward(app, spoofed, SCAM, { style: 'gmail', auth: 'none' });
    // A "pass" added by someone else's server (another authserv-id) on top is not trusted.
    const inner = await buildForward(SCAM, { style: 'gmail', from: spoofed, to: app.config.IMAP_USER });
    await deliver(app, spoofed, Buffer.concat([Buffer.from(`Authentication-Results: mx.attacker.example; spf=pass smtp.mailfrom=${spoofed}; dmarc=pass\r\n`), inner]));
    await waitForOutcome(app, forged, 'unregistered');
    await waitForOutcome(app, spoofed, 'unregistered', 2);
    await waitForEmptyInbox(app);
    expect(await deliveries(forged)).toBe(0);
    expect(await deliveries(spoofed)).toBe(0);
  });

  it('the third forward of the day gets the allowance reply and no analysis', async () => {
    const member = uniqueEmail('allowance');
    await registerFamilyMember(app, member);
    for (const n of [1, 2, 3]) await forward(app, member, original(`Newsletter ${n}`), { style: 'gmail' });
    await waitForOutcome(app, member, 'over_allowance');
    await waitForOutcome(app, member, 'analysed', 2);
    await waitForEmptyInbox(app);
    const allowance = await waitForReply(member, (m) => header(m, 'x-scamcheck-risk-level') === undefined);
    expect(allowance.text).toMatch(/2/);
    await waitForReply(member, () => true);
    const deadline = Date.now() + 20_000;
    while ((await repliesIn(member)).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const replies = await repliesIn(member);
    expect(replies).toHaveLength(3);
    expect(replies.filter((m) => header(m, 'x-scamcheck-risk-level'))).toHaveLength(2);
    const over = await db.query(`SELECT analysis_result, risk_level FROM email_inbox WHERE sender_email = $1 AND outcome = 'over_allowance'`, [member]);
    expect(over[0]).toEqual({ analysis_result: null, risk_level: null });
  });

  it('an admin forwarding is not limited by the allowance', async () => {
    const admin = uniqueEmail('admin');
    await registerFamilyMember(app, admin, { admin: true });
    for (const n of [1, 2, 3]) await forward(app, admin, original(`Admin check ${n}`), { style: 'outlook' });
    await waitForOutcome(app, admin, 'analysed', 3);
    await waitForEmptyInbox(app);
    expect(await deliveries(admin, 'analysis')).toBe(3);
  });

  it('a blocked forwarder gets no reply and the message is recorded as blocked', async () => {
    const blocked = uniqueEmail('blocked');
    await registerFamilyMember(app, blocked);
    await db.query(`INSERT INTO blocked_emails (email, reason) VALUES ($1, 'test')`, [blocked]);
    await forward(app, blocked, SCAM, { style: 'gmail' });
    await waitForOutcome(app, blocked, 'blocked');
    await waitForEmptyInbox(app);
    expect(await deliveries(blocked)).toBe(0);
  });

  it('the same forward delivered twice gets one reply', async () => {
    const member = uniqueEmail('twice');
    await registerFamilyMember(app, member);
    const raw = authenticated(app, member, await buildForward(SCAM, { style: 'gmail', from: member, to: app.config.IMAP_USER }));
    await deliver(app, member, raw);
    await deliver(app, member, raw);
    await waitForReply(member);
    await waitForEmptyInbox(app);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await repliesIn(member)).toHaveLength(1);
    expect((await db.query('SELECT count(*)::int AS n FROM email_inbox WHERE sender_email = $1', [member]))[0].n).toBe(1);
  });

  it('oversized and malformed messages get a clear outcome and never stop the queue', async () => {
    const member = uniqueEmail('big');
    await registerFamilyMember(app, member);
    const padding = Buffer.alloc(MAX_BYTES, 'A').toString('base64').replace(/.{76}/g, '$&\r\n');
    const big = Buffer.from(
      `From: someone@example.com\r\nTo: ${member}\r\nSubject: Holiday photos\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n` +
        `--x\r\nContent-Type: text/plain\r\n\r\nPhotos attached.\r\n--x\r\nContent-Type: image/jpeg; name=a.jpg\r\nContent-Transfer-Encoding: base64\r\n\r\n${padding}\r\n--x--\r\n`,
    );
    await forward(app, member, big, { style: 'attached' });
    const oversized = await waitForReply(member);
    expect(oversized.subject).toBeTruthy();
    await waitForOutcome(app, member, 'oversized');

    // No sender at all, broken MIME: recorded, no reply, and the queue moves on.
    await deliver(app, 'nobody@example.com', Buffer.from('Subject: \x00\x01 broken\r\nContent-Type: multipart/mixed; boundary=\r\n\r\n--\x00\xff\xfe garbage'));
    const member2 = uniqueEmail('after');
    await registerFamilyMember(app, member2);
    await deliver(app, member2, authenticated(app, member2, Buffer.from(`From: ${member2}\r\nTo: check@scamcheck.test\r\nSubject: Fwd: ?\r\nContent-Type: multipart/mixed; boundary="q"\r\nContent-Transfer-Encoding: base64\r\n\r\n--q\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!!not base64 at all\xff\xfe\r\n`)));
    const reply = await waitForReply(member2);
    expect(reply.subject).toBeTruthy();
    await waitForOutcome(app, 'unknown', 'ignored');
    await forward(app, member2, NEWSLETTER, { style: 'gmail' });
    await waitForOutcome(app, member2, 'analysed', 1);
    await waitForEmptyInbox(app);
    const failed = (await fetch(`${app.baseUrl}/api/health`).then((r) => r.json())) as { checks: { queues: Record<string, Record<string, number>> } };
    expect(failed.checks.queues.intake.failed).toBe(0);
    expect(failed.checks.queues.replies.failed).toBe(0);
  });

  it('replies in French when the account prefers French', async () => {
    const member = uniqueEmail('fr');
    await registerFamilyMember(app, member, { language: 'fr' });
    await forward(app, member, SCAM, { style: 'outlook', language: 'fr' });
    const reply = await waitForReply(member);
    expect(reply.subject).not.toMatch(/^SCAM:/);
    expect(reply.text).toMatch(/arnaque|fraude|ne cliquez/i);
  });
});
