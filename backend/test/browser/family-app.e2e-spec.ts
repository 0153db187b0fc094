import { Browser, Page } from 'playwright-core';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, header, NEWSLETTER, PASSWORD, pipelineOverrides, registerFamilyMember, SCAM, waitForOutcome, waitForReply } from '../pipeline/pipeline-support';
import { confirmedHouseholdMember, confirmedTrustedMember, signIn as apiSignIn, tokenFromMail } from '../family/family-support';
import { describeProblems, seriousViolations } from './axe';
import { hasHorizontalOverflow, launchChromium, newContext, snapshot, watchConsole } from './support-user/browser';

/** The family screens in a real browser: the household card, the confirmation page (EN and FR). */
describe('family app: household and trusted family member', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '5', RATE_LIMIT_EMAIL_PER_5MIN: '1000' })),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await closeApp(app);
  });

  async function signIn(page: Page, email: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel(/^(Email|Courriel)/).fill(email);
    await page.getByLabel(/^(Password|Mot de passe)/).fill(PASSWORD);
    await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click();
    await page.waitForURL('**/dashboard');
  }

  async function checkScreen(page: Page, name: string): Promise<void> {
    expect({ name, overflow: await hasHorizontalOverflow(page) }).toEqual({ name, overflow: false });
    expect({ name, axe: describeProblems(await seriousViolations(page)) }).toEqual({ name, axe: [] });
    await page.evaluate("document.documentElement.style.fontSize = '200%'");
    expect({ name, overflowAt200: await hasHorizontalOverflow(page) }).toEqual({ name, overflowAt200: false });
    await snapshot(page, `family-${name}-200`);
    await page.evaluate("document.documentElement.style.fontSize = ''");
  }

  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    it(`adds a family address, the owner confirms on the linked page, then it is removed (${language}, 360 px)`, async () => {
      const holder = uniqueEmail(`holder-${language}`);
      const father = uniqueEmail(`father-${language}`);
      await registerFamilyMember(app, holder, { name: 'Claire Roy', language });
      const context = await newContext(browser, app.baseUrl, { viewport: 'phone', locale });
      const page = await context.newPage();
      const seen = watchConsole(page);
      const fr = language === 'fr';

      await signIn(page, holder);
      const card = page.getByTestId('household-card');
      await card.getByRole('heading', { name: fr ? 'Votre foyer' : 'Your Household' }).waitFor();
      await card.getByText(fr ? 'Votre foyer partage 5 vérifications par jour.' : 'Your household shares 5 checks per day.', { exact: false }).waitFor();
      await card.getByRole('button', { name: fr ? 'Envoyer l’invitation' : 'Send the invitation' }).click();
      await card.getByText(fr ? 'Le nom doit compter au moins 2 caractères' : 'Name must be at least 2 characters').waitFor();

      await card.getByLabel(fr ? /^Son nom/ : /^Their name/).fill('Papa');
      await card.getByLabel(fr ? /^Son adresse courriel/ : /^Their email address/).fill(father);
      await card.getByLabel(fr ? /^Langue de ses réponses/ : /^Language of their answers/).selectOption(language);
      await card.getByRole('button', { name: fr ? 'Envoyer l’invitation' : 'Send the invitation' }).click();
      await page.getByText(fr ? 'Invitation envoyée' : 'Invitation sent', { exact: true }).waitFor();
      await card.getByText(fr ? 'En attente de confirmation' : 'Waiting for confirmation').waitFor();
      await checkScreen(page, `dashboard-household-${language}`);

      // The father opens the link of his bilingual email in his own browser.
      const token = await tokenFromMail(app, father, '/family/join', /Please confirm|À confirmer/);
      const his = await (await newContext(browser, app.baseUrl, { viewport: 'phone', locale })).newPage();
      await his.goto(`/family/join?token=${encodeURIComponent(token)}`);
      await his.getByRole('heading', { level: 1, name: fr ? 'Rejoindre un foyer ScamCheck' : 'Join a ScamCheck Household' }).waitFor();
      await his.getByText(fr ? /Claire Roy a ajouté votre adresse/ : /Claire Roy added your address/).waitFor();
      await checkScreen(his, `join-${language}`);
      await his.getByRole('button', { name: fr ? 'Oui, c’est mon adresse et j’accepte' : 'Yes, this is my address and I agree' }).click();
      await his.getByRole('heading', { level: 1, name: fr ? 'Votre adresse est confirmée' : 'Your address is confirmed' }).waitFor();
      await checkScreen(his, `join-done-${language}`);
      // The same link again: it has acted; a broken one is refused plainly.
      await his.goto(`/family/join?token=${encodeURIComponent(token)}`);
      await his.getByRole('heading', { level: 1, name: fr ? 'Votre adresse est confirmée' : 'Your address is confirmed' }).waitFor();
      await his.goto(`/family/join?token=${encodeURIComponent(token.slice(0, -4))}xxxx`);
      await his.getByRole('alert').getByText(fr ? 'Ce lien n’est pas valide. Utilisez le lien du courriel tel quel.' : 'This link is not valid. Please use the link from the email exactly as it is.').waitFor();
      await checkScreen(his, `join-error-${language}`);

      await page.reload();
      await card.getByText(fr ? 'Confirmée' : 'Confirmed', { exact: true }).waitFor();
      await card.getByRole('button', { name: fr ? `Retirer Papa (${father})` : `Remove Papa (${father})` }).click();
      const dialog = page.getByRole('dialog', { name: fr ? 'Retirer cette adresse?' : 'Remove this address?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: fr ? 'Oui, la retirer' : 'Yes, remove it' }).click();
      await page.getByText(fr ? 'Adresse retirée' : 'Address removed', { exact: true }).waitFor();
      await card.getByText(fr ? 'Aucune adresse de proche pour l’instant.' : 'No family addresses yet.').waitFor();
      expect(seen.errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    it(`names the trusted family member, who agrees, gets an alert and stops it from the alert (${language}, 360 px)`, async () => {
      const holder = uniqueEmail(`anne-${language}`);
      const brother = uniqueEmail(`marc-${language}`);
      await registerFamilyMember(app, holder, { name: 'Anne Gagnon', language });
      const context = await newContext(browser, app.baseUrl, { viewport: 'phone', locale });
      const page = await context.newPage();
      const seen = watchConsole(page);
      const fr = language === 'fr';

      await signIn(page, holder);
      const card = page.getByTestId('trusted-card');
      await card.getByRole('heading', { name: fr ? 'Proche de confiance' : 'Trusted Family Member' }).waitFor();
      await card.getByLabel(fr ? /^Son nom/ : /^Their name/).fill('Marc');
      await card.getByLabel(fr ? /^Son adresse courriel/ : /^Their email address/).fill(brother);
      await card.getByLabel(fr ? /^Langue des alertes/ : /^Language of the alerts/).selectOption(language);
      await card.getByRole('button', { name: fr ? 'Enregistrer et envoyer l’invitation' : 'Save and send the invitation' }).click();
      await card.getByText(fr ? 'En attente de l’accord de Marc' : 'Waiting for Marc to agree').waitFor();
      expect(await page.evaluate("localStorage.getItem('trustedFamilyEmail')")).toBe(brother);
      await checkScreen(page, `dashboard-trusted-${language}`);

      const token = await tokenFromMail(app, brother, '/family/trusted', /trusted family member|proche de confiance/);
      const his = await (await newContext(browser, app.baseUrl, { viewport: 'phone', locale })).newPage();
      await his.goto(`/family/trusted?token=${encodeURIComponent(token)}`);
      await his.getByText(fr ? 'Anne Gagnon vous a désigné comme proche de confiance de son foyer ScamCheck.' : 'Anne Gagnon named you as the trusted family member of their ScamCheck household.').waitFor();
      await checkScreen(his, `trusted-confirm-${language}`);
      await his.getByRole('button', { name: fr ? 'J’accepte de recevoir ces alertes' : 'I agree to receive these alerts' }).click();
      await his.getByRole('heading', { level: 1, name: fr ? 'Merci' : 'Thank you' }).waitFor();

      await forward(app, holder, SCAM);
      const stop = await tokenFromMail(app, brother, '/family/stop', /ScamCheck alert|Alerte ScamCheck/);
      await his.goto(`/family/stop?token=${encodeURIComponent(stop)}`);
      await his.getByRole('heading', { level: 1, name: fr ? 'Arrêter les alertes' : 'Stop the Alerts' }).waitFor();
      await checkScreen(his, `trusted-stop-${language}`);
      await his.getByRole('button', { name: fr ? 'Arrêter ces alertes' : 'Stop these alerts' }).click();
      await his.getByRole('heading', { level: 1, name: fr ? 'Alertes arrêtées' : 'Alerts stopped' }).waitFor();

      await page.reload();
      await card.getByText(fr ? 'Marc a arrêté les alertes' : 'Marc stopped the alerts').waitFor();
      await card.getByRole('button', { name: fr ? 'Retirer le proche de confiance' : 'Remove the trusted family member' }).click();
      await card.getByText(fr ? 'Aucun proche de confiance pour l’instant.' : 'No trusted family member yet.').waitFor();
      expect(await page.evaluate("localStorage.getItem('trustedFamilyEmail')")).toBeNull();
      expect(seen.errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    it(`answers "Was this right?" with one tap from the verdict email and thanks the reader (${language}, 360 px)`, async () => {
      const holder = uniqueEmail(`rose-${language}`);
      await registerFamilyMember(app, holder, { name: 'Rose Tremblay', language });
      await forward(app, holder, SCAM);
      const verdict = await waitForReply(holder, (m) => header(m, 'x-scamcheck-risk-level') === 'dangerous');
      const fr = language === 'fr';
      const label = fr ? 'Non, c’est sans danger' : 'No, it is safe';
      const match = new RegExp(`${label}\\s?:\\s*(\\S+)`).exec(verdict.text ?? '');
      expect(match).not.toBeNull();
      const url = new URL(match![1]);
      const context = await newContext(browser, app.baseUrl, { viewport: 'phone', locale });
      const page = await context.newPage();
      const seen = watchConsole(page);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('heading', { level: 1, name: fr ? 'Merci' : 'Thank You' }).waitFor();
      await page.getByText(fr ? 'Vous nous avez dit que ce courriel est sans danger.' : 'You told us this email is safe.', { exact: false }).waitFor();
      await checkScreen(page, `feedback-${language}`);
      await page.reload();
      await page.getByRole('alert').getByText(fr ? 'Ce lien a expiré ou a déjà été utilisé.' : 'This link has expired or has already been used.').waitFor();
      expect(seen.errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
      await context.close();
    }, 120_000);
  }

  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    it(`"I already clicked": the father picks "I gave my card number", sees the Canadian steps and alerts the brother (${language}, 360 px)`, async () => {
      const fr = language === 'fr';
      const daughter = uniqueEmail(`claire-${language}`);
      const father = uniqueEmail(`jean-${language}`);
      const brother = uniqueEmail(`marc-${language}`);
      await registerFamilyMember(app, daughter, { name: 'Claire Roy', language });
      const token = await apiSignIn(app, daughter);
      await confirmedHouseholdMember(app, token, father, 'Papa', language);
      await confirmedTrustedMember(app, token, brother, 'Marc', language);
      await forward(app, father, SCAM);
      const verdict = await waitForReply(father, (m) => header(m, 'x-scamcheck-risk-level') === 'dangerous');
      const url = new URL(/(http:\/\/\S+\/already-clicked\?token=\S+)/.exec(verdict.text ?? '')![1]);

      // A stranger on the public page sees the steps but cannot alert anyone.
      const context = await newContext(browser, app.baseUrl, { viewport: 'phone', locale });
      const page = await context.newPage();
      const seen = watchConsole(page);
      await page.goto('/already-clicked');
      await page.getByRole('heading', { level: 1, name: fr ? 'J’ai déjà cliqué, payé ou donné un code' : 'I Already Clicked, Paid or Gave a Code' }).waitFor();
      await page.getByLabel(fr ? 'J’ai acheté des cartes-cadeaux' : 'I bought gift cards').check();
      await page.getByText(fr ? /Pour prévenir votre proche de confiance, connectez-vous/ : /To alert your trusted family member, sign in/).waitFor();
      expect(await page.getByRole('button', { name: fr ? 'Prévenir mon proche de confiance' : 'Alert my trusted family member' }).count()).toBe(0);

      await page.goto(`${url.pathname}${url.search}`);
      await page.getByLabel(fr ? 'J’ai donné mon numéro de carte ou mes renseignements bancaires' : 'I gave my card number or bank details').check();
      const steps = page.getByRole('list').filter({ hasText: '1-888-495-8501' });
      await steps.waitFor();
      const items = await steps.getByRole('listitem').allTextContents();
      expect(items[0]).toContain(fr ? 'au numéro au dos de la carte' : 'the number on the back of your card');
      expect(items.join(' ')).toContain('Equifax');
      expect(items.join(' ')).toContain('TransUnion');
      expect(items.join(' ')).toContain('antifraudcentre-centreantifraude.ca');
      await page.getByRole('button', { name: fr ? 'Imprimer ces étapes' : 'Print these steps' }).waitFor();
      await checkScreen(page, `help-${language}`);
      await page.getByRole('button', { name: fr ? 'Prévenir mon proche de confiance' : 'Alert my trusted family member' }).click();
      await page.getByText(fr ? 'Nous avons écrit à votre proche de confiance.' : 'We emailed your trusted family member.', { exact: false }).waitFor();
      const alert = await waitForReply(brother, (m) => /needs your help|a besoin de votre aide/.test(m.subject ?? ''));
      expect(alert.text).toContain(fr ? 'J’ai donné mon numéro de carte' : 'I gave my card number');
      // Large type: the steps read at 20 px or more.
      type StyleReader = { getComputedStyle(element: unknown): { fontSize: string } };
      const fontPx = await steps.evaluate((el) => parseFloat((globalThis as unknown as StyleReader).getComputedStyle(el).fontSize));
      expect(fontPx).toBeGreaterThanOrEqual(20);
      expect(seen.errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    it(`my history: the daughter sees her and her father's checks (no content) and deletes one; then deletes her account (${language}, 360 px)`, async () => {
      const fr = language === 'fr';
      const daughter = uniqueEmail(`claire-h-${language}`);
      const father = uniqueEmail(`jean-h-${language}`);
      await registerFamilyMember(app, daughter, { name: 'Claire Roy', language });
      const token = await apiSignIn(app, daughter);
      await confirmedHouseholdMember(app, token, father, 'Papa', language);
      await forward(app, father, SCAM);
      await waitForOutcome(app, father, 'analysed');
      await forward(app, daughter, NEWSLETTER);
      await waitForOutcome(app, daughter, 'analysed');

      const context = await newContext(browser, app.baseUrl, { viewport: 'phone', locale });
      const page = await context.newPage();
      const seen = watchConsole(page);
      await signIn(page, daughter);
      const card = page.getByTestId('history-card');
      const list = card.getByRole('list', { name: fr ? 'Courriels vérifiés' : 'Checked emails' });
      await list.waitFor();
      const entries = list.locator(':scope > li');
      await waitForCount(entries, 2);
      await entries.nth(1).getByText(`Papa (${father})`).waitFor();
      await entries.nth(1).getByText(fr ? 'ARNAQUE' : 'SCAM', { exact: true }).waitFor();
      await entries.nth(0).getByText(fr ? 'SANS DANGER' : 'SAFE', { exact: true }).waitFor();
      expect(await card.textContent()).not.toContain('Dear Taxpayer');
      await checkScreen(page, `history-${language}`);

      await entries.nth(1).getByRole('button', { name: fr ? /^Supprimer la vérification de/ : /^Delete the check of/ }).click();
      await page.getByText(fr ? 'Vérification supprimée' : 'Check deleted', { exact: true }).waitFor();
      await waitForCount(entries, 1);

      const remove = page.getByRole('button', { name: fr ? 'Supprimer mon compte' : 'Delete my account', exact: true });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: fr ? 'Supprimer votre compte?' : 'Delete your account?' });
      await dialog.getByLabel(fr ? /^Tapez votre adresse courriel/ : /^Type your email address/).fill(daughter);
      await dialog.getByRole('button', { name: fr ? 'Supprimer mon compte définitivement' : 'Delete my account for good' }).click();
      await page.getByText(fr ? 'Votre compte a été supprimé' : 'Your account was deleted', { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
      expect(await page.evaluate("localStorage.getItem('trustedFamilyEmail')")).toBeNull();
      // Signing out of a deleted account: the server no longer knows the session (403), the app ends it locally.
      expect(seen.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
      await context.close();
    }, 120_000);
  }
});

/** Waits (up to 10 s) until a locator matches exactly n elements. */
async function waitForCount(locator: { count(): Promise<number> }, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await locator.count()) !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.count()).toBe(n);
}
