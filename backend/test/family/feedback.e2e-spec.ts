import { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, header, NEWSLETTER, pipelineOverrides, registerFamilyMember, SCAM, waitForReply } from '../pipeline/pipeline-support';
import { api, confirmedHouseholdMember, signIn } from './family-support';

/** The "Was this right?" links of a verdict email, by answer (they come in the order of the answers). */
function feedbackLinks(mail: ParsedMail, baseUrl: string): string[] {
  const escaped = `${baseUrl}/feedback?token=`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...(mail.text ?? '').matchAll(new RegExp(`${escaped}([^\\s"'<>]+)`, 'g'))].map((m) => decodeURIComponent(m[1]));
}

describe('families: "Was this right?" (real mail)', () => {
  let app: TestApp;
  let db: DataSource;
  let patternId: string;
  const counts = async () =>
    ((await db.query('SELECT true_positives AS tp, false_positives AS fp FROM scam_patterns WHERE id = $1', [patternId])) as { tp: number; fp: number }[])[0];

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '0', RATE_LIMIT_EMAIL_PER_5MIN: '1000', ADMIN_EMAIL: 'admin@scamcheck.test', ADMIN_PASSWORD: 'Maple-Leaf-2026!' }));
    db = app.app.get(DataSource);
    // A pattern the scam sample matches, so the answer moves the Accuracy column.
    const rows = (await db.query(
      `INSERT INTO scam_patterns (pattern_text, pattern_type, severity, confidence_score, is_active) VALUES ('tax refund', 'phrase', 'high', 0.8, true)
       ON CONFLICT (pattern_type, pattern_text) DO UPDATE SET is_active = true RETURNING id`,
    )) as { id: string }[];
    patternId = rows[0].id;
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('the father taps “No, it is safe” in his French SCAM verdict: stored once, counted as a false positive, and the admin finds it', async () => {
    const daughter = uniqueEmail('claire');
    const father = uniqueEmail('jean');
    await registerFamilyMember(app, daughter, { name: 'Claire Roy' });
    const token = await signIn(app, daughter);
    await confirmedHouseholdMember(app, token, father, 'Papa', 'fr');

    await forward(app, father, SCAM);
    const verdict = await waitForReply(father, (m) => header(m, 'x-scamcheck-risk-level') === 'dangerous');
    expect(verdict.text).toContain('Oui, c’était juste');
    expect(verdict.text).toContain('Non, c’est sans danger');
    expect(verdict.text).not.toContain('Non, c’est une arnaque');
    expect(verdict.text).toContain('/already-clicked?token=');
    const [correct, isSafe] = feedbackLinks(verdict, app.baseUrl);
    expect([correct, isSafe].every(Boolean)).toBe(true);
    const row = (await db.query(`SELECT id, analysis_result->'matchedPatternIds' AS ids FROM email_inbox WHERE sender_email = $1 AND outcome = 'analysed'`, [father])) as { id: string; ids: string[] }[];
    expect(row[0].ids).toContain(patternId);
    const before = await counts();

    expect((await api(app, 'POST', '/api/family/feedback', { body: { token: `${isSafe.slice(0, -2)}xx` } })).status).toBe(400);
    expect((await api(app, 'POST', '/api/family/feedback', { body: { token: isSafe } })).body).toEqual({ answer: 'is_safe', riskLevel: 'dangerous' });
    // One answer per email: the other link and the same link are used up.
    expect((await api(app, 'POST', '/api/family/feedback', { body: { token: correct } })).status).toBe(410);
    expect((await api(app, 'POST', '/api/family/feedback', { body: { token: isSafe } })).status).toBe(410);
    expect(await counts()).toEqual({ tp: before.tp, fp: before.fp + 1 });
    expect(await db.query('SELECT family_feedback FROM email_inbox WHERE id = $1', [row[0].id])).toEqual([{ family_feedback: 'is_safe' }]);

    const admin = await signIn(app, 'admin@scamcheck.test');
    const wrong = await api<{ id: string; family_feedback: string }[]>(app, 'GET', `/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ family_said_wrong: true }))}`, { token: admin });
    expect(wrong.body.map((e) => e.id)).toContain(row[0].id);
    expect(wrong.body.every((e) => e.family_feedback === 'is_safe' || e.family_feedback === 'is_scam')).toBe(true);
    const notWrong = await api<{ id: string }[]>(app, 'GET', `/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ family_said_wrong: false }))}`, { token: admin });
    expect(notWrong.body.map((e) => e.id)).not.toContain(row[0].id);
    // Not for a family member's token.
    expect((await api(app, 'GET', '/api/admin/emails', { token })).status).toBe(403);
  }, 120_000);

  it('a SAFE verdict in English offers “Yes” and “No, it is a scam”; “Yes” is stored and moves no pattern count', async () => {
    const holder = uniqueEmail('anne');
    await registerFamilyMember(app, holder, { name: 'Anne Gagnon' });
    await forward(app, holder, NEWSLETTER);
    const verdict = await waitForReply(holder, (m) => header(m, 'x-scamcheck-risk-level') === 'safe');
    expect(verdict.text).toContain('Yes, it was right');
    expect(verdict.text).toContain('No, it is a scam');
    expect(verdict.text).not.toContain('No, it is safe');
    expect(verdict.text).not.toContain('/already-clicked');
    const before = await counts();
    const [yes] = feedbackLinks(verdict, app.baseUrl);
    expect((await api(app, 'POST', '/api/family/feedback', { body: { token: yes } })).body).toEqual({ answer: 'correct', riskLevel: 'safe' });
    expect(await counts()).toEqual(before);
    expect(await db.query(`SELECT family_feedback FROM email_inbox WHERE sender_email = $1`, [holder])).toEqual([{ family_feedback: 'correct' }]);
  }, 120_000);
});
