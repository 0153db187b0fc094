import { Browser } from 'playwright-core';
import { waitForMail } from '../support/mailbox-reader';
import { startTestApp, TestApp } from '../support/test-app';
import { seriousViolations } from './axe';

/** A sandboxed frame (the email preview) cannot be entered; its content is the email, tested in templates. */
const NOT_JUDGED = ['iframe[sandbox]'];
import { hasHorizontalOverflow, launchChromium, newContext, snapshot, takeCspViolations, ViewportName, watchConsole } from './support-user/browser';

/** Every public screen, on a phone and a desktop, in English and French. */
const PAGES: { path: string; name: string; heading: { en: RegExp; fr: RegExp } }[] = [
  { path: '/', name: 'landing', heading: { en: /Peace of Mind for Every Inbox/, fr: /L’esprit tranquille/ } },
  { path: '/auth', name: 'auth-sign-in', heading: { en: /Welcome to ScamCheck/, fr: /Bienvenue sur ScamCheck/ } },
  { path: '/auth?mode=signup', name: 'auth-sign-up', heading: { en: /Welcome to ScamCheck/, fr: /Bienvenue sur ScamCheck/ } },
  { path: '/terms-of-use', name: 'terms', heading: { en: /Terms of Use/, fr: /Conditions d’utilisation/ } },
  { path: '/eula', name: 'eula', heading: { en: /End User Licence Agreement/, fr: /Contrat de licence/ } },
  { path: '/contact', name: 'contact', heading: { en: /Contact Us/, fr: /Nous joindre/ } },
  { path: '/email-preview', name: 'email-preview', heading: { en: /Email Preview/, fr: /Aperçu du courriel/ } },
  { path: '/already-clicked', name: 'already-clicked', heading: { en: /I Already Clicked, Paid or Gave a Code/, fr: /J’ai déjà cliqué, payé ou donné un code/ } },
  { path: '/no-such-page', name: 'not-found', heading: { en: /Oops! Page not found/, fr: /Oups! Page introuvable/ } },
];

describe('user app: public pages', () => {
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

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    for (const language of ['en', 'fr'] as const) {
      it(`renders every public page on a ${viewport} in ${language}, without sideways scrolling`, async () => {
        const context = await newContext(browser, app.baseUrl, { viewport, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
        const page = await context.newPage();
        const seen = watchConsole(page);
        for (const target of PAGES) {
          await page.goto(target.path);
          await page.getByRole('heading', { level: 1, name: target.heading[language] }).waitFor();
          expect(await page.evaluate('document.documentElement.lang')).toBe(language === 'fr' ? 'fr-CA' : 'en-CA');
          expect({ page: target.path, overflow: await hasHorizontalOverflow(page) }).toEqual({ page: target.path, overflow: false });
          await snapshot(page, `${target.name}-${viewport}-${language}`);
        }
        expect(seen.errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('has no serious or critical axe violation on any public page (desktop English, phone French)', async () => {
    for (const [viewport, locale] of [
      ['desktop', 'en-CA'],
      ['phone', 'fr-CA'],
    ] as const) {
      const context = await newContext(browser, app.baseUrl, { viewport, locale });
      const page = await context.newPage();
      for (const target of PAGES) {
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect({ page: target.path, viewport, violations: await seriousViolations(page, NOT_JUDGED) }).toEqual({ page: target.path, viewport, violations: [] });
      }
      await context.close();
    }
  }, 180_000);

  it('shows the landing page content with working links and keyboard tooltips', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Example Inbox Scan' }).waitFor();
    for (const title of ['Why Families Choose ScamCheck', 'Easy To Understand', 'Easy To Forward', 'Fast And Friendly', 'Perfect for Families', 'For Parents', 'For Seniors', 'For Families', 'Start Protecting Your Inbox']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Keep Track Of The Whole Family', exact: true }).waitFor();
    await page.getByText(/One account covers up to 10 family addresses/).waitFor();
    // The scanning address shown comes from GET /api/config: in the steps, and where texts are explained.
    await page.getByText(app.config.SCAN_MAILBOX_ADDRESS).first().waitFor();
    expect(await page.getByTestId('texts-how').textContent()).toContain(app.config.SCAN_MAILBOX_ADDRESS);

    // Tooltips open on keyboard focus, not only on hover, and close with Escape.
    const scam = page.getByRole('button', { name: 'SCAM' });
    await scam.focus();
    const tip = page.getByRole('tooltip', { name: /confirmed scam asking for money or personal information/ });
    await tip.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'SAFE' }).hover();
    await page.getByRole('tooltip', { name: /sender and the links are safe/ }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'CAUTION' }).hover();
    await page.getByRole('tooltip', { name: /Urgent language and a request for your information/ }).waitFor({ state: 'visible' });

    await page.getByRole('contentinfo').getByText('© 2025 ScamCheck').waitFor();
    await page.getByRole('contentinfo').getByText('Made in Canada').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'EULA' }).click();
    await page.waitForURL('**/eula');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await page.waitForURL('**/terms-of-use');
    await page.getByText(/Province of Ontario/).first().waitFor();
    await page.getByText(/closed beta/i).first().waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL('**/auth');
    await page.goto('/');
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL('**/contact');
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('stays usable with text enlarged to 200% (no sideways scrolling)', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 640, height: 900 });
    for (const target of PAGES) {
      await page.goto(target.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate("document.documentElement.style.fontSize = '225%'");
      expect({ page: target.path, overflow: await hasHorizontalOverflow(page) }).toEqual({ page: target.path, overflow: false });
      await snapshot(page, `zoom200-${target.name}`);
    }
    await context.close();
  });

  it('starts keyboard users with a skip link to the main content', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('main-content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.tagName')).toBe('INPUT');
    await context.close();
  });

  it('logs the unknown path on the 404 page and links home', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'phone' });
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto('/some/where/else');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(seen.warnings.some((w) => w.includes('/some/where/else'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await context.close();
  });

  it('remembers the language chosen with the header switch', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'desktop', locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Afficher le site en français' }).click();
    await page.getByRole('heading', { level: 1, name: /L’esprit tranquille/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /L’esprit tranquille/ }).waitFor();
    await page.getByRole('button', { name: 'Show the site in English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Peace of Mind for Every Inbox' }).waitFor();
    await context.close();
  });

  it('previews the analysis email exactly as rendered, for each scenario, in a sandboxed frame', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto('/email-preview');
    const frame = page.locator('iframe[title="HTML preview of the analysis email"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.getByRole('button', { name: 'Safe', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Safe', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Subject', { exact: true }).fill('Grandma’s test subject');
    await page.getByTestId('preview-subject').getByText(/Grandma’s test subject/).waitFor();
    await page.getByRole('tab', { name: 'Plain Text' }).click();
    await page.getByTestId('preview-text').getByText(/Grandma’s test subject/).first().waitFor();
    await page.getByLabel('Confidence (0-100)').fill('150');
    await page.getByText('Confidence must be between 0 and 100').waitFor();
    await page.getByRole('button', { name: 'Dangerous' }).click();
    await page.getByRole('tab', { name: 'HTML' }).click();
    const html = (await frame.getAttribute('srcdoc')) ?? '';
    expect(html).toContain('<html');
    await context.close();
  });

  it('previews the verdict on a screenshot of a text message, and the landing page says texts can be checked (EN + FR)', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/email-preview');
    await page.getByRole('button', { name: 'Text message', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Text message', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('preview-subject').getByText('SCAM — Text message from +1 (604) 555-0199').waitFor();
    expect(await page.getByLabel('Subject', { exact: true }).count()).toBe(0);
    await page.getByLabel('Sender shown on the phone').fill('32424');
    await page.getByTestId('preview-subject').getByText('SCAM — Text message from 32424').waitFor();
    await page.getByRole('tab', { name: 'Plain Text' }).click();
    await page.getByTestId('preview-text').getByText(/WHAT WE READ IN YOUR SCREENSHOT/).waitFor();
    expect(await page.getByTestId('preview-text').textContent()).not.toContain('https://canadapost-redelivery.info');
    expect(await seriousViolations(page, NOT_JUDGED)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.goto('/');
    await page.getByTestId('texts-how').getByText(/Take a screenshot of it/).waitFor();
    await page.getByRole('button', { name: 'Afficher le site en français' }).click();
    await page.getByTestId('texts-how').getByText(/capture d’écran/).waitFor();
    await context.close();
  });

  it('sends the contact form to the support mailbox', async () => {
    const context = await newContext(browser, app.baseUrl, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('link', { name: app.config.SUPPORT_EMAIL }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Please write a message of at least 10 characters').waitFor();
    await page.getByLabel(/Your name/).fill('Rose Tremblay');
    await page.getByLabel(/Your email/).fill('rose@family.test');
    await page.getByLabel(/Subject/).fill('A question');
    await page.getByLabel(/Message/).fill('Is the beta free for my whole family?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: /Message Sent/ }).waitFor();
    await snapshot(page, 'contact-sent-phone-en');
    const mail = await waitForMail(app.config.SUPPORT_EMAIL, (m) => (m.subject ?? '').includes('A question'));
    expect(mail.replyTo?.value[0]?.address).toBe('rose@family.test');
    expect(mail.text).toContain('Is the beta free for my whole family?');
    await context.close();
  });
});
