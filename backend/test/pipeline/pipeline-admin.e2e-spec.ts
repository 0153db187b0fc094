import { MESSAGES } from '@scamcheck/shared';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { waitForMail } from '../support/mailbox-reader';
import { MailboxPollerService } from '../../src/pipeline/mailbox/mailbox-poller.service';
import { closeApp, PASSWORD, pipelineOverrides, registerFamilyMember, waitUntil } from './pipeline-support';

describe('pipeline: admin test email, queue dashboard and health', () => {
  let app: TestApp;
  let adminToken: string;
  let userToken: string;

  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${app.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  function post(path: string, body: unknown, token: string | null): Promise<Response> {
    return fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    app = await startTestApp(pipelineOverrides({ APP_ROLES: 'api,worker,poller' }));
    const admin = uniqueEmail('admin');
    await registerFamilyMember(app, admin, { admin: true });
    adminToken = await signIn(admin);
    const user = uniqueEmail('user');
    await registerFamilyMember(app, user);
    userToken = await signIn(user);
  });
  afterAll(async () => {
    await closeApp(app);
  });

  it('sends each test email type through the reply queue, marked as a test', async () => {
    for (const type of ['dangerous', 'suspicious', 'safe'] as const) {
      const recipient = uniqueEmail(`test-${type}`);
      const res = await post('/api/admin/test-email', { type, recipient }, adminToken);
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({ status: 'queued', type, recipient });
      const mail = await waitForMail(recipient);
      expect(mail.subject).toMatch(/^\[TEST\]/);
      expect(mail.headers.get('x-scamcheck-risk-level')).toBeUndefined();
    }
    const recipient = uniqueEmail('test-default');
    const res = await post('/api/admin/test-email', { recipient }, adminToken);
    expect(((await res.json()) as { type: string }).type).toBe('unregistered');
    expect((await waitForMail(recipient)).subject).toMatch(/^\[TEST\]/);
  });

  it('validates the recipient with the admin email rules and their messages', async () => {
    const cases: [unknown, string][] = [
      [undefined, MESSAGES.adminEmailRequired],
      ['   ', MESSAGES.adminEmailEmpty],
      ['no-at-sign', MESSAGES.adminEmailFormat],
      ['a..b@example.com', MESSAGES.adminEmailFormat],
      ['grandma@example.c', MESSAGES.adminEmailTld],
      [`${'a'.repeat(250)}@example.com`, MESSAGES.adminEmailMax],
    ];
    for (const [recipient, message] of cases) {
      const res = await post('/api/admin/test-email', { type: 'safe', recipient }, adminToken);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message, errors: { recipient: message } });
    }
    const badType = await post('/api/admin/test-email', { type: 'phishy', recipient: 'a@example.com' }, adminToken);
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { errors: Record<string, string> }).errors.type).toBeDefined();
  });

  it('is for admins only', async () => {
    expect((await post('/api/admin/test-email', { recipient: 'a@example.com' }, null)).status).toBe(401);
    expect((await post('/api/admin/test-email', { recipient: 'a@example.com' }, userToken)).status).toBe(403);
    expect((await post('/api/admin/queues/session', {}, userToken)).status).toBe(403);
  });

  it('opens the queue dashboard with a one-time code exchanged for an HttpOnly cookie', async () => {
    expect((await fetch(`${app.baseUrl}/admin/queues/`)).status).toBe(401);
    const session = await post('/api/admin/queues/session', {}, adminToken);
    expect(session.status).toBe(200);
    const { url } = (await session.json()) as { url: string };
    expect(url).toMatch(/^\/admin\/queues\?code=/);
    const exchange = await fetch(`${app.baseUrl}${url}`, { redirect: 'manual' });
    expect(exchange.status).toBe(303);
    const cookie = exchange.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin\/queues/);
    // The code is single-use.
    expect((await fetch(`${app.baseUrl}${url}`, { redirect: 'manual' })).status).toBe(401);
    const jar = cookie.split(';')[0];
    const page = await fetch(`${app.baseUrl}/admin/queues/`, { headers: { cookie: jar } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
    const api = await fetch(`${app.baseUrl}/admin/queues/api/queues`, { headers: { cookie: jar } });
    expect(api.status).toBe(200);
    const names = ((await api.json()) as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
    expect(names).toEqual(['intake', 'replies', 'screenshots']);
    const forged = jar.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(`${app.baseUrl}/admin/queues/api/queues`, { headers: { cookie: forged } })).status).toBe(401);
  });

  it('reports queue depths and failed counts in /api/health', async () => {
    await waitUntil('poller watching', async () => app.app.get(MailboxPollerService).report().poller === 'watching');
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as {
      checks: {
        queues: { status: string; intake: Record<string, number>; replies: Record<string, number>; screenshots: Record<string, number> };
        mailbox: { status: string; poller: string };
      };
    };
    expect(health.checks.mailbox).toMatchObject({ status: 'up', poller: 'watching' });
    expect(health.checks.queues.status).toBe('up');
    for (const key of ['waiting', 'active', 'delayed', 'failed']) {
      expect(typeof health.checks.queues.intake[key]).toBe('number');
      expect(typeof health.checks.queues.replies[key]).toBe('number');
      expect(typeof health.checks.queues.screenshots[key]).toBe('number');
    }
  });
});
