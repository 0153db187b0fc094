import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { readAll } from '../support/mailbox-reader';
import { forward, header, NEWSLETTER, pipelineOverrides, registerFamilyMember, repliesIn, SCAM, waitForEmptyInbox, waitForReply, closeApp } from './pipeline-support';

describe('pipeline: forward → verdict email read back over IMAP', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '50' }));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('a scam forwarded from Gmail gets a SCAM verdict threaded under the forward, and is recorded without its body', async () => {
    const grandma = uniqueEmail('grandma');
    const userId = await registerFamilyMember(app, grandma);
    const raw = await forward(app, grandma, SCAM, { style: 'gmail', note: 'Is this real?' });
    const forwardId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw.toString())?.[1];

    const reply = await waitForReply(grandma);
    expect(reply.subject).toMatch(/^SCAM/);
    expect(header(reply, 'x-scamcheck-risk-level')).toBe('dangerous');
    expect(reply.inReplyTo).toBe(forwardId);
    expect(String(reply.references)).toContain(forwardId);
    expect(reply.text).toMatch(/Canada Revenue Agency|cra-refunds-canada/);
    expect(typeof reply.html).toBe('string');

    const rows = await db.query('SELECT * FROM email_inbox WHERE sender_email = $1', [grandma]);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.user_id).toBe(userId);
    expect(row.outcome).toBe('analysed');
    expect(row.risk_level).toBe('dangerous');
    expect(row.recipient_email).toBe('check@scamcheck.test');
    expect(row.subject).toMatch(/tax refund/);
    expect(row.original_sender).toContain('noreply@cra-refunds-canada.top');
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.analysis_result).toMatchObject({ riskLevel: 'dangerous', forwardStyle: 'gmail', originalSeparated: true, language: 'en' });
    expect(Array.isArray(row.analysis_result.matchedPatternIds)).toBe(true);
    expect(JSON.stringify(row)).not.toContain('online banking password');
    await waitForEmptyInbox(app);
    const done = await db.query('SELECT response_sent, response_sent_at FROM email_inbox WHERE sender_email = $1', [grandma]);
    expect(done[0].response_sent).toBe(true);
    expect(done[0].response_sent_at).not.toBeNull();
  });

  it.each([
    ['outlook', 'en'],
    ['attached', 'en'],
    ['apple', 'fr'],
    ['yahoo', 'en'],
    ['thunderbird', 'fr'],
    ['outlook-web', 'en'],
    ['gmail-mobile', 'en'],
  ] as const)('a newsletter forwarded with %s (%s) gets a verdict that is not SCAM', async (style, language) => {
    const member = uniqueEmail(`family-${style}`);
    await registerFamilyMember(app, member, { language });
    await forward(app, member, NEWSLETTER, { style, language });
    const reply = await waitForReply(member);
    expect(['safe', 'suspicious']).toContain(header(reply, 'x-scamcheck-risk-level'));
    const rows = await db.query('SELECT analysis_result FROM email_inbox WHERE sender_email = $1', [member]);
    expect(rows[0].analysis_result.forwardStyle).toBe(style === 'gmail-mobile' ? 'gmail' : style === 'outlook-web' ? 'outlook' : style);
    expect(rows[0].analysis_result.language).toBe(language);
    if (language === 'fr') expect(reply.subject).not.toMatch(/^(SAFE|CAUTION)/);
    expect(await repliesIn(member)).toHaveLength(1);
  });

  it('moves handled messages out of the inbox into the Processed folder', async () => {
    await waitForEmptyInbox(app);
    expect(await readAll(app.config.IMAP_USER)).toHaveLength(0);
  });
});
