import { Browser } from 'playwright-core';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { launchChromium, newContext, takeCspViolations } from './support-user/browser';

const STRONG = 'Maple-Leaf-2026!';

/** Without email confirmation, with a tight login limit: 'Welcome!' and 'Too many attempts'; the contact API. */
describe('user app: no-confirmation deployment, rate limits, contact endpoint', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ AUTH_CONFIRM_EMAIL: 'false', RATE_LIMIT_TOKEN_PER_5MIN: '3' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(() => {
    // finding 12: no screen trips the Content-Security-Policy.
    expect(takeCspViolations()).toEqual([]);
  });

  it("signs up straight into the dashboard with 'Welcome!' when no confirmation is required", async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/auth?mode=signup');
    await page.getByLabel(/^Name/).fill('Paul Martin');
    await page.getByLabel(/^Email/).fill(uniqueEmail('paul'));
    await page.getByLabel(/^Password/).fill(STRONG);
    await page.getByLabel(/^Confirm Password/).fill(STRONG);
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Welcome!', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Hello, Paul Martin' }).waitFor();
    await context.close();
  });

  it("shows 'Too many attempts' (warning) with an error id once the login limit is reached", async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel(/^Email/).fill('nobody@family.test');
    await page.getByLabel(/^Password/).fill('Wrong-Password-1');
    const tooMany = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
    for (let i = 0; i < 6 && (await tooMany.count()) === 0; i += 1) {
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      await page.waitForTimeout(150);
    }
    await tooMany.first().waitFor();
    await tooMany.first().getByText('Please wait a few minutes, then try again.').waitFor();
    const log = JSON.parse((await page.evaluate("localStorage.getItem('authErrorLogs')")) as string) as { severity: string; userMessage: string }[];
    expect(log[0]).toMatchObject({ severity: 'warning', userMessage: 'Too many attempts' });
    await context.close();
  });

  it('validates contact messages with clear messages and throttles them (5 per 10 minutes)', async () => {
    const post = (body: unknown) =>
      fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await post({ name: '', email: 'nope', message: 'hi' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please write a message of at least 10 characters',
    });
    const huge = await post({ name: 'A', email: 'a@family.test', message: 'x'.repeat(5001) });
    expect(huge.status).toBe(400);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post({ name: 'Ann', email: 'ann@family.test', subject: `Try ${i}`, message: 'A question about the beta.' })).status);
    }
    // The two refused bodies above count too: the limit is per address, whatever the body.
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(3);
    expect(statuses[statuses.length - 1]).toBe(429);
  });
});
