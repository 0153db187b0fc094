import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, header, pipelineOverrides, registerFamilyMember, SCAM, waitForReply } from '../pipeline/pipeline-support';
import { api, confirmedHouseholdMember, confirmedTrustedMember, count, signIn } from './family-support';

const HELP = /needs your help|a besoin de votre aide/;

describe('families: "I already clicked" alerts the trusted family member (real mail)', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '0', RATE_LIMIT_EMAIL_PER_5MIN: '1000' }));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('the father alerts the brother once from his verdict email’s link; the signed-in daughter may too, 3 a day; strangers cannot', async () => {
    const daughter = uniqueEmail('claire');
    const father = uniqueEmail('jean');
    const brother = uniqueEmail('marc');
    await registerFamilyMember(app, daughter, { name: 'Claire Roy' });
    const token = await signIn(app, daughter);
    await confirmedHouseholdMember(app, token, father, 'Papa', 'fr');
    await confirmedTrustedMember(app, token, brother, 'Marc', 'fr');

    await forward(app, father, SCAM);
    const verdict = await waitForReply(father, (m) => header(m, 'x-scamcheck-risk-level') === 'dangerous');
    const help = /\/already-clicked\?token=([^\s"<>]+)/.exec(verdict.text ?? '');
    expect(help).not.toBeNull();
    const helpToken = decodeURIComponent(help![1]);
    const feedbackToken = decodeURIComponent(/\/feedback\?token=([^\s"<>]+)/.exec(verdict.text ?? '')![1]);

    // Without proof of who is asking, nothing is sent.
    expect((await api(app, 'POST', '/api/family/help-alert', { body: { situation: 'card' } })).status).toBe(400);
    expect((await api(app, 'POST', '/api/family/help-alert', { body: { situation: 'card', token: feedbackToken } })).status).toBe(400);
    expect((await api(app, 'POST', '/api/family/help-alert', { body: { situation: 'nonsense', token: helpToken } })).status).toBe(400);

    expect((await api(app, 'POST', '/api/family/help-alert', { body: { situation: 'card', token: helpToken } })).body).toEqual({ status: 'sent' });
    expect((await api(app, 'POST', '/api/family/help-alert', { body: { situation: 'card', token: helpToken } })).status).toBe(410);
    const mail = await waitForReply(brother, (m) => HELP.test(m.subject ?? ''));
    expect(mail.subject).toBe('ScamCheck\u00a0: Papa a besoin de votre aide maintenant');
    expect(mail.text).toContain('«\u00a0J’ai donné mon numéro de carte ou mes renseignements bancaires\u00a0»');
    expect(mail.text).toContain(`Papa (${father})`);
    expect(mail.text).toContain('/already-clicked');
    expect(mail.text).toContain('/family/stop?token=');

    // The signed-in account holder: allowed, up to 3 help alerts a day for the account.
    expect((await api(app, 'POST', '/api/me/trusted-member/help-alert', { token, body: { situation: 'clicked' } })).status).toBe(200);
    expect((await api(app, 'POST', '/api/me/trusted-member/help-alert', { token, body: { situation: 'giftcards' } })).status).toBe(200);
    expect((await api(app, 'POST', '/api/me/trusted-member/help-alert', { token, body: { situation: 'sin' } })).status).toBe(429);
    expect(await count(db, `SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = $1 AND kind = 'help_alert'`, [brother])).toBe(3);
  }, 120_000);

  it('says so when there is no confirmed trusted family member (English)', async () => {
    const holder = uniqueEmail('anne');
    await registerFamilyMember(app, holder, { name: 'Anne Gagnon' });
    const token = await signIn(app, holder);
    const answer = await api(app, 'POST', '/api/me/trusted-member/help-alert', { token, body: { situation: 'password' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'There is no confirmed trusted family member to alert.' });
  });
});
