import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@scamcheck/shared';
import { BlockedEmailEntity } from '../../src/features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../../src/features/email-inbox/email-inbox.entity';
import { ScamPatternEntity } from '../../src/features/scam-patterns/scam-pattern.entity';
import { SecurityEventEntity } from '../../src/features/security-events/security-event.entity';
import { appDistDirs } from '../../src/platform/web/spa.middleware';
import { waitForMail } from '../support/mailbox-reader';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { describeProblems, seriousViolations } from './axe';
import { applyEnvCpuSlowdown, launchChromium, takeCspViolations, waitUntilTrue, watchCsp } from './support-user/browser';

const PASSWORD = 'Maple-Leaf-2026!';
const SHOTS = process.env.ADMIN_SCREENSHOTS_DIR ?? join(tmpdir(), 'scamcheck-admin-shots');

/** The admin console (built admin-ui served by the real backend at /admin) driven in Chromium. */
describe('admin console in a real browser', () => {
  let app: TestApp;
  let db: DataSource;
  let browser: Browser;
  const adminEmail = uniqueEmail('console-admin');
  const familyEmail = uniqueEmail('console-family');
  const tag = Math.random().toString(36).slice(2, 8);
  let patternId: string;
  let emailId: string;
  const errorId = `ERR-${Date.now().toString(36).toUpperCase()}-${tag.toUpperCase()}`;

  beforeAll(async () => {
    if (!existsSync(join(appDistDirs().admin, 'index.html'))) {
      throw new Error('admin-ui is not built: run `npm run build -w @scamcheck/admin-ui` first');
    }
    mkdirSync(SHOTS, { recursive: true });
    app = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD, AUTH_CONFIRM_EMAIL: 'false', APP_ROLES: 'api,worker' });
    db = app.app.get(DataSource);
    const signUp = await fetch(`${app.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: familyEmail, password: PASSWORD, data: { name: 'Rose Tremblay' } }),
    });
    expect(signUp.status).toBe(200);

    const patterns = db.getRepository(ScamPatternEntity);
    const pattern = await patterns.save(
      patterns.create({ patternType: 'phrase', patternText: `interac refund ${tag}`, severity: 'critical', confidenceScore: 0.856, description: 'Fake CRA refund', isActive: true }),
    );
    patternId = pattern.id;
    const familyId = (await db.query('SELECT id FROM users WHERE email = $1', [familyEmail]))[0].id as string;
    const inbox = db.getRepository(EmailInboxEntity);
    const email = await inbox.save(
      inbox.create({
        messageKey: `browser:${tag}`,
        subject: `Your CRA refund is waiting ${tag}`,
        senderEmail: familyEmail,
        userId: familyId,
        recipientEmail: 'check@scamcheck.test',
        originalSender: 'CRA <refund@cra-refunds.example>',
        riskLevel: 'dangerous',
        outcome: 'analysed',
        analysisResult: { confidence: 0.92, reasons: ['Asks you to claim money through a link'], recommendations: ['Do not click the link'], matchedPatternIds: [pattern.id] },
      }),
    );
    emailId = email.id;
    await db.getRepository(SecurityEventEntity).save(
      db.getRepository(SecurityEventEntity).create({
        eventType: 'auth_error',
        severity: 'error',
        description: 'Login failed: Invalid login credentials',
        metadata: { errorId, action: 'signin', email: familyEmail, originalError: 'Invalid login credentials', userMessage: 'Email or password is incorrect', source: 'client' },
        errorId,
      }),
    );

    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(() => {
    // finding 12: no screen of the console trips the Content-Security-Policy.
    expect(takeCspViolations()).toEqual([]);
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await watchCsp(context);
    const page = await context.newPage();
    await applyEnvCpuSlowdown(page);
    page.setDefaultTimeout(15_000);
    return page;
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
  }

  async function signIn(page: Page, email: string): Promise<void> {
    await page.goto(`${app.baseUrl}/admin/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  /** Waits for a toast with this title (and description, when given). */
  async function toast(page: Page, title: string, description?: string): Promise<void> {
    let locator = page.getByTestId('toast').filter({ hasText: title });
    if (description) locator = locator.filter({ hasText: description });
    await locator.first().waitFor({ state: 'visible' });
  }

  /** Every screen of the console is checked with axe (WCAG 2.1 AA, serious and critical). */
  const a11y: Record<string, string[]> = {};
  async function checkA11y(page: Page, screen: string): Promise<void> {
    // A hover tooltip caught mid-fade has a transient contrast; its colours are MUI's own.
    const problems = describeProblems(await seriousViolations(page, ['.MuiTooltip-popper']));
    if (problems.length) a11y[screen] = problems;
  }

  /**
   * Types into a list's search box and waits for the list the search asks for: the search is
   * debounced, and moving on before it lands would let it re-render (or re-open) the list later.
   */
  async function search(page: Page, placeholder: string, text: string): Promise<void> {
    const filter = JSON.stringify({ q: text });
    const answered = page.waitForResponse((res) => res.request().method() === 'GET' && new URL(res.url()).searchParams.get('filter') === filter);
    await page.getByPlaceholder(placeholder).fill(text);
    await answered;
  }

  async function openTab(page: Page, label: string): Promise<void> {
    await page.getByRole('menuitem', { name: label }).click();
  }

  it('lets an admin run every tab against real data', async () => {
    const page = await newPage();
    await page.goto(`${app.baseUrl}/admin/`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await shot(page, '01-login');
    await checkA11y(page, 'login');
    await signIn(page, adminEmail);

    // Dashboard
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const cards = page.getByTestId('stat-card');
    await cards.filter({ hasText: 'Emails Analyzed' }).filter({ hasText: /\d+\+/ }).waitFor();
    for (const title of ['Total Patterns', 'Active Patterns', 'Emails Analyzed', 'Auth Errors (24h)']) {
      await cards.filter({ hasText: title }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Open Queue Dashboard' }).getAttribute('href')).toBe('/admin/queues');
    await shot(page, '02-dashboard');
    await checkA11y(page, 'dashboard');

    // Scam Patterns: toggle, accuracy, confidence as a whole percent
    await openTab(page, 'Scam Patterns');
    await page.getByRole('button', { name: 'Deactivate' }).first().waitFor();
    await shot(page, '03a-patterns-all');
    await search(page, 'Search patterns', `interac refund ${tag}`);
    const patternRow = page.getByRole('row').filter({ hasText: `interac refund ${tag}` });
    await patternRow.waitFor();
    expect(await patternRow.textContent()).toContain('86%');
    expect(await patternRow.getByTestId('pattern-accuracy').textContent()).toBe('N/A (0)');
    await patternRow.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Success', 'Pattern deactivated');
    await patternRow.getByRole('button', { name: 'Activate' }).waitFor();
    expect((await db.getRepository(ScamPatternEntity).findOneByOrFail({ id: patternId })).isActive).toBe(false);
    await shot(page, '03-patterns');
    await checkA11y(page, 'scam patterns');
    await patternRow.getByRole('button', { name: 'Activate' }).click();
    await patternRow.getByRole('button', { name: 'Deactivate' }).waitFor();
    expect((await db.getRepository(ScamPatternEntity).findOneByOrFail({ id: patternId })).isActive).toBe(true);

    // Edit: confidence is edited 0-100 and stored 0..1
    await patternRow.getByRole('link', { name: 'Edit' }).click();
    const confidence = page.getByLabel('Confidence (0-100)');
    expect(await confidence.inputValue()).toBe('85.6');
    await confidence.fill('90');
    await page.getByLabel('Description (optional)').fill('Fake CRA refund by Interac');
    await shot(page, '03b-pattern-edit');
    await checkA11y(page, 'pattern edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Success', 'Pattern updated');
    const edited = await db.getRepository(ScamPatternEntity).findOneByOrFail({ id: patternId });
    expect(edited.confidenceScore).toBeCloseTo(0.9);
    expect(edited.description).toBe('Fake CRA refund by Interac');
    expect(edited.truePositives).toBe(0);

    // A regex that could run away is refused with the server's message beside the field.
    await page.getByRole('link', { name: 'Add Pattern' }).click();
    // The list has a "Type" filter too: wait for the create form before choosing the type.
    await page.getByLabel('Pattern', { exact: true }).waitFor();
    await page.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Regex' }).click();
    await page.getByLabel('Pattern', { exact: true }).fill('(a+)+$');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/could|run away|nested|catastroph|backtrack/i).first().waitFor();
    await shot(page, '04-pattern-regex-refused');
    await page.getByLabel('Pattern', { exact: true }).fill(`refund\\s+${tag}\\d{2}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Success', 'Pattern created');
    expect(await db.getRepository(ScamPatternEntity).countBy({ patternText: `refund\\s+${tag}\\d{2}`, patternType: 'regex' })).toBe(1);

    // Email History: badge, response sent, verdict feedback
    await openTab(page, 'Email History');
    // Other suites add rows to the same database: search, so this one is on the first page.
    await search(page, 'Search emails', tag);
    const emailRow = page.getByRole('row').filter({ hasText: `Your CRA refund is waiting ${tag}` });
    await emailRow.waitFor();
    const badge = emailRow.getByTestId('risk-badge');
    expect(await badge.textContent()).toBe('Dangerous');
    expect(await badge.getAttribute('data-variant')).toBe('destructive');
    expect(await emailRow.textContent()).toContain('92%');
    expect(await emailRow.textContent()).toContain(familyEmail);
    await emailRow.getByRole('checkbox').click();
    await toast(page, 'Updated', 'Email marked as sent');
    const sent = await db.getRepository(EmailInboxEntity).findOneByOrFail({ id: emailId });
    expect(sent.responseSent).toBe(true);
    expect(sent.responseSentAt).not.toBeNull();
    await emailRow.getByRole('button', { name: 'Verdict was right' }).click();
    await emailRow.locator('button[aria-label="Verdict was right"][aria-pressed="true"]').waitFor();
    expect((await db.getRepository(ScamPatternEntity).findOneByOrFail({ id: patternId })).truePositives).toBe(1);
    await shot(page, '05-email-history');
    await checkA11y(page, 'email history');
    await emailRow.getByRole('checkbox').click();
    await toast(page, 'Updated', 'Email marked as not sent');
    await emailRow.getByText(`Your CRA refund is waiting ${tag}`).click();
    await page.getByText('Do not click the link').waitFor();
    await shot(page, '05a-email-expanded');
    const unsent = await db.getRepository(EmailInboxEntity).findOneByOrFail({ id: emailId });
    expect(unsent.responseSent).toBe(false);
    expect(unsent.responseSentAt).toBeNull();

    await openTab(page, 'Scam Patterns');
    // The list comes back with the search it had (so no new search request), showing its cached
    // rows first, then the refreshed counts.
    await page.getByPlaceholder('Search patterns').fill(`interac refund ${tag}`);
    await patternRow.getByTestId('pattern-accuracy').filter({ hasText: '100.0% (1)' }).waitFor();

    // Blocked Emails: rules, duplicate, unblock
    await openTab(page, 'Blocked Emails');
    await page.getByRole('button', { name: 'Block Email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('john..doe@example.com');
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Blocked by admin');
    await dialog.getByRole('button', { name: 'Block Email' }).click();
    await toast(page, 'Invalid Email', 'Invalid email format');
    await dialog.getByText('Invalid email format').waitFor();
    await shot(page, '06-block-invalid');
    await checkA11y(page, 'block email dialog');
    const scammer = `Refund-Desk-${tag}@CRA-Refunds.example`;
    await dialog.getByLabel('Email').fill(`  ${scammer} `);
    await dialog.getByRole('button', { name: 'Block Email' }).click();
    await toast(page, 'Success');
    const blockedRow = page.getByRole('row').filter({ hasText: scammer.toLowerCase() });
    await blockedRow.waitFor();
    expect(await blockedRow.textContent()).toContain('Blocked by admin');
    expect(await blockedRow.textContent()).toContain(adminEmail);
    await page.getByRole('button', { name: 'Block Email' }).click();
    await dialog.getByLabel('Email').fill(scammer.toUpperCase());
    await dialog.getByRole('button', { name: 'Block Email' }).click();
    await toast(page, MESSAGES.alreadyBlocked);
    await shot(page, '07-block-duplicate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await db.getRepository(BlockedEmailEntity).countBy({ email: scammer.toLowerCase() })).toBe(1);
    await blockedRow.getByRole('button', { name: `Unblock ${scammer.toLowerCase()}` }).click();
    await toast(page, 'Success', 'unblocked');
    await blockedRow.waitFor({ state: 'detached' });
    expect(await db.getRepository(BlockedEmailEntity).countBy({ email: scammer.toLowerCase() })).toBe(0);

    // Auth Errors: found by the error id a user reads out
    await openTab(page, 'Auth Errors');
    await search(page, 'Error ID, email or text', errorId.toLowerCase());
    const errorRow = page.getByRole('row').filter({ hasText: errorId });
    await errorRow.waitFor();
    expect(await errorRow.textContent()).toContain('Email or password is incorrect');
    // Only the matching event is left once the search has applied.
    await waitUntilTrue(page, "[...document.querySelectorAll('tbody tr')].filter((r) => r.textContent.trim() !== '').length === 1");
    await shot(page, '08-auth-errors');
    await checkA11y(page, 'auth errors');

    // Test Email: disabled without a recipient, sent, and it arrives
    await openTab(page, 'Test Email');
    const send = page.getByRole('button', { name: 'Send Test Email' });
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByLabel('Unregistered').isChecked()).toBe(true);
    const recipient = uniqueEmail('test-recipient');
    await page.getByLabel('Safe').check();
    await page.getByLabel('Recipient').fill(recipient);
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await toast(page, 'Test Email Sent', `A safe test email is on its way to ${recipient}`);
    await shot(page, '09-test-email');
    await checkA11y(page, 'test email');
    const mail = await waitForMail(recipient, () => true, { timeoutMs: 30_000 });
    expect(mail.subject).toBeTruthy();

    // The queue dashboard opens through a one-time link that sets its cookie.
    await page.getByRole('menuitem', { name: 'Queue Dashboard' }).click();
    await page.waitForURL(/\/admin\/queues\/$/);
    await page.getByText(/ScamCheck queues|intake|replies/i).first().waitFor();
    await shot(page, '09a-queues');
    await page.goto(`${app.baseUrl}/admin/`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // One sign-in for / and /admin: the session sits under the family app's storage key.
    expect(await page.evaluate("localStorage.getItem('scamcheck-auth')")).toContain('access_token');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate("localStorage.getItem('scamcheck-auth')")).toBeNull();
    expect(a11y).toEqual({});
    await page.context().close();
  }, 240_000);

  it('shows the failure toasts', async () => {
    const page = await newPage();
    await signIn(page, adminEmail);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // Every change the console asks for fails on the server's side from here on.
    await page.route('**/api/admin/**', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Unexpected failure, please try again' }) }),
    );
    await page.route('**/api/admin/stats', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service temporarily unavailable"}' }));
    await page.reload();
    await toast(page, 'Failed to load dashboard data');
    await shot(page, '11-dashboard-failed');

    await openTab(page, 'Scam Patterns');
    await search(page, 'Search patterns', `interac refund ${tag}`);
    const patternRow = page.getByRole('row').filter({ hasText: `interac refund ${tag}` });
    await patternRow.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Failed to update pattern');
    await patternRow.getByRole('button', { name: 'Deactivate' }).waitFor();

    await openTab(page, 'Email History');
    // Other suites add rows to the same database: search, so this one is on the first page.
    await search(page, 'Search emails', tag);
    const emailRow = page.getByRole('row').filter({ hasText: `Your CRA refund is waiting ${tag}` });
    await emailRow.getByRole('checkbox').click();
    await toast(page, 'Failed to update email sent status');
    await waitUntilTrue(page, "!document.querySelector('tbody input[type=checkbox]')?.checked");

    const stuck = `stuck-${tag}@example.com`;
    await db.getRepository(BlockedEmailEntity).save(db.getRepository(BlockedEmailEntity).create({ email: stuck, reason: 'Sends fake invoices' }));
    await openTab(page, 'Blocked Emails');
    await page.getByRole('button', { name: `Unblock ${stuck}` }).click();
    await toast(page, 'Failed to unblock email');
    await page.getByRole('button', { name: 'Block Email' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(`someone-${tag}@example.com`);
    await page.getByRole('dialog').getByRole('button', { name: 'Block Email' }).click();
    await toast(page, 'Failed to block email');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await openTab(page, 'Test Email');
    await page.getByLabel('Recipient').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await toast(page, 'Error Sending Test Email');
    await page.context().close();
  });

  /** The number a dashboard card shows, once loaded. */
  async function cardValue(page: Page, title: string): Promise<number> {
    const card = page.getByTestId('stat-card').filter({ hasText: title });
    const loaded = new RegExp(`${title.replace(/[()]/g, '\\$&')}\\s*[\\d,]+`);
    await card.filter({ hasText: loaded }).waitFor();
    return Number((await card.innerText()).replace(title, '').replace(/[^\d]/g, ''));
  }

  it('counts one wrong password in the family app as one auth error, with the error id it showed', async () => {
    const admin = await newPage();
    await signIn(admin, adminEmail);
    const before = await cardValue(admin, 'Auth Errors (24h)');
    const [{ now: since }] = (await db.query('SELECT now() AS now')) as { now: Date }[];

    const family = await newPage();
    const stranger = uniqueEmail('wrong-password');
    await family.goto(`${app.baseUrl}/auth`);
    await family.getByLabel(/^Email/).fill(stranger);
    await family.getByLabel(/^Password/).fill('Not-My-Password-1!');
    await family.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = family.getByRole('alert').filter({ hasText: 'Login failed' });
    await alert.waitFor();
    await alert.hover(); // held while hovered, however slow this machine is
    const shownId = (await alert.getByTestId('error-id').innerText()).match(/ERR-[A-Z0-9]+-[A-Z0-9]+/)?.[0];
    expect(shownId).toBeDefined();
    // The report is sent in the background: wait until the row has the id the user saw.
    const repo = db.getRepository(SecurityEventEntity);
    for (let i = 0; i < 50 && !(await repo.countBy({ errorId: shownId })); i += 1) await new Promise((r) => setTimeout(r, 100));
    const rows = await db.query(`SELECT severity, error_id, metadata->>'source' AS source FROM security_events WHERE metadata->>'email' = $1`, [stranger]);
    expect(rows).toEqual([{ severity: 'error', error_id: shownId, source: 'server' }]);
    await family.context().close();

    // The card counts attempts: this one, plus any other suite's since (none when run alone).
    const [{ others }] = (await db.query(
      `SELECT count(*)::int AS others FROM security_events WHERE event_type = 'auth_error' AND created_at >= $1 AND coalesce(metadata->>'email', '') <> $2`,
      [since, stranger],
    )) as { others: number }[];
    await admin.reload();
    expect(await cardValue(admin, 'Auth Errors (24h)')).toBe(before + 1 + others);

    await openTab(admin, 'Auth Errors');
    await search(admin, 'Error ID, email or text', stranger);
    const row = admin.getByRole('row').filter({ hasText: stranger });
    await row.filter({ hasText: shownId as string }).waitFor();
    await waitUntilTrue(admin, "[...document.querySelectorAll('tbody tr')].filter((r) => r.textContent.trim() !== '').length === 1");
    expect(await row.textContent()).toContain('error');
    await shot(admin, '12-auth-error-one-row');
    await admin.context().close();
  }, 120_000);

  it('shows the toast of each of three actions in a row at once, above the earlier ones still showing', async () => {
    const page = await newPage();
    await signIn(page, adminEmail);
    await openTab(page, 'Blocked Emails');
    await page.getByRole('button', { name: 'Block Email' }).click();
    const dialog = page.getByRole('dialog');
    const toasts = page.getByTestId('toast');
    const block = async (address: string, shown: number): Promise<void> => {
      await dialog.getByLabel('Email').fill(address);
      await dialog.getByRole('button', { name: 'Block Email' }).click();
      // Its toast is there while the earlier ones (errors stay 8 s) still are: nothing waits in a queue.
      await toasts.nth(shown - 1).waitFor();
      expect(await toasts.count()).toBe(shown);
    };
    await block('john..doe@example.com', 1);
    await block('no-at-sign.example.com', 2);
    const scammer = `three-toasts-${tag}@example.com`;
    await block(scammer, 3);
    // DOM order is oldest first; the stack shows the newest on top.
    expect(await toasts.allInnerTexts()).toEqual([
      expect.stringContaining('Invalid Email'),
      expect.stringContaining('Invalid Email'),
      expect.stringContaining(`${scammer} has been blocked`),
    ]);
    const [first, third] = [await toasts.nth(0).boundingBox(), await toasts.nth(2).boundingBox()];
    expect(third!.y).toBeLessThan(first!.y);
    await shot(page, '13-three-toasts');
    await checkA11y(page, 'three toasts');
    expect(a11y).toEqual({});
    await page.context().close();
  });

  it('words every test email right, its toast and its subject, in English and in French', async () => {
    const page = await newPage();
    await signIn(page, adminEmail);
    const expected = {
      en: {
        dangerous: '[TEST] SCAM — INTERAC e-Transfer: You have received $450.00 (CAD)',
        suspicious: '[TEST] CAUTION — Action required: your parcel is on hold',
        safe: '[TEST] SAFE — Maple Grove Newsletter: November',
        unregistered: '[TEST] We got your email. Sign up to have it checked',
      },
      fr: {
        dangerous: '[TEST] ARNAQUE — Virement INTERAC\u00a0: vous avez reçu 450,00\u00a0$ (CAD)',
        suspicious: '[TEST] PRUDENCE — Action requise\u00a0: votre colis est en attente',
        safe: '[TEST] SANS DANGER — Infolettre de Maple Grove\u00a0: novembre',
        unregistered: '[TEST] Courriel reçu\u00a0: inscrivez-vous pour le faire vérifier',
      },
    } as const;
    const toastText = { dangerous: 'A dangerous', suspicious: 'A suspicious', safe: 'A safe', unregistered: 'An unregistered' } as const;
    try {
      for (const language of ['en', 'fr'] as const) {
        // Test emails go out in the admin's own language.
        await db.query('UPDATE profiles SET language = $1 WHERE email = $2', [language, adminEmail]);
        await openTab(page, 'Test Email');
        for (const type of ['dangerous', 'suspicious', 'safe', 'unregistered'] as const) {
          const recipient = uniqueEmail(`wording-${language}-${type}`);
          await page.getByLabel(type[0].toUpperCase() + type.slice(1)).check();
          await page.getByLabel('Recipient').fill(recipient);
          await page.getByRole('button', { name: 'Send Test Email' }).click();
          await toast(page, 'Test Email Sent', `${toastText[type]} test email is on its way to ${recipient}`);
          const mail = await waitForMail(recipient, () => true, { timeoutMs: 30_000 });
          expect(mail.subject).toBe(expected[language][type]);
        }
      }
    } finally {
      await db.query('UPDATE profiles SET language = $1 WHERE email = $2', ['en', adminEmail]);
    }
    await page.context().close();
  }, 240_000);

  it('refuses a family member signed in through the family app', async () => {
    // The family app keeps the auth-js session under 'scamcheck-auth' on the same origin.
    const res = await fetch(`${app.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: familyEmail, password: PASSWORD }),
    });
    const session = (await res.json()) as { expires_in: number; expires_at?: number };
    const stored = JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in });
    const page = await newPage();
    await page.context().addInitScript(
      `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('scamcheck-auth', ${JSON.stringify(stored)}); }`,
    );
    await page.goto(`${app.baseUrl}/admin/`);
    await page.getByText(MESSAGES.adminAccessRequired).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.getByRole('menuitem').count()).toBe(0);
    await shot(page, '10-non-admin');
    const withoutToken = await page.request.get(`${app.baseUrl}/api/admin/stats`);
    expect(withoutToken.status()).toBe(401);
    const token = (await page.evaluate("JSON.parse(localStorage.getItem('scamcheck-auth') ?? '{}').access_token")) as string;
    const forbidden = await page.request.get(`${app.baseUrl}/api/admin/stats`, { headers: { Authorization: `Bearer ${token}` } });
    expect(forbidden.status()).toBe(403);

    // A session the server has ended sends the console back to its sign-in page.
    await fetch(`${app.baseUrl}/auth/v1/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate("localStorage.getItem('scamcheck-auth')")).toBeNull();
    await page.context().close();
  });
});
