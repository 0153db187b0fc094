import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { AuthService } from '../../src/features/auth/auth.service';
import { linkFrom, waitForMail } from '../support/mailbox-reader';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { seriousViolations } from './axe';

/** A sandboxed frame (the email preview) cannot be entered; its content is the email, tested in templates. */
const NOT_JUDGED = ['iframe[sandbox]'];
import { envCpuSlowdown, launchChromium, newContext, slowDownCpu, snapshot, takeCspViolations, ViewportName, waitUntilTrue, watchConsole } from './support-user/browser';

const STRONG = 'Maple-Leaf-2026!';
const NEWER = 'Sugar-Shack-2027?';
const ERROR_ID = /ERR-\d+-[A-Z0-9]+/;

/** The family app as a new user meets it, in Chromium, against the real backend and mailbox. */
describe('user app: sign-up, sign-in, dashboard, reset, guards, errors', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(() => {
    // finding 12: no screen trips the Content-Security-Policy.
    expect(takeCspViolations()).toEqual([]);
  });

  async function open(viewport: ViewportName = 'desktop', locale: 'en-CA' | 'fr-CA' = 'en-CA'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, app.baseUrl, { viewport, locale });
    return { context, page: await context.newPage() };
  }

  async function signUp(page: Page, name: string, email: string, password = STRONG): Promise<void> {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByLabel(/^Phone/).fill('+1 613 555 0199');
    await page.getByLabel(/^Gender/).selectOption('female');
    await page.getByLabel(/^Country/).fill('Canada');
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
  }

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async function confirmedUser(name: string, label: string): Promise<string> {
    const { context, page } = await open();
    const email = uniqueEmail(label);
    await signUp(page, name, email);
    await page.getByText('Check Your Email').waitFor();
    const mail = await waitForMail(email, (m) => /confirm/i.test(m.subject ?? ''));
    await page.goto(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`));
    await page.getByText('Email Verified!').waitFor();
    await context.close();
    return email;
  }

  it('signs up, confirms by email, signs in, shows the dashboard, edits the profile and signs out (phone)', async () => {
    const { context, page } = await open('phone');
    const seen = watchConsole(page);
    const email = uniqueEmail('rose');

    // Sign-up validation uses the spec's messages.
    await page.goto('/auth?mode=signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('You must accept the terms of use to create an account').waitFor();
    await page.getByText('1 uppercase, 1 lowercase, 1 number, 1 symbol').waitFor();
    await snapshot(page, 'flow-signup-errors-phone-en');

    await signUp(page, 'Rose Tremblay', email);
    await page.getByText('Check Your Email').waitFor();
    // Then the login form, with the address already filled in.
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);

    // Signing in before confirming: 'Email not verified'.
    await page.getByLabel(/^Password/).fill(STRONG);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email not verified').waitFor();

    const mail = await waitForMail(email, (m) => /confirm/i.test(m.subject ?? ''));
    await page.goto(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`));
    await page.waitForURL('**/auth?*confirmed=true*').catch(() => undefined);
    await page.getByText('Email Verified!').waitFor();
    await page.getByText('Your email is confirmed. You can now log in.').waitFor();

    // The same link a second time: a clear notice and an error toast, never 'Email Verified!'.
    await page.goto(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`));
    await page.getByText(/This email link is invalid or has expired/).waitFor();
    const linkAlert = page.getByRole('alert').filter({ hasText: 'Authentication error' });
    await linkAlert.waitFor();
    await linkAlert.hover();
    expect(await page.getByText('Email Verified!').count()).toBe(0);
    // The server's row of the failed link gets the id the toast shows: one row, not two.
    const linkErrorId = (await linkAlert.getByTestId('error-id').innerText()).match(ERROR_ID)?.[0];
    expect(linkErrorId).toBeDefined();
    const linkRows = async () =>
      (await app.app.get(DataSource).query(`SELECT metadata->>'action' AS action, metadata->>'source' AS source FROM security_events WHERE error_id = $1`, [linkErrorId])) as unknown[];
    for (let i = 0; i < 40 && (await linkRows()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await linkRows()).toEqual([{ action: 'verify', source: 'server' }]);

    await signIn(page, email, STRONG);
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Hello, Rose Tremblay' }).waitFor();
    expect(await page.getByTestId('scan-count').innerText()).toMatch(/^0 emails scanned\s+since you joined$/);
    // The address and the allowance come from /api/config, which may answer after the page shows.
    await page.getByTestId('scan-address').filter({ hasText: app.config.SCAN_MAILBOX_ADDRESS }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('scan-address').innerText()).toBe(app.config.SCAN_MAILBOX_ADDRESS);
    await page.getByTestId('allowance').filter({ hasText: `You can check ${app.config.DAILY_SCAN_LIMIT} emails per day.` }).waitFor({ timeout: 10_000 });
    const card = page.getByTestId('profile-card');
    await card.getByText(email).waitFor();
    await card.getByText('+1 613 555 0199').waitFor();
    await card.getByText('Female').waitFor();
    await card.getByText('Canada').waitFor();
    const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
    await card.getByText(today).waitFor();
    await snapshot(page, 'flow-dashboard-phone-en');

    // Header: Dashboard link, no Admin link, no Account link; avatar menu with name and email.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).count()).toBe(0);

    // Edit Profile: a bad name is refused with the spec's message, a good one saved.
    await card.getByRole('button', { name: 'Edit your profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByText(/cannot be changed/).waitFor();
    await dialog.getByLabel(/^Name/).fill('R');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Name must be at least 2 characters').waitFor();
    await dialog.getByLabel(/^Name/).fill('Grandma Rose');
    await dialog.getByLabel(/^Phone/).fill('');
    await dialog.getByLabel(/^Gender/).selectOption('');
    await snapshot(page, 'flow-edit-profile-phone-en');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Hello, Grandma Rose' }).waitFor();
    expect(await card.getByText('+1 613 555 0199').count()).toBe(0);
    expect(await card.getByText('Female').count()).toBe(0);
    const me = await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json();
    expect(me).toMatchObject({ name: 'Grandma Rose', phone: null, gender: null, country: 'Canada' });

    // Avatar menu and sign-out (which forgets trustedFamilyEmail).
    await page.evaluate("localStorage.setItem('trustedFamilyEmail', 'son@family.test')");
    await page.getByRole('button', { name: 'Account menu for Grandma Rose' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(email).waitFor();
    await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Security Settings' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Preferences' }).waitFor();
    await snapshot(page, 'flow-avatar-menu-phone-en');
    // A slow phone: the end of the session must not render first on /dashboard, whose guard sends to /auth.
    await slowDownCpu(page, Math.max(6, envCpuSlowdown()));
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('You have been signed out. See you soon!').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).waitFor();
    await slowDownCpu(page, envCpuSlowdown());
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate("localStorage.getItem('trustedFamilyEmail')")).toBeNull();

    // Signed out: the dashboard sends to /auth.
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    expect(seen.errors.filter((e) => !/40[01]|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the emailed link; the new password works, the old one fails with an error id', async () => {
    const email = await confirmedUser('Jean Roy', 'jean');
    const { context, page } = await open('desktop');
    await page.goto('/auth');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Back to Login' }).waitFor();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset Email Sent').waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();

    const mail = await waitForMail(email, (m) => /reset/i.test(m.subject ?? ''));
    await page.goto(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel(/^Confirm new password/).fill('short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel(/^New password/).fill(NEWER);
    await page.getByLabel(/^Confirm new password/).fill(NEWER + 'x');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel(/^Confirm new password/).fill(NEWER);
    await snapshot(page, 'flow-new-password-desktop-en');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText('Password Updated').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Account menu for Jean Roy' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/`);

    // The old password: 'Login failed' with an error id, a Copy button, kept locally and reported.
    await signIn(page, email, STRONG);
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await toast.waitFor();
    await toast.hover(); // a hovered toast stays (timers pause), however slow this machine is
    await toast.getByText('The email or password is incorrect.').waitFor();
    const idText = await toast.getByTestId('error-id').innerText();
    const errorId = idText.match(ERROR_ID)?.[0];
    expect(errorId).toBeDefined();
    await snapshot(page, 'flow-login-failed-desktop-en');
    await toast.getByRole('button', { name: /Copy/ }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(errorId);
    const log = JSON.parse((await page.evaluate("localStorage.getItem('authErrorLogs')")) as string) as { id: string; severity: string }[];
    expect(log[0]).toMatchObject({ id: errorId, severity: 'error' });
    const db = app.app.get(DataSource);
    let rows: { severity: string; source: string }[] = [];
    for (let i = 0; i < 40 && rows.length === 0; i += 1) {
      rows = await db.query(`SELECT severity, metadata->>'source' AS source FROM security_events WHERE error_id = $1`, [errorId]);
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    // One wrong password, one row: the server's own record, completed with the id the app showed.
    expect(rows).toEqual([{ severity: 'error', source: 'server' }]);
    const attempts = await db.query(`SELECT error_id FROM security_events WHERE lower(metadata->>'email') = $1 AND metadata->>'action' = 'login'`, [email.toLowerCase()]);
    expect(attempts).toEqual([{ error_id: errorId }]);

    await signIn(page, email, NEWER);
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('answers a sign-up with a confirmed address exactly like a new one (no enumeration)', async () => {
    const email = await confirmedUser('Marc Gagnon', 'marc');
    const { context, page } = await open('phone');
    await signUp(page, 'Marc Again', email);
    await page.getByText('Check Your Email').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Email already in use' }).count()).toBe(0);
    await context.close();
  });

  it('guards routes: signed-out visitors go to /auth replacing history, signed-in visitors skip /auth', async () => {
    const email = await confirmedUser('Guard Test', 'guard');
    const { context, page } = await open('desktop');
    await page.goto('/');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.goBack();
    await page.waitForURL(`${app.baseUrl}/`);

    await signIn(page, email, STRONG);
    await page.waitForURL('**/dashboard');
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    // The session survives a reload (kept in local storage by auth-js).
    await page.reload();
    await page.getByRole('heading', { name: 'Hello, Guard Test' }).waitFor();
    await snapshot(page, 'flow-dashboard-desktop-en');

    // The signed-in screens pass axe too, and the avatar menu works from the keyboard.
    expect(await seriousViolations(page, NOT_JUDGED)).toEqual([]);
    const avatar = page.getByRole('button', { name: 'Account menu for Guard Test' });
    await avatar.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Profile');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Security Settings');
    await page.keyboard.press('End');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Sign Out');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate("document.activeElement.getAttribute('aria-haspopup')")).toBe('menu');
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await page.waitForURL('**/dashboard#preferences');
    // The section takes focus once the move to its hash has rendered (the heading was there before).
    await waitUntilTrue(page, "document.activeElement?.id === 'preferences'", 10_000);
    await page.getByRole('button', { name: 'Edit your profile' }).click();
    await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor();
    expect(await seriousViolations(page, NOT_JUDGED)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('sends admins from /dashboard to the admin console and shows them the Admin link', async () => {
    const adminEmail = uniqueEmail('admin');
    await app.app.get(AuthService).ensureAdmin(adminEmail, STRONG);
    const { context, page } = await open('desktop');
    await signIn(page, adminEmail, STRONG);
    await page.waitForURL('**/admin**');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
    await context.close();
  });

  it('works in French: sign-up data carries the language and the confirmation email is French', async () => {
    const { context, page } = await open('phone', 'fr-CA');
    const email = uniqueEmail('lise');
    await page.goto('/auth?mode=signup');
    await page.getByLabel(/^Nom/).fill('Lise Côté');
    await page.getByLabel(/^Courriel/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(STRONG);
    await page.getByLabel(/^Confirmez le mot de passe/).fill(STRONG + '!');
    await page.getByRole('checkbox', { name: /J’accepte les conditions d’utilisation/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Les mots de passe ne correspondent pas').waitFor();
    await page.getByLabel(/^Confirmez le mot de passe/).fill(STRONG);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Vérifiez vos courriels').waitFor();
    const mail = await waitForMail(email, () => true);
    expect(mail.subject).not.toBe('Confirm your ScamCheck account');
    await page.goto(linkFrom(mail, `${app.baseUrl}/auth/v1/verify`));
    await page.getByText('Courriel confirmé!').waitFor();
    await page.getByLabel(/^Courriel/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(STRONG);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Bonjour, Lise Côté' }).waitFor();
    expect(await page.getByTestId('scan-count').innerText()).toMatch(/^0 courriel analysé/);
    await snapshot(page, 'flow-dashboard-phone-fr');

    // The language switch also saves the account's language, so its emails follow.
    await page.getByRole('button', { name: 'Show the site in English' }).click();
    await page.getByRole('heading', { name: 'Hello, Lise Côté' }).waitFor();
    for (let i = 0; i < 40; i += 1) {
      const me = (await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json()) as { language: string };
      if (me.language === 'en') break;
      await page.waitForTimeout(100);
    }
    const me = (await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json()) as { language: string };
    expect(me.language).toBe('en');
    await context.close();
  });
});

async function accessToken(page: Page): Promise<string> {
  const raw = (await page.evaluate("localStorage.getItem('scamcheck-auth')")) as string;
  return (JSON.parse(raw) as { access_token: string }).access_token;
}
