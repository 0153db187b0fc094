import { DataSource } from 'typeorm';
import { PasswordHasherService } from '../src/features/auth/password-hasher.service';
import { MailService } from '../src/platform/mail/mail.service';
import { startTestApp, TestApp } from './support/test-app';
import { linkFrom, waitForMail } from './support/mailbox-reader';
import { jsonOf, uniqueEmail } from './support/test-env';

const STRONG = 'Maple-Leaf-2026!';
const GOTRUE = { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { ...GOTRUE, ...headers }, body: JSON.stringify(body) });
}

function signIn(app: TestApp, email: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return post(app, '/auth/v1/token?grant_type=password', { email, password }, headers);
}

/** Security findings of issue 29 that need the running app (real PostgreSQL and Redis). */
describe('security findings (issue 29)', () => {
  describe('finding 10: X-Forwarded-For is trusted only from the configured proxies', () => {
    it('finding 10: a direct client that is not a listed proxy cannot rotate X-Forwarded-For past the per-IP limit', async () => {
      const app = await startTestApp({ TRUST_PROXY: '10.0.0.1', RATE_LIMIT_TOKEN_PER_5MIN: '3' });
      try {
        const statuses: number[] = [];
        for (let i = 1; i <= 5; i++) {
          const res = await signIn(app, uniqueEmail('rotate'), 'Wrong-Pass-1!', { 'X-Forwarded-For': `203.0.113.${i}` });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([400, 400, 400, 429, 429]);
      } finally {
        await app.close();
      }
    });

    it('finding 10: behind a listed proxy, each forwarded client gets its own per-IP budget', async () => {
      const app = await startTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_TOKEN_PER_5MIN: '3' });
      try {
        const statuses: number[] = [];
        for (let i = 1; i <= 5; i++) {
          const res = await signIn(app, uniqueEmail('proxied'), 'Wrong-Pass-1!', { 'X-Forwarded-For': `203.0.113.${i}` });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400]);
      } finally {
        await app.close();
      }
    });
  });

  describe('finding 15: deeply nested JSON', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ RATE_LIMIT_EMAIL_PER_5MIN: '1000' });
    });
    afterAll(async () => {
      await app.close();
    });

    const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const send = (path: string, body: string, method = 'POST'): Promise<Response> =>
      fetch(`${app.baseUrl}${path}`, { method, headers: GOTRUE, body });

    it('finding 15: a body nested 20 000 deep answers 400 in the API error shape, not 500', async () => {
      const contact = await send('/api/contact', `{"name":"Rose","email":"rose@family.test","subject":"Hi","message":${nested(20_000)}}`);
      expect(contact.status).toBe(400);
      expect(await jsonOf(contact)).toEqual({ statusCode: 400, message: expect.stringMatching(/nested too deeply/) });
      const signup = await send('/auth/v1/signup', `{"email":"${uniqueEmail('deep')}","password":"${STRONG}","data":${nested(20_000)}}`);
      expect(signup.status).toBe(400);
      expect(await jsonOf(signup)).toEqual({ code: 'validation_failed', error_code: 'validation_failed', message: expect.stringMatching(/nested too deeply/) });
    });

    it('finding 15: ordinary nesting is untouched', async () => {
      const res = await send('/api/contact', `{"name":"Rose","email":"rose@family.test","subject":"Hi","message":${nested(5)}}`);
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).message).not.toMatch(/nested too deeply/);
    });
  });

  describe('finding 11: PUT /auth/v1/user data', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false', RATE_LIMIT_EMAIL_PER_5MIN: '1000' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('finding 11: only the profile keys are stored, with their rules and a size cap; anything else is a clear 400', async () => {
      const email = uniqueEmail('meta');
      const signup = await jsonOf<{ access_token: string }>(await post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Meta User' } }));
      const put = (data: unknown): Promise<Response> =>
        fetch(`${app.baseUrl}/auth/v1/user`, {
          method: 'PUT',
          headers: { ...GOTRUE, authorization: `Bearer ${signup.access_token}` },
          body: JSON.stringify({ data }),
        });

      const unknown = await put({ name: 'Meta User', isAdmin: true });
      expect(unknown.status).toBe(400);
      expect(await jsonOf(unknown)).toMatchObject({ code: 'validation_failed', message: 'Unknown user data: isAdmin' });

      const huge = await put({ country: 'x'.repeat(900_000) });
      expect(huge.status).toBe(400);
      expect(await jsonOf(huge)).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/too large/) });

      const badValue = await put({ gender: 'robot' });
      expect(badValue.status).toBe(400);
      expect((await jsonOf(badValue)).code).toBe('validation_failed');

      const ok = await put({ name: '  Rose Meta ', country: 'Canada', language: 'fr' });
      expect(ok.status).toBe(200);
      const meta = (await jsonOf<{ user_metadata: Record<string, unknown> }>(ok)).user_metadata;
      expect(meta).toMatchObject({ name: 'Rose Meta', country: 'Canada', language: 'fr' });
      expect(meta).not.toHaveProperty('isAdmin');
      expect(JSON.stringify(meta).length).toBeLessThan(2000);
    });
  });

  describe('finding 1: the seeded admin', () => {
    const ATTACKER = 'Attacker-Pass-99!';
    const OPERATOR = 'Operator-Pass-2026!';

    it('finding 1: a pre-registered, unconfirmed account under ADMIN_EMAIL gets ADMIN_PASSWORD, loses its sessions and links, and the attacker is not admin', async () => {
      const adminEmail = uniqueEmail('pre-admin');
      const first = await startTestApp();
      try {
        expect((await post(first, '/auth/v1/signup', { email: adminEmail, password: ATTACKER, data: { name: 'Mallory' } })).status).toBe(200);
      } finally {
        await first.close();
      }
      const seeded = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: OPERATOR });
      try {
        const attacker = await signIn(seeded, adminEmail, ATTACKER);
        expect(attacker.status).toBe(400);
        expect((await jsonOf(attacker)).code).toBe('invalid_credentials');
        const operator = await signIn(seeded, adminEmail, OPERATOR);
        expect(operator.status).toBe(200);
        const token = (await jsonOf<{ access_token: string }>(operator)).access_token;
        const stats = await fetch(`${seeded.baseUrl}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } });
        expect(stats.status).toBe(200);
        const db = seeded.app.get(DataSource);
        const [row] = await db.query(`SELECT u.user_metadata->>'name' AS name, p.name AS profile, (SELECT count(*) FROM one_time_tokens t WHERE t.user_id = u.id)::int AS links
                                        FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = $1`, [adminEmail]);
        // The attacker's confirmation link (and profile) died with the takeover.
        expect(row).toEqual({ name: 'Admin', profile: 'Admin', links: 0 });
      } finally {
        await seeded.close();
      }
    });

    it('finding 1: promoting an existing account sets ADMIN_PASSWORD and ends its sessions; a later start leaves an admin\'s own password alone', async () => {
      const adminEmail = uniqueEmail('promoted');
      const open = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false' });
      let oldToken: string;
      try {
        const signup = await jsonOf<{ access_token: string }>(await post(open, '/auth/v1/signup', { email: adminEmail, password: ATTACKER, data: { name: 'Somebody' } }));
        oldToken = signup.access_token;
      } finally {
        await open.close();
      }
      const seeded = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: OPERATOR });
      try {
        expect((await signIn(seeded, adminEmail, ATTACKER)).status).toBe(400);
        const gone = await fetch(`${seeded.baseUrl}/auth/v1/user`, { headers: { ...GOTRUE, authorization: `Bearer ${oldToken}` } });
        expect(gone.status).toBe(403);
        const session = await jsonOf<{ access_token: string }>(await signIn(seeded, adminEmail, OPERATOR));
        const changed = await fetch(`${seeded.baseUrl}/auth/v1/user`, {
          method: 'PUT',
          headers: { ...GOTRUE, authorization: `Bearer ${session.access_token}` },
          body: JSON.stringify({ password: 'Admins-Own-2027?' }),
        });
        expect(changed.status).toBe(200);
      } finally {
        await seeded.close();
      }
      const restarted = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: OPERATOR });
      try {
        expect((await signIn(restarted, adminEmail, 'Admins-Own-2027?')).status).toBe(200);
      } finally {
        await restarted.close();
      }
    });
  });

  describe('finding 13: the queue-dashboard cookie', () => {
    const PASSWORD = 'Queue-Admin-2026!';
    let app: TestApp;
    let adminEmail: string;
    beforeAll(async () => {
      adminEmail = uniqueEmail('queues-admin');
      app = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD });
    });
    afterAll(async () => {
      await app.close();
    });

    /** Signs in, opens the dashboard through a one-time code and returns the access token and cookie. */
    async function dashboardCookie(): Promise<{ token: string; cookie: string }> {
      const token = (await jsonOf<{ access_token: string }>(await signIn(app, adminEmail, PASSWORD))).access_token;
      const issued = await fetch(`${app.baseUrl}/api/admin/queues/session`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      const { url } = await jsonOf<{ url: string }>(issued);
      const redeemed = await fetch(`${app.baseUrl}${url}`, { redirect: 'manual' });
      expect(redeemed.status).toBe(303);
      const cookie = (redeemed.headers.get('set-cookie') ?? '').split(';')[0];
      const board = await fetch(`${app.baseUrl}/admin/queues/`, { headers: { cookie } });
      expect(board.status).toBe(200);
      return { token, cookie };
    }

    it('finding 13: signing out makes the dashboard cookie useless at once', async () => {
      const { token, cookie } = await dashboardCookie();
      const out = await fetch(`${app.baseUrl}/auth/v1/logout?scope=local`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(out.status).toBe(204);
      expect((await fetch(`${app.baseUrl}/admin/queues/`, { headers: { cookie } })).status).toBe(401);
      expect((await fetch(`${app.baseUrl}/admin/queues/api/queues`, { headers: { cookie } })).status).toBe(401);
    });

    it('finding 13: the cookie of one session dies with that session when another device signs out everywhere', async () => {
      const { cookie } = await dashboardCookie();
      const other = (await jsonOf<{ access_token: string }>(await signIn(app, adminEmail, PASSWORD))).access_token;
      await fetch(`${app.baseUrl}/auth/v1/logout?scope=global`, { method: 'POST', headers: { authorization: `Bearer ${other}` } });
      expect((await fetch(`${app.baseUrl}/admin/queues/`, { headers: { cookie } })).status).toBe(401);
    });
  });

  describe('finding 9: failed sign-ins per account', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false', RATE_LIMIT_TOKEN_PER_5MIN: '1000', RATE_LIMIT_EMAIL_PER_5MIN: '1000', RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('finding 9: after 5 wrong passwords for one account, sign-in answers 429 "Request rate limit reached" (spec: Too many attempts), even with the right password', async () => {
      const email = uniqueEmail('guessed');
      const bystander = uniqueEmail('bystander');
      await post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Guessed User' } });
      await post(app, '/auth/v1/signup', { email: bystander, password: STRONG, data: { name: 'Bystander' } });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await signIn(app, email, `Wrong-Pass-${i}!`)).status);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

      const locked = await signIn(app, email, STRONG);
      expect(locked.status).toBe(429);
      expect(await jsonOf(locked)).toEqual({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', message: 'Request rate limit reached' });
      // Per account, not per client: another account from the same address signs in.
      expect((await signIn(app, bystander, STRONG)).status).toBe(200);
    });

    it('finding 9: an unknown address locks the same way (the lock reveals nothing), and a success resets the count', async () => {
      const ghost = uniqueEmail('ghost');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signIn(app, ghost, 'Wrong-Pass-1!')).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

      const email = uniqueEmail('typo');
      await post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Typo User' } });
      for (let i = 0; i < 4; i++) expect((await signIn(app, email, 'Wrong-Pass-1!')).status).toBe(400);
      expect((await signIn(app, email, STRONG)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await signIn(app, email, 'Wrong-Pass-1!')).status).toBe(400);
      expect((await signIn(app, email, STRONG)).status).toBe(200);
    });
  });

  describe('findings 6 and 8: sign-up of an address that already has an account', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ RATE_LIMIT_EMAIL_PER_5MIN: '1000' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('finding 6: a pre-registered address signed up again by its owner ends with her profile and a password only she chose', async () => {
      const victim = uniqueEmail('victim');
      const ATTACKER = 'Attacker-Pass-99!';
      expect((await post(app, '/auth/v1/signup', { email: victim, password: ATTACKER, data: { name: 'Mallory', country: 'Nowhere' } })).status).toBe(200);
      const own = await post(app, '/auth/v1/signup', { email: victim, password: STRONG, data: { name: 'Victoria Tremblay', language: 'fr' } });
      expect(own.status).toBe(200);
      // Whichever sign-up goes last, the attacker's password never works.
      expect((await signIn(app, victim, ATTACKER)).status).toBe(400);

      // Two sign-ups with different passwords: confirming opens a password-reset session in the
      // family app, so the mailbox owner sets the password (neither sign-up's is kept).
      const mail = await waitForMail(victim, (m) => /confirm/i.test(m.subject ?? '') || /confirm/i.test(m.text ?? ''));
      const verified = await fetch(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`), { redirect: 'manual' });
      expect(verified.status).toBe(303);
      const location = verified.headers.get('location') ?? '';
      expect(location.startsWith(`${app.baseUrl}/auth?reset=true#`)).toBe(true);
      const fragment = new URLSearchParams(location.split('#')[1]);
      expect(fragment.get('type')).toBe('recovery');
      expect((await signIn(app, victim, ATTACKER)).status).toBe(400);

      const chosen = await fetch(`${app.baseUrl}/auth/v1/user`, {
        method: 'PUT',
        headers: { ...GOTRUE, authorization: `Bearer ${fragment.get('access_token')}` },
        body: JSON.stringify({ password: 'Her-Own-Choice-2027?' }),
      });
      expect(chosen.status).toBe(200);
      expect((await signIn(app, victim, ATTACKER)).status).toBe(400);
      const session = await signIn(app, victim, 'Her-Own-Choice-2027?');
      expect(session.status).toBe(200);
      const { user } = await jsonOf<{ user: { user_metadata: Record<string, unknown> } }>(session);
      expect(user.user_metadata).toMatchObject({ name: 'Victoria Tremblay', language: 'fr', country: null });
      const [profile] = await app.app.get(DataSource).query(`SELECT name, country, language FROM profiles WHERE email = $1`, [victim]);
      expect(profile).toEqual({ name: 'Victoria Tremblay', country: null, language: 'fr' });
    });

    it('finding 6: signing up twice with the same password (a double click) confirms as usual', async () => {
      const email = uniqueEmail('twice');
      await post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Twice Over' } });
      await post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Twice Over' } });
      const mail = await waitForMail(email, (m) => /confirm/i.test(m.subject ?? '') || /confirm/i.test(m.text ?? ''));
      const verified = await fetch(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`), { redirect: 'manual' });
      expect(verified.headers.get('location')).toBe(`${app.baseUrl}/auth?confirmed=true`);
      expect((await signIn(app, email, STRONG)).status).toBe(200);
    });

    /** Everything about a sign-up answer that could tell a new address from a known one. */
    async function shapeOf(res: Response): Promise<Record<string, unknown>> {
      const body = await jsonOf<Record<string, unknown> & { identities: Record<string, unknown>[]; user_metadata: Record<string, unknown> }>(res);
      return {
        status: res.status,
        keys: Object.keys(body).sort(),
        role: body.role,
        identities: body.identities.map((i) => Object.keys(i).sort()),
        metadata: body.user_metadata,
        fresh: Date.now() - Date.parse(String(body.created_at)) < 60_000 && body.created_at === body.updated_at,
        sentNow: Date.now() - Date.parse(String(body.confirmation_sent_at)) < 60_000,
      };
    }

    it('finding 8: new, confirmed and unconfirmed addresses get the same answer (fields, role, identities, status, no 429)', async () => {
      const data = { name: 'Same Shape', phone: '+1 613 555 0100', gender: 'female', country: 'Canada', language: 'en' };
      const signUp = (email: string): Promise<Response> => post(app, '/auth/v1/signup', { email, password: STRONG, data });
      const withoutEmail = (shape: Record<string, unknown>): Record<string, unknown> => {
        const metadata = { ...(shape.metadata as Record<string, unknown>) };
        delete metadata.email;
        delete metadata.sub;
        return { ...shape, metadata };
      };

      const fresh = withoutEmail(await shapeOf(await signUp(uniqueEmail('new'))));
      expect(fresh).toMatchObject({ status: 200, role: 'authenticated', fresh: true, sentNow: true });

      const unconfirmed = uniqueEmail('unconfirmed');
      await signUp(unconfirmed);
      // Again at once: no 429 that only an existing address would get.
      expect(withoutEmail(await shapeOf(await signUp(unconfirmed)))).toEqual(fresh);

      const confirmed = uniqueEmail('confirmed');
      await signUp(confirmed);
      await app.app.get(DataSource).query(`UPDATE users SET email_confirmed_at = now() WHERE email = $1`, [confirmed]);
      expect(withoutEmail(await shapeOf(await signUp(confirmed)))).toEqual(fresh);
    });
  });

  describe('account enumeration through recovery and sign-up', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ RATE_LIMIT_EMAIL_PER_5MIN: '1000' });
    });
    afterAll(async () => {
      jest.restoreAllMocks();
      await app.close();
    });

    /** Status, error code and message (its seconds blanked) of a recovery request. */
    async function recover(email: string): Promise<{ status: number; body: Record<string, unknown> }> {
      const res = await post(app, '/auth/v1/recover', { email });
      const body = await jsonOf<Record<string, unknown>>(res);
      if (typeof body.msg === 'string') body.msg = body.msg.replace(/\d+/g, 'N');
      if (typeof body.message === 'string') body.message = body.message.replace(/\d+/g, 'N');
      return { status: res.status, body };
    }

    it('recovery answers a known and an unknown address alike, the per-address wait included', async () => {
      const known = uniqueEmail('known');
      expect((await post(app, '/auth/v1/signup', { email: known, password: STRONG, data: { name: 'Known Person' } })).status).toBe(200);
      await app.app.get(DataSource).query(`UPDATE users SET email_confirmed_at = now() WHERE email = $1`, [known]);
      const unknown = uniqueEmail('nobody');

      const first = [await recover(known), await recover(unknown)];
      expect(first[0]).toEqual({ status: 200, body: {} });
      expect(first[1]).toEqual(first[0]);
      const second = [await recover(known), await recover(unknown)];
      expect(second[0].status).toBe(429);
      expect(second[1]).toEqual(second[0]);
      // Another address is not held up by either.
      expect(await recover(uniqueEmail('other'))).toEqual({ status: 200, body: {} });
      await waitForMail(known, (m) => /password|mot de passe/i.test(m.subject ?? ''));
    });

    it('sign-up and recovery answer without waiting for the email to leave, so the mail server timing tells nothing', async () => {
      const mail = app.app.get(MailService);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const send = jest.spyOn(mail, 'send').mockImplementation(async () => {
        await held;
        return 'held';
      });
      try {
        const email = uniqueEmail('slow-mail');
        const signup = await Promise.race([post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Slow Mail' } }), delay(10_000)]);
        expect(signup).toMatchObject({ status: 200 });
        await app.app.get(DataSource).query(`UPDATE users SET email_confirmed_at = now() WHERE email = $1`, [email]);
        const recovery = await Promise.race([post(app, '/auth/v1/recover', { email }), delay(10_000)]);
        expect(recovery).toMatchObject({ status: 200 });
        expect(send).toHaveBeenCalledTimes(2);
      } finally {
        release();
        send.mockRestore();
      }
    });

    it('sign-up hashes and checks a password the same way for a new, an unconfirmed and a confirmed address', async () => {
      const hasher = app.app.get(PasswordHasherService);
      await hasher.verifyDummy('warm-up');
      const confirmed = uniqueEmail('hash-confirmed');
      const unconfirmed = uniqueEmail('hash-unconfirmed');
      for (const email of [confirmed, unconfirmed]) await post(app, '/auth/v1/signup', { email, password: STRONG, data: { name: 'Hash Work' } });
      await app.app.get(DataSource).query(`UPDATE users SET email_confirmed_at = now() WHERE email = $1`, [confirmed]);

      const work: Record<string, { hash: number; verify: number }> = {};
      for (const [name, email] of [['new', uniqueEmail('hash-new')], ['unconfirmed', unconfirmed], ['confirmed', confirmed]] as const) {
        const hash = jest.spyOn(hasher, 'hash');
        const verify = jest.spyOn(hasher, 'verify');
        expect((await post(app, '/auth/v1/signup', { email, password: 'Other-Pass-2027?', data: { name: 'Hash Work' } })).status).toBe(200);
        work[name] = { hash: hash.mock.calls.length, verify: verify.mock.calls.length };
        hash.mockRestore();
        verify.mockRestore();
      }
      expect(work.new).toEqual({ hash: 1, verify: 1 });
      expect(work.unconfirmed).toEqual(work.new);
      expect(work.confirmed).toEqual(work.new);
    });
  });
});

function delay(ms: number): Promise<'timed out'> {
  return new Promise((resolve) => setTimeout(() => resolve('timed out'), ms));
}
