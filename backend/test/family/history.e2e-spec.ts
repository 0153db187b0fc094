import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, NEWSLETTER, pipelineOverrides, registerFamilyMember, SCAM, waitForOutcome } from '../pipeline/pipeline-support';
import { api, confirmedHouseholdMember, confirmedTrustedMember, count, signIn } from './family-support';

interface Entry {
  id: string;
  forwardedBy: string;
  forwardedByName: string | null;
  originalSender: string | null;
  subject: string | null;
  verdict: string | null;
  reasons: string[];
}

describe('families: my history and deleting the account (real mail)', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '0', RATE_LIMIT_EMAIL_PER_5MIN: '1000' }));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('lists her and her father’s checks newest first, paged, without content; deletes one, then all; then the account', async () => {
    const daughter = uniqueEmail('claire');
    const father = uniqueEmail('jean');
    const brother = uniqueEmail('marc');
    const accountId = await registerFamilyMember(app, daughter, { name: 'Claire Roy' });
    const token = await signIn(app, daughter);
    await confirmedHouseholdMember(app, token, father, 'Papa');
    await confirmedTrustedMember(app, token, brother, 'Marc');

    await forward(app, father, SCAM);
    await waitForOutcome(app, father, 'analysed');
    await forward(app, daughter, NEWSLETTER);
    await waitForOutcome(app, daughter, 'analysed');

    const first = await api<{ items: Entry[]; total: number; page: number; pageSize: number }>(app, 'GET', '/api/me/history?page=1&pageSize=1', { token });
    expect(first.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.body.items[0]).toMatchObject({ forwardedBy: daughter, forwardedByName: 'Claire Roy', verdict: 'safe' });
    const second = await api<{ items: Entry[] }>(app, 'GET', '/api/me/history?page=2&pageSize=1', { token });
    const scam = second.body.items[0];
    expect(scam).toMatchObject({ forwardedBy: father, forwardedByName: 'Papa', verdict: 'dangerous' });
    expect(scam.subject).toContain('Your tax refund of $742.18');
    expect(scam.originalSender).toContain('noreply@cra-refunds-canada.top');
    expect(scam.reasons.length).toBeGreaterThan(0);
    expect(JSON.stringify(second.body)).not.toContain('Dear Taxpayer');
    expect((await api(app, 'GET', '/api/me/history?pageSize=500', { token })).status).toBe(400);

    // Another account sees none of it and cannot delete it.
    const other = uniqueEmail('other');
    await registerFamilyMember(app, other);
    const otherToken = await signIn(app, other);
    expect((await api<{ total: number }>(app, 'GET', '/api/me/history', { token: otherToken })).body.total).toBe(0);
    expect((await api(app, 'DELETE', `/api/me/history/${scam.id}`, { token: otherToken })).status).toBe(404);

    expect((await api(app, 'DELETE', `/api/me/history/${scam.id}`, { token })).status).toBe(204);
    expect((await api<{ total: number }>(app, 'GET', '/api/me/history', { token })).body.total).toBe(1);
    expect(await count(db, `SELECT count(*)::int AS n FROM reply_deliveries WHERE recipient = ANY($1) AND kind IN ('analysis', 'family_alert')`, [[father, brother]])).toBe(0);
    expect((await api(app, 'DELETE', '/api/me/history', { token })).body).toEqual({ deleted: 1 });
    expect((await api<{ total: number }>(app, 'GET', '/api/me/history', { token })).body.total).toBe(0);

    // Deleting the account: the typed address must match; then everything about it is gone.
    expect((await api(app, 'DELETE', '/api/me', { token, body: { email: 'someone@else.test' } })).status).toBe(400);
    expect((await api(app, 'DELETE', '/api/me', { token, body: { email: daughter.toUpperCase() } })).status).toBe(204);
    for (const table of ['users', 'profiles', 'sessions']) {
      const column = table === 'sessions' ? 'user_id' : 'id';
      expect({ table, n: await count(db, `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [accountId]) }).toEqual({ table, n: 0 });
    }
    expect(await count(db, 'SELECT count(*)::int AS n FROM household_members WHERE account_id = $1', [accountId])).toBe(0);
    expect(await count(db, 'SELECT count(*)::int AS n FROM trusted_contacts WHERE account_id = $1', [accountId])).toBe(0);
    expect(await count(db, `SELECT count(*)::int AS n FROM reply_deliveries WHERE payload->>'accountId' = $1`, [accountId])).toBe(0);
    expect((await api(app, 'GET', '/api/me', { token })).status).toBe(401);
    // Her father's next forward is an unknown sender's.
    await forward(app, father, SCAM, { auth: 'none' });
    await waitForOutcome(app, father, 'unregistered');
  }, 120_000);
});
