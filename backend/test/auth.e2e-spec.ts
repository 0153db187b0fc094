import { AuthApiError, AuthWeakPasswordError, GoTrueClient } from '@supabase/auth-js';
import { startTestApp, TestApp } from './support/test-app';
import { jsonOf, uniqueEmail } from './support/test-env';
import { linkFrom, waitForMail } from './support/mailbox-reader';

const STRONG = 'Maple-Leaf-2026!';

function client(app: TestApp): GoTrueClient {
  return new GoTrueClient({
    url: `${app.baseUrl}/auth/v1`,
    headers: { apikey: 'public-anon-key', Authorization: 'Bearer public-anon-key' },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

async function follow(url: string): Promise<Response> {
  return fetch(url, { redirect: 'manual' });
}

describe('auth server driven by @supabase/auth-js', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs up, confirms by email, signs in, updates, refreshes, detects reuse and signs out', async () => {
    const auth = client(app);
    const email = uniqueEmail('grandma');
    const signUp = await auth.signUp({
      email,
      password: STRONG,
      options: { data: { name: 'Grandma Rose', phone: '', gender: 'female', country: 'Canada' }, emailRedirectTo: `${app.baseUrl}/auth?confirmed=true` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.user_metadata.name).toBe('Grandma Rose');

    // Unconfirmed: the right password still gets 'Email not confirmed'.
    const early = await auth.signInWithPassword({ email, password: STRONG });
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await waitForMail(email, (m) => /confirm/i.test(m.subject ?? ''));
    const link = linkFrom(mail, `${app.baseUrl}/auth/v1/verify`);
    const verified = await follow(link);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe(`${app.baseUrl}/auth?confirmed=true`);
    // A link works once.
    const again = await follow(link);
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
    // The failed link carries the token of its auth error row, for the app's report.
    expect(again.headers.get('location')).toMatch(/[#&]auth_attempt=[A-Za-z0-9_-]{20,}/);

    const signIn = await auth.signInWithPassword({ email, password: STRONG });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBeGreaterThan(120);

    const user = await auth.getUser();
    expect(user.data.user?.email).toBe(email);
    expect(user.data.user?.email_confirmed_at).toBeDefined();

    const updated = await auth.updateUser({ data: { name: 'Rose B.' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.name).toBe('Rose B.');
    const me = await fetch(`${app.baseUrl}/api/me`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect((await jsonOf(me)).name).toBe('Rose B.');

    const firstRefresh = session.refresh_token;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(firstRefresh);

    // Reusing the spent token outside the reuse window revokes the session.
    await app.app.get(require('typeorm').DataSource).query(
      `UPDATE refresh_tokens SET revoked_at = now() - interval '1 hour' WHERE revoked`,
    );
    const thief = client(app);
    const reuse = await thief.refreshSession({ refresh_token: firstRefresh });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    const after = await auth.getUser();
    expect(after.error).not.toBeNull();

    // A fresh sign-in, then sign-out ends the session on the server.
    const second = await auth.signInWithPassword({ email, password: STRONG });
    const token = second.data.session!.access_token;
    expect((await auth.signOut()).error).toBeNull();
    const gone = await fetch(`${app.baseUrl}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(gone.status).toBe(403);
    expect((await jsonOf(gone)).code).toBe('session_not_found');
  });

  it('answers the server-side errors with the protocol codes', async () => {
    const auth = client(app);
    const email = uniqueEmail('dup');
    await auth.signUp({ email, password: STRONG, options: { data: { name: 'Dup User' } } });

    const wrong = await auth.signInWithPassword({ email, password: 'Wrong-Pass-1!' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');

    const unknown = await auth.signInWithPassword({ email: uniqueEmail('nobody'), password: STRONG });
    expect(unknown.error?.message).toBe('Invalid login credentials');

    const weak = await auth.signUp({ email: uniqueEmail('weak'), password: 'short', options: { data: { name: 'Weak' } } });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    expect(weak.error?.message).toMatch(/^Password should be at least 8 characters\./);

    const noSymbol = await auth.signUp({ email: uniqueEmail('weak'), password: 'Abcdefg12', options: { data: { name: 'Weak' } } });
    expect((noSymbol.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
  });

  it('returns a decoy for a confirmed duplicate and 422 when confirmation is off', async () => {
    const noConfirm = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false' });
    try {
      const auth = client(noConfirm);
      const email = uniqueEmail('instant');
      const first = await auth.signUp({ email, password: STRONG, options: { data: { name: 'Instant User' } } });
      expect(first.error).toBeNull();
      expect(first.data.session?.access_token).toBeTruthy();
      const dup = await client(noConfirm).signUp({ email, password: STRONG, options: { data: { name: 'Instant User' } } });
      expect(dup.error?.message).toBe('User already registered');
      expect(dup.error?.code).toBe('user_already_exists');
    } finally {
      await noConfirm.close();
    }
    // With confirmation on, a confirmed address gets a decoy that looks like a new user (no enumeration).
    const withConfirm = await startTestApp({ AUTH_CONFIRM_EMAIL: 'true', ADMIN_EMAIL: 'seeded-admin@family.test', ADMIN_PASSWORD: STRONG });
    try {
      const dup = await client(withConfirm).signUp({ email: 'seeded-admin@family.test', password: STRONG, options: { data: { name: 'Someone' } } });
      expect(dup.error).toBeNull();
      expect(dup.data.session).toBeNull();
      expect(dup.data.user?.role).toBe('authenticated');
      expect(dup.data.user?.identities).toHaveLength(1);
    } finally {
      await withConfirm.close();
    }
  });

  it('resets a forgotten password through the emailed link, ending other sessions', async () => {
    const noConfirm = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false' });
    try {
      const auth = client(noConfirm);
      const email = uniqueEmail('forgot');
      await auth.signUp({ email, password: STRONG, options: { data: { name: 'Forgetful' } } });
      const otherDevice = client(noConfirm);
      const other = await otherDevice.signInWithPassword({ email, password: STRONG });
      const unknown = await client(noConfirm).resetPasswordForEmail(uniqueEmail('ghost'));
      expect(unknown.error).toBeNull();
      const reset = await auth.resetPasswordForEmail(email, { redirectTo: `${noConfirm.baseUrl}/auth?reset=true` });
      expect(reset.error).toBeNull();
      const again = await auth.resetPasswordForEmail(email);
      expect(again.error?.status).toBe(429);
      expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

      const mail = await waitForMail(email, (m) => /password/i.test(m.subject ?? '') || /mot de passe/i.test(m.subject ?? ''));
      const res = await follow(linkFrom(mail, `${noConfirm.baseUrl}/auth/v1/verify`));
      expect(res.status).toBe(303);
      const location = res.headers.get('location')!;
      expect(location.startsWith(`${noConfirm.baseUrl}/auth?reset=true#`)).toBe(true);
      const fragment = new URLSearchParams(location.split('#')[1]);
      expect(fragment.get('type')).toBe('recovery');
      expect(fragment.get('token_type')).toBe('bearer');

      const recovered = client(noConfirm);
      await recovered.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
      const changed = await recovered.updateUser({ password: 'New-Maple-2027?' });
      expect(changed.error).toBeNull();
      const same = await recovered.updateUser({ password: 'New-Maple-2027?' });
      expect(same.error?.code).toBe('same_password');

      expect((await client(noConfirm).signInWithPassword({ email, password: STRONG })).error?.message).toBe('Invalid login credentials');
      expect((await client(noConfirm).signInWithPassword({ email, password: 'New-Maple-2027?' })).error).toBeNull();
      const otherUser = await fetch(`${noConfirm.baseUrl}/auth/v1/user`, { headers: { Authorization: `Bearer ${other.data.session!.access_token}` } });
      expect(otherUser.status).toBe(403);
    } finally {
      await noConfirm.close();
    }
  });

  it('rate-limits sign-in attempts per address with 429 over_request_rate_limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_TOKEN_PER_5MIN: '3' });
    try {
      const auth = client(limited);
      const statuses: (number | undefined)[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await auth.signInWithPassword({ email: uniqueEmail('brute'), password: 'Wrong-Pass-1!' });
        statuses.push(r.error?.status);
      }
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      const last = await auth.signInWithPassword({ email: uniqueEmail('brute'), password: 'x' });
      expect(last.error?.code).toBe('over_request_rate_limit');
      expect(last.error?.message).toBe('Request rate limit reached');
    } finally {
      await limited.close();
    }
  });

  it('records server-side auth failures in security_events', async () => {
    const email = uniqueEmail('audit');
    await client(app).signInWithPassword({ email, password: 'Wrong-Pass-1!' });
    const rows: { event_type: string; metadata: { email?: string; action?: string } }[] = await app.app
      .get(require('typeorm').DataSource)
      .query(`SELECT event_type, metadata FROM security_events WHERE metadata->>'email' = $1`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].event_type).toBe('auth_error');
    expect(rows[0].metadata.action).toBe('login');
  });

  describe('one wrong password is one auth error row', () => {
    type Row = { id: string; severity: string; error_id: string | null; metadata: Record<string, unknown> };
    const rowsFor = (email: string): Promise<Row[]> =>
      app.app
        .get(require('typeorm').DataSource)
        .query(`SELECT id, severity, error_id, metadata FROM security_events WHERE metadata->>'email' = $1 ORDER BY created_at`, [email]);
    const wrongPassword = async (email: string): Promise<string> => {
      const res = await fetch(`${app.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong-Pass-1!' }),
      });
      expect(res.status).toBe(400);
      const attempt = res.headers.get('x-auth-attempt');
      expect(attempt).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
      return attempt as string;
    };
    const report = (email: string, errorId: string, attempt?: string) =>
      fetch(`${app.baseUrl}/api/security-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event_type: 'auth_error',
          severity: 'warning',
          description: 'Login failed: Invalid login credentials',
          metadata: { errorId, action: 'login', email, originalError: 'Invalid login credentials', userMessage: 'Login failed', ...(attempt ? { attempt } : {}) },
        }),
      });

    it('records the attempt with the catalogue severity and completes it with the error id the app reports', async () => {
      const email = uniqueEmail('one-row');
      const attempt = await wrongPassword(email);
      const [serverRow] = await rowsFor(email);
      expect(serverRow).toMatchObject({ severity: 'error', error_id: null, metadata: { source: 'server', action: 'login' } });

      const reported = await report(email, 'ERR-1732200000000-ONEROW', attempt);
      expect(reported.status).toBe(201);
      expect(((await reported.json()) as { id: string }).id).toBe(serverRow.id);
      // The same report sent twice changes nothing and adds nothing.
      expect((await report(email, 'ERR-1732200000001-TWICE', attempt)).status).toBe(201);

      const rows = await rowsFor(email);
      expect(rows).toHaveLength(1);
      // The client's severity does not override the catalogue's; its raw token is never stored.
      expect(rows[0]).toMatchObject({ id: serverRow.id, severity: 'error', error_id: 'ERR-1732200000000-ONEROW' });
      expect(rows[0].metadata).toMatchObject({ errorId: 'ERR-1732200000000-ONEROW', userMessage: 'Login failed', source: 'server' });
      expect(JSON.stringify(rows[0])).not.toContain(attempt);
    });

    it('lets a report complete only the attempt whose token it carries', async () => {
      const victim = uniqueEmail('victim');
      const attacker = uniqueEmail('attacker');
      await wrongPassword(victim);
      const own = await wrongPassword(attacker);
      // A made-up token, and the attacker's own token used under the victim's address.
      expect((await report(victim, 'ERR-1732200000002-FORGED', 'x'.repeat(43))).status).toBe(201);
      expect((await report(victim, 'ERR-1732200000003-STOLEN', own)).status).toBe(201);
      const victimRows = await rowsFor(victim);
      expect(victimRows.map((r) => r.error_id)).toEqual([null, 'ERR-1732200000002-FORGED']);
      expect(victimRows[1].metadata.source).toBe('client');
      // The attacker's token completed the attacker's own row only.
      expect((await rowsFor(attacker)).map((r) => r.error_id)).toEqual(['ERR-1732200000003-STOLEN']);
      expect((await report(victim, 'ERR-1732200000004-BAD', 'not a token!')).status).toBe(400);
    });
  });
});
