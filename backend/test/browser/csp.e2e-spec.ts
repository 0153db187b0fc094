import { Browser } from 'playwright-core';
import { startTestApp, TestApp } from '../support/test-app';
import { jsonOf, uniqueEmail } from '../support/test-env';
import { launchChromium, newContext, takeCspViolations } from './support-user/browser';

/** finding 12 (issue 29): both apps are served with a strict Content-Security-Policy. */
describe('Content-Security-Policy of the family app and the admin console', () => {
  let app: TestApp;
  let browser: Browser;
  const adminEmail = uniqueEmail('csp-admin');
  const ADMIN_PASSWORD = 'Csp-Admin-2026!';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const directives = (header: string | null): Map<string, string[]> =>
    new Map((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));

  it('finding 12: / and /admin/ (and their deep links) carry a strict policy beside the other security headers', async () => {
    for (const path of ['/', '/dashboard', '/admin/', '/admin/index.html']) {
      const res = await fetch(`${app.baseUrl}${path}`);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('finding 12: a script injected into either app does not run, and the violation is reported', async () => {
    const context = await newContext(browser, app.baseUrl);
    const page = await context.newPage();
    for (const path of ['/', '/admin/']) {
      await page.goto(path);
      await page.locator('#root > *').first().waitFor();
      const ran = await page.evaluate(`(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        const img = document.createElement('img');
        img.src = 'https://tracker.invalid/pixel.gif';
        document.body.append(img);
        return window.__injected === true;
      })()`);
      expect(ran).toBe(false);
    }
    // Violation events reach the test asynchronously: wait until both apps' reports are in.
    const seen: string[] = [];
    for (let tries = 0; tries < 100 && seen.filter((v) => /script-src/.test(v)).length < 2; tries++) {
      seen.push(...takeCspViolations());
      await new Promise((r) => setTimeout(r, 50));
    }
    await context.close();
    seen.push(...takeCspViolations());
    expect(seen.filter((v) => /script-src/.test(v)).length).toBeGreaterThanOrEqual(2);
    expect(seen.join('\n')).toMatch(/img-src/);
  });

  /** A one-time link into the queue dashboard, as the admin console's Queue Dashboard item gets it. */
  async function dashboardLink(): Promise<string> {
    const grant = await fetch(`${app.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: ADMIN_PASSWORD }),
    });
    const { access_token: token } = await jsonOf<{ access_token: string }>(grant);
    const issued = await fetch(`${app.baseUrl}/api/admin/queues/session`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    return (await jsonOf<{ url: string }>(issued)).url;
  }

  it('the queue dashboard (/admin/queues) has its own policy: it works, and an injected script does not run', async () => {
    const denied = await fetch(`${app.baseUrl}/admin/queues/`);
    expect(denied.status).toBe(401);
    expect(directives(denied.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);

    const context = await newContext(browser, app.baseUrl);
    const page = await context.newPage();
    takeCspViolations();
    const board = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/queues/');
    await page.goto(await dashboardLink());
    const csp = directives((await board).headers()['content-security-policy'] ?? null);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The board renders its queues from its own API.
    await page.getByText('intake', { exact: true }).first().waitFor();
    await page.getByText('replies', { exact: true }).first().waitFor();
    expect(takeCspViolations()).toEqual([]);
    const ran = await page.evaluate(`(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return window.__injected === true;
    })()`);
    expect(ran).toBe(false);
    await context.close();
  });
});
