import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, header, NEWSLETTER, pipelineOverrides, registerFamilyMember, SCAM, waitForEmptyInbox, waitForOutcome, waitForReply, repliesIn } from '../pipeline/pipeline-support';
import { api, count, signIn, tokenFromMail } from './family-support';

const INVITE = /Please confirm|À confirmer/;

describe('families: the household (real mail)', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '2', RATE_LIMIT_EMAIL_PER_5MIN: '1000' }));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('adds her father, he confirms by the bilingual link, his forwards are checked as her account’s; removing him stops it', async () => {
    const daughter = uniqueEmail('claire');
    const father = uniqueEmail('jean');
    const accountId = await registerFamilyMember(app, daughter, { name: 'Claire Roy' });
    const token = await signIn(app, daughter);

    // Before he is added and confirmed, his forward is an unknown sender's.
    await forward(app, father, SCAM, { auth: 'none' });
    await waitForOutcome(app, father, 'unregistered');

    const added = await api(app, 'POST', '/api/me/household', { token, body: { name: 'Papa', email: father.toUpperCase(), language: 'fr' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Papa', email: father, status: 'pending', language: 'fr' });

    // The invitation: both languages, French first (his language), one link that acts only on POST.
    const invite = await waitForReply(father, (m) => INVITE.test(m.subject ?? ''));
    expect(invite.subject).toMatch(/^À confirmer\s: Claire Roy .* \/ Please confirm: Claire Roy/);
    expect(invite.text).toContain('Oui, c’est mon adresse et j’accepte');
    expect(invite.text).toContain('Yes, this is my address and I agree');
    const link = await tokenFromMail(app, father, '/family/join', INVITE);
    expect((await api(app, 'GET', `/api/family/household-invitation?token=${encodeURIComponent(link)}`)).body).toEqual({
      inviterName: 'Claire Roy',
      memberName: 'Papa',
      memberEmail: father,
      status: 'pending',
    });
    // Still pending: his forward is not the account's yet.
    await forward(app, father, NEWSLETTER, { auth: 'none' });
    await waitForOutcome(app, father, 'unregistered', 2);

    const tampered = `${link.slice(0, -3)}abc`;
    expect((await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: tampered } })).status).toBe(400);
    const confirmed = await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: link } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect((await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: link } })).status).toBe(410);

    // His forward is checked as the account's: a verdict in French, never the sign-up invitation.
    await forward(app, father, SCAM, { style: 'outlook' });
    const verdict = await waitForReply(father, (m) => header(m, 'x-scamcheck-risk-level') !== undefined);
    expect(verdict.subject).toMatch(/^ARNAQUE/);
    expect(verdict.text).toContain('Bonjour Papa');
    const rows = (await db.query(`SELECT user_id, outcome FROM email_inbox WHERE sender_email = $1 AND outcome = 'analysed'`, [father])) as { user_id: string }[];
    expect(rows).toEqual([{ user_id: accountId, outcome: 'analysed' }]);
    expect((await repliesIn(father)).filter((m) => /sign up|inscri/i.test(m.subject ?? ''))).toEqual([]);

    const stats = await api<{ emailsScanned: number }>(app, 'GET', '/api/me/stats', { token });
    expect(stats.body.emailsScanned).toBeGreaterThanOrEqual(1);
    const household = await api<{ members: { status: string }[]; checksToday: number; dailyLimit: number }>(app, 'GET', '/api/me/household', { token });
    expect(household.body).toMatchObject({ checksToday: 1, dailyLimit: 2, maxMembers: 10 });
    expect(household.body.members.map((m) => m.status)).toEqual(['confirmed']);

    // One allowance for the household: her check is the second of the day, his next is over it.
    await forward(app, daughter, NEWSLETTER);
    await waitForOutcome(app, daughter, 'analysed');
    await forward(app, father, NEWSLETTER, { style: 'apple' });
    await waitForOutcome(app, father, 'over_allowance');

    // Removed: his next forward is an unknown sender's again, at once.
    const memberId = (added.body as { id: string }).id;
    expect((await api(app, 'DELETE', `/api/me/household/${memberId}`, { token })).status).toBe(204);
    await forward(app, father, SCAM, { auth: 'none' });
    await waitForOutcome(app, father, 'unregistered', 3);
    await waitForEmptyInbox(app);
    expect((await api(app, 'DELETE', `/api/me/household/${memberId}`, { token })).status).toBe(404);
  }, 120_000);

  it('keeps a confirmed address in one household, refuses one’s own address, an 11th address and other accounts’ rows', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const shared = uniqueEmail('shared');
    await registerFamilyMember(app, first, { name: 'First Holder' });
    await registerFamilyMember(app, second, { name: 'Second Holder' });
    const [t1, t2] = [await signIn(app, first), await signIn(app, second)];

    expect((await api(app, 'POST', '/api/me/household', { token: t1, body: { name: 'Me', email: first } })).status).toBe(400);
    expect((await api(app, 'POST', '/api/me/household', { token: t1, body: { name: 'X', email: 'not-an-address' } })).body).toMatchObject({
      errors: { email: 'Please enter a valid email address' },
    });

    await api(app, 'POST', '/api/me/household', { token: t1, body: { name: 'Shared', email: shared } });
    const firstLink = await tokenFromMail(app, shared, '/family/join', /First Holder/);
    expect((await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: firstLink } })).status).toBe(200);

    const other = await api<{ id: string }>(app, 'POST', '/api/me/household', { token: t2, body: { name: 'Shared', email: shared } });
    expect(other.status).toBe(201);
    const secondLink = await tokenFromMail(app, shared, '/family/join', /Second Holder/);
    const refused = await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: secondLink } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('another ScamCheck household') });

    // Another account cannot remove (or learn about) a row that is not its own.
    const firstRows = await api<{ members: { id: string }[] }>(app, 'GET', '/api/me/household', { token: t1 });
    expect((await api(app, 'DELETE', `/api/me/household/${firstRows.body.members[0].id}`, { token: t2 })).status).toBe(404);
    expect((await api<{ members: unknown[] }>(app, 'GET', '/api/me/household', { token: t2 })).body.members).toHaveLength(1);

    // At most 10 addresses (9 more here, then the 11th is refused).
    for (let i = 0; i < 9; i += 1) {
      expect((await api(app, 'POST', '/api/me/household', { token: t1, body: { name: `Member ${i}`, email: uniqueEmail(`m${i}`) } })).status).toBe(201);
    }
    const eleventh = await api(app, 'POST', '/api/me/household', { token: t1, body: { name: 'One too many', email: uniqueEmail('eleven') } });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({ message: expect.stringContaining('at most 10') });
  }, 120_000);

  it('limits invitations per recipient (3 a day) and only the latest invitation confirms', async () => {
    const holder = uniqueEmail('holder');
    const target = uniqueEmail('target');
    await registerFamilyMember(app, holder, { name: 'Holder' });
    const token = await signIn(app, holder);
    for (let i = 0; i < 3; i += 1) {
      expect((await api(app, 'POST', '/api/me/household', { token, body: { name: 'Target', email: target } })).status).toBe(201);
    }
    expect((await api(app, 'POST', '/api/me/household', { token, body: { name: 'Target', email: target } })).status).toBe(429);
    expect(await count(db, `SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = $1 AND kind = 'household_invite'`, [target])).toBe(3);
    const mails = async () => (await repliesIn(target)).filter((m) => INVITE.test(m.subject ?? ''));
    const deadline = Date.now() + 30_000;
    while ((await mails()).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const tokens = (await mails()).map((m) => /\/family\/join\?token=([^\s"<>&]+)/.exec(m.text ?? '')?.[1] ?? '');
    const answers = [];
    for (const t of tokens) answers.push((await api(app, 'POST', '/api/family/household-invitation/confirm', { body: { token: decodeURIComponent(t) } })).status);
    expect(answers.sort()).toEqual([200, 410, 410]);
  }, 120_000);
});
