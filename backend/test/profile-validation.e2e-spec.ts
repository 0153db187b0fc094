import { MESSAGES } from '@scamcheck/shared';
import { startTestApp, TestApp } from './support/test-app';
import { jsonOf, uniqueEmail } from './support/test-env';

const STRONG = 'Maple-Leaf-2026!';

describe('sign-up and profile validation (messages)', () => {
  let app: TestApp;
  let token: string;

  const signup = (body: Record<string, unknown>) =>
    fetch(`${app.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify(body),
    });
  const putMe = (body: Record<string, unknown>) =>
    fetch(`${app.baseUrl}/api/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    app = await startTestApp({ AUTH_CONFIRM_EMAIL: 'false', RATE_LIMIT_EMAIL_PER_5MIN: '1000' });
    const res = await signup({ email: uniqueEmail('profile'), password: STRONG, data: { name: '  Jean Tremblay ', phone: '', gender: '', country: '' } });
    const body = (await jsonOf(res)) as { access_token: string };
    token = body.access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    [{ name: 'J' }, MESSAGES.nameMin],
    [{ name: 'x'.repeat(101) }, MESSAGES.nameMax],
    [{ name: 'Valid Name', gender: 'robot' }, MESSAGES.genderInvalid],
    [{ name: 'Valid Name', country: 'c'.repeat(101) }, MESSAGES.countryMax],
  ])('refuses sign-up data %j with its message', async (data, message) => {
    const res = await signup({ email: uniqueEmail('bad'), password: STRONG, data });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ code: 'validation_failed', message });
  });

  it('refuses an address longer than 320 characters and a malformed one', async () => {
    const long = await signup({ email: `${'a'.repeat(64)}@${'b'.repeat(260)}.ca`, password: STRONG, data: { name: 'Long' } });
    expect((await jsonOf(long)).message).toBe(MESSAGES.emailMax);
    const bad = await signup({ email: 'not-an-email', password: STRONG, data: { name: 'Bad' } });
    expect((await jsonOf(bad)).message).toBe('Unable to validate email address: invalid format');
  });

  it('stores the sign-up profile trimmed, with empty optional values as null', async () => {
    const me = await fetch(`${app.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await jsonOf(me)).toMatchObject({ name: 'Jean Tremblay', phone: null, gender: null, country: null, isAdmin: false });
  });

  it.each([
    [{ name: ' J ' }, 'name', MESSAGES.nameMin],
    [{ name: 'y'.repeat(101) }, 'name', MESSAGES.nameMax],
    [{ name: 'Jean', gender: 'other' }, 'gender', MESSAGES.genderInvalid],
    [{ name: 'Jean', country: 'z'.repeat(101) }, 'country', MESSAGES.countryMax],
  ])('refuses the profile edit %j with {message, errors}', async (body, field, message) => {
    const res = await putMe(body);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ message, errors: { [field]: message } });
  });

  it('updates the profile, never the email, and stores empty values as null', async () => {
    const res = await putMe({ name: 'Jean T.', phone: '+1 514 555 0199', gender: 'male', country: 'Canada', email: 'hacker@evil.test' });
    expect(res.status).toBe(200);
    const updated = await jsonOf(res);
    expect(updated).toMatchObject({ name: 'Jean T.', phone: '+1 514 555 0199', gender: 'male', country: 'Canada' });
    expect(updated.email).not.toBe('hacker@evil.test');
    const cleared = await jsonOf(await putMe({ name: 'Jean T.', phone: '', gender: '', country: '  ' }));
    expect(cleared).toMatchObject({ phone: null, gender: null, country: null });
  });

  it('counts the scans of the signed-in user only', async () => {
    const res = await fetch(`${app.baseUrl}/api/me/stats`, { headers: { authorization: `Bearer ${token}` } });
    expect(await jsonOf(res)).toEqual({ emailsScanned: 0 });
  });

  it('serves the public config and accepts a reported auth error with its id', async () => {
    const config = await jsonOf(await fetch(`${app.baseUrl}/api/config`));
    expect(config).toMatchObject({ scanAddress: 'check@scamcheck.local', dailyScanLimit: 2 });
    const report = await fetch(`${app.baseUrl}/api/security-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event_type: 'auth_error',
        severity: 'error',
        description: 'Login failed',
        metadata: { errorId: 'ERR-1732200000000-AB12CD', action: 'login', email: 'x@y.ca', originalError: 'Invalid login credentials', userMessage: 'Email or password is incorrect' },
      }),
    });
    expect(report.status).toBe(201);
    const bad = await fetch(`${app.baseUrl}/api/security-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'other', severity: 'error', description: 'x', metadata: { errorId: 'nope' } }),
    });
    expect(bad.status).toBe(400);
    const huge = await fetch(`${app.baseUrl}/api/security-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'auth_error', severity: 'error', description: 'x'.repeat(2 * 1024 * 1024), metadata: { errorId: 'ERR-1-A' } }),
    });
    expect(huge.status).toBe(413);
  });

  it('reports health of the database and Redis', async () => {
    const res = await fetch(`${app.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ status: 'ok', checks: { database: { status: 'up' }, redis: { status: 'up' } } });
  });
});
