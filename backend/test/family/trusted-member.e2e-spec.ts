import { DataSource } from 'typeorm';
import { linkFrom } from '../support/mailbox-reader';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, header, NEWSLETTER, pipelineOverrides, registerFamilyMember, repliesIn, SCAM, waitForEmptyInbox, waitForOutcome, waitForReply } from '../pipeline/pipeline-support';
import { api, confirmedHouseholdMember, count, signIn, tokenFromMail } from './family-support';

const ALERT = /ScamCheck alert|Alerte ScamCheck/;
const TRUSTED_INVITE = /trusted family member|proche de confiance/;

describe('families: the trusted family member (real mail)', () => {
  let app: TestApp;
  let db: DataSource;
  const alerts = (recipient: string) => count(db, `SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = $1 AND kind = 'family_alert'`, [recipient]);

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '0', RATE_LIMIT_EMAIL_PER_5MIN: '1000' }));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('the brother confirms; the father’s SCAM brings him an alert in French, advice included (who, sender, subject, verdict, advice; no content)', async () => {
    const daughter = uniqueEmail('claire');
    const father = uniqueEmail('jean');
    const brother = uniqueEmail('marc');
    await registerFamilyMember(app, daughter, { name: 'Claire Roy' });
    const token = await signIn(app, daughter);
    await confirmedHouseholdMember(app, token, father, 'Papa');

    const named = await api(app, 'PUT', '/api/me/trusted-member', { token, body: { name: 'Marc', email: brother, language: 'fr' } });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ trustedMember: { name: 'Marc', email: brother, status: 'pending', alertOnCaution: false } });

    // Not confirmed yet: a scam alerts nobody.
    await forward(app, father, SCAM);
    await waitForReply(father, (m) => header(m, 'x-scamcheck-risk-level') === 'dangerous');
    expect(await alerts(brother)).toBe(0);

    const invite = await waitForReply(brother, (m) => TRUSTED_INVITE.test(m.subject ?? ''));
    expect(invite.text).toContain('Nous ne vous envoyons jamais le contenu de leurs courriels.');
    expect(invite.text).toContain('We never send you the content of their emails.');
    const link = await tokenFromMail(app, brother, '/family/trusted', TRUSTED_INVITE);
    expect((await api(app, 'GET', `/api/family/trusted-invitation?token=${encodeURIComponent(link)}`)).body).toEqual({ inviterName: 'Claire Roy', status: 'pending' });
    expect((await api(app, 'POST', '/api/family/trusted-invitation/confirm', { body: { token: link } })).body).toEqual({ inviterName: 'Claire Roy', status: 'confirmed' });
    expect((await api(app, 'POST', '/api/family/trusted-invitation/confirm', { body: { token: link } })).status).toBe(410);

    // A SAFE verdict alerts nobody; a SCAM alerts the brother once.
    await forward(app, father, NEWSLETTER, { style: 'outlook' });
    await waitForOutcome(app, father, 'analysed', 2);
    await forward(app, father, SCAM, { style: 'apple' });
    const alert = await waitForReply(brother, (m) => ALERT.test(m.subject ?? ''));
    expect(alert.subject).toBe('Alerte ScamCheck\u00a0: Papa a reçu un courriel jugé ARNAQUE');
    expect(alert.text).toContain(`Papa (${father})`);
    expect(alert.text).toContain('noreply@cra-refunds-canada.top');
    expect(alert.text).toContain('URGENT: Your tax refund of $742.18 is on hold');
    expect(alert.text).toContain('ARNAQUE');
    expect(alert.text).toContain('NOS CONSEILS');
    // The advice is the brother's language too, not the father's (who reads English).
    expect(alert.text).toContain('Ne cliquez sur aucun lien');
    expect(alert.text).not.toContain('Do not click any link');
    for (const content of ['Dear Taxpayer', 'fiscal activity', 'cra-refunds-canada.top/interac', 'Social Insurance Number']) {
      expect(alert.text).not.toContain(content);
      expect(String(alert.html)).not.toContain(content);
    }
    await waitForEmptyInbox(app);
    expect(await alerts(brother)).toBe(1);
    expect((await repliesIn(brother)).filter((m) => ALERT.test(m.subject ?? ''))).toHaveLength(1);
    // The alert is not the verdict: the email_inbox row's reply flag is the verdict's.
    const payloads = (await db.query(`SELECT payload FROM reply_deliveries WHERE recipient = $1 AND kind = 'family_alert'`, [brother])) as { payload: Record<string, unknown> }[];
    expect(Object.keys(payloads[0].payload).sort()).toEqual(
      ['accountId', 'contactId', 'inviterName', 'memberEmail', 'memberName', 'nonce', 'originalSender', 'originalSubject', 'recommendations', 'riskLevel'].sort(),
    );
  }, 120_000);

  it('stops from the alert itself at once (English); the account holder sees it; a stranger’s token does nothing', async () => {
    const holder = uniqueEmail('anne');
    const caregiver = uniqueEmail('paul');
    await registerFamilyMember(app, holder, { name: 'Anne Gagnon' });
    const token = await signIn(app, holder);
    expect((await api(app, 'PUT', '/api/me/trusted-member', { token, body: { name: 'Me', email: holder } })).status).toBe(400);
    await api(app, 'PUT', '/api/me/trusted-member', { token, body: { name: 'Paul', email: caregiver, language: 'en' } });
    const link = await tokenFromMail(app, caregiver, '/family/trusted', TRUSTED_INVITE);
    await api(app, 'POST', '/api/family/trusted-invitation/confirm', { body: { token: link } });

    await forward(app, holder, SCAM);
    const alert = await waitForReply(caregiver, (m) => ALERT.test(m.subject ?? ''));
    expect(alert.subject).toBe('ScamCheck alert: Anne Gagnon received an email rated SCAM');
    const stopLink = linkFrom(alert, `${app.baseUrl}/family/stop?token=`);
    const stopToken = new URL(stopLink).searchParams.get('token') ?? '';
    // An invitation token cannot stop, nor a stop token confirm.
    expect((await api(app, 'POST', '/api/family/trusted-stop', { body: { token: link } })).status).toBe(400);
    expect((await api(app, 'POST', '/api/family/trusted-invitation/confirm', { body: { token: stopToken } })).status).toBe(400);
    expect((await api(app, 'GET', `/api/family/trusted-stop?token=${encodeURIComponent(stopToken)}`)).body).toEqual({ inviterName: 'Anne Gagnon', status: 'confirmed' });
    expect((await api(app, 'POST', '/api/family/trusted-stop', { body: { token: stopToken } })).body).toEqual({ inviterName: 'Anne Gagnon', status: 'stopped' });
    expect((await api(app, 'GET', '/api/me/trusted-member', { token })).body).toMatchObject({ trustedMember: { status: 'stopped' } });

    await forward(app, holder, SCAM, { style: 'outlook' });
    await waitForOutcome(app, holder, 'analysed', 2);
    await waitForEmptyInbox(app);
    expect(await alerts(caregiver)).toBe(1);

    // Removing the trusted member: the route answers 204 then 404.
    expect((await api(app, 'DELETE', '/api/me/trusted-member', { token })).status).toBe(204);
    expect((await api(app, 'DELETE', '/api/me/trusted-member', { token })).status).toBe(404);
    expect((await api(app, 'GET', '/api/me/trusted-member', { token })).body).toEqual({ trustedMember: null });
  }, 120_000);
});
