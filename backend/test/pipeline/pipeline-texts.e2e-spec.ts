import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { composeScreenshotEmail, launchScreenshotBrowser, renderTextScreenshot, TextScreenshotSpec } from '../../src/dev/text-screenshots';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, deliver, header, pipelineOverrides, registerFamilyMember, repliesIn, waitForEmptyInbox, waitForReply, waitUntil } from './pipeline-support';

const CANADA_POST = 'Canada Post: Your parcel is held at our depot due to an unpaid shipping fee of $1.99. Pay now to schedule delivery: https://canadapost-redelivery.info/pay';

/** Texts sent as a phone sends them: screenshots rendered from words, attached to an email to the scanning address. */
describe('pipeline: screenshots and words of text messages → verdict email', () => {
  let app: TestApp;
  let db: DataSource;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchScreenshotBrowser();
    app = await startTestApp(pipelineOverrides({ DAILY_SCAN_LIMIT: '50', OCR_MAX_IMAGE_BYTES: '1500000' }));
    db = app.app.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    await closeApp(app);
    await browser?.close();
  });

  async function sendScreenshots(from: string, specs: TextScreenshotSpec[], format: 'png' | 'jpeg' = 'png'): Promise<void> {
    const images = [];
    for (const [i, spec] of specs.entries()) {
      images.push({ content: await renderTextScreenshot(browser, spec, format), filename: `IMG_00${i}.${format === 'png' ? 'PNG' : 'JPG'}`, contentType: `image/${format}` });
    }
    await sendImages(from, images);
  }

  async function sendImages(from: string, images: { content: Buffer; filename: string; contentType: string }[]): Promise<void> {
    const raw = await composeScreenshotEmail({ from, to: app.config.IMAP_USER, images, authservId: app.config.MAIL_AUTHSERV_ID });
    await deliver(app, from, raw);
  }

  /** A plain email from the family member's own authenticated mailbox, its body the words they pasted. */
  async function sendPastedWords(from: string, lines: string[]): Promise<void> {
    const raw = Buffer.from(
      [
        `Authentication-Results: ${app.config.MAIL_AUTHSERV_ID}; spf=pass smtp.mailfrom=${from}; dkim=pass header.d=family.test; dmarc=pass header.from=family.test`,
        `From: Rose <${from}>`,
        `To: ${app.config.IMAP_USER}`,
        'Subject: is this real?',
        `Message-ID: <pasted-${Date.now()}@family.test>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        ...lines,
        '',
      ].join('\r\n'),
    );
    await deliver(app, from, raw);
  }

  it('a screenshot of a fake Canada Post $1.99 text comes back SCAM, with reasons, steps and what we read; nothing of it is kept', async () => {
    const grandma = uniqueEmail('grandma-texts');
    await registerFamilyMember(app, grandma);
    await sendScreenshots(grandma, [{ style: 'iphone', scheme: 'light', language: 'en', sender: '+1 (604) 555-0199', messages: [CANADA_POST] }]);

    const reply = await waitForReply(grandma, () => true, 60_000);
    expect(header(reply, 'x-scamcheck-risk-level')).toBe('dangerous');
    expect(reply.subject).toBe('SCAM — Text message from +1 (604) 555-0199');
    expect(reply.text).toContain('WHAT WE READ IN YOUR SCREENSHOT');
    expect(reply.text).toContain('Sent by: +1 (604) 555-0199');
    expect(reply.text).toContain('> Canada Post: Your parcel is held at our depot due to an unpaid shipping fee of $1.99.');
    expect(reply.text).toMatch(/Canada Post/);
    expect(reply.text).toMatch(/WHAT TO DO/);
    // The scam's link is quoted defused, never as a link.
    expect(reply.text).not.toContain('https://canadapost-redelivery.info');
    expect(reply.html).not.toContain('href="https://canadapost-redelivery.info');

    await waitForEmptyInbox(app);
    // response_sent is set after the outbox row is marked sent and its quoted words erased.
    await waitUntil('reply recorded as sent', async () => (await db.query('SELECT response_sent FROM email_inbox WHERE sender_email = $1', [grandma]))[0]?.response_sent === true);
    const rows = await db.query('SELECT * FROM email_inbox WHERE sender_email = $1', [grandma]);
    expect(rows).toHaveLength(1);
    expect(rows[0].outcome).toBe('analysed');
    expect(rows[0].original_sender).toBe('+1 (604) 555-0199');
    expect(rows[0].analysis_result).toMatchObject({ riskLevel: 'dangerous', channel: 'text', textSource: 'screenshot' });
    // Neither the message's words nor the image stay anywhere once the reply is sent.
    const deliveries = await db.query('SELECT payload FROM reply_deliveries WHERE recipient = $1', [grandma]);
    expect(deliveries).toHaveLength(1);
    expect(JSON.stringify([rows, deliveries])).not.toMatch(/unpaid shipping|depot|iVBORw0KGgo/);
    expect(await repliesIn(grandma)).toHaveLength(1);
  });

  it('a dark Android screenshot of a pharmacy’s “prescription ready” text, in French, comes back SAFE or CAUTION', async () => {
    const member = uniqueEmail('famille-texts');
    await registerFamilyMember(app, member, { language: 'fr' });
    await sendScreenshots(
      member,
      [{ style: 'android', scheme: 'dark', language: 'fr', sender: 'Pharmaprix', messages: ['Pharmaprix : Votre ordonnance est prête. Vous pouvez passer la chercher au comptoir de la pharmacie.'] }],
      'jpeg',
    );
    const reply = await waitForReply(member, () => true, 60_000);
    expect(['safe', 'suspicious']).toContain(header(reply, 'x-scamcheck-risk-level'));
    expect(reply.subject).toMatch(/Texto de Pharmaprix$/);
    expect(reply.text).toContain('Envoyé par : Pharmaprix'.replace(' :', '\u00a0:'));
    expect(reply.text).toContain('Votre ordonnance est prête');
  });

  it('an English shopper’s “prescription ready” screenshot comes back SAFE or CAUTION, never called junk mail', async () => {
    const member = uniqueEmail('shoppers-texts');
    await registerFamilyMember(app, member);
    await sendScreenshots(member, [
      { style: 'iphone', scheme: 'dark', language: 'en', sender: 'Shoppers Drug Mart', messages: ['Shoppers Drug Mart: Your prescription is ready for pickup at 123 Main St. Pharmacy hours: 9 am to 9 pm. Reply STOP to opt out.'] },
    ]);
    const reply = await waitForReply(member, () => true, 60_000);
    expect(['safe', 'suspicious']).toContain(header(reply, 'x-scamcheck-risk-level'));
    // A pharmacy's text is no sales pitch, and the model that learnt email does not judge texts.
    expect(reply.text).not.toMatch(/junk mail|sales pitch|wording and layout/i);
  });

  it('the words of a text pasted into an email are checked as a text message, not as mail from the family member', async () => {
    const member = uniqueEmail('pasted-texts');
    await registerFamilyMember(app, member);
    await sendPastedWords(member, ['From: 32424', 'CRA: You are eligible for a tax refund of $486.20. Claim your deposit before it expires: cra-refund-portal.com/claim']);
    const reply = await waitForReply(member, () => true, 60_000);
    expect(header(reply, 'x-scamcheck-risk-level')).toBe('dangerous');
    expect(reply.subject).toBe('SCAM — Text message from 32424');
    expect(reply.text).toContain('THE TEXT MESSAGE WE CHECKED');
    const rows = await db.query('SELECT original_sender, analysis_result FROM email_inbox WHERE sender_email = $1', [member]);
    expect(rows[0].original_sender).toBe('32424');
    expect(rows[0].analysis_result).toMatchObject({ channel: 'text', textSource: 'pasted' });
  });

  it("the words of a text pasted without its sender line are the family member's note: its bare domain is read as the link it is", async () => {
    const member = uniqueEmail('pasted-note');
    await registerFamilyMember(app, member);
    await sendPastedWords(member, ['Netflix: your payment was declined. Update your billing details to avoid the suspension of your account: netflix-billing-update.support/ca']);
    const reply = await waitForReply(member, () => true, 60_000);
    expect(header(reply, 'x-scamcheck-risk-level')).toBe('dangerous');
    expect(reply.text).toContain('netflix-billing-update.support');
  });

  it('an iPhone screenshot sent as HEIC is decoded and read like a PNG one: SCAM', async () => {
    // Rendered by renderTextScreenshot (iphone, light, the Canada Post text) and encoded with
    // Debian's libheif-examples: `heif-enc -q 30` (23 kB).
    const member = uniqueEmail('heic');
    await registerFamilyMember(app, member);
    const content = readFileSync(join(__dirname, '../fixtures/pipeline/iphone-text-canada-post.heic'));
    await sendImages(member, [{ content, filename: 'IMG_4521.HEIC', contentType: 'image/heic' }]);
    const reply = await waitForReply(member, () => true, 60_000);
    expect(header(reply, 'x-scamcheck-risk-level')).toBe('dangerous');
    expect(reply.subject).toBe('SCAM — Text message from +1 (604) 555-0199');
    expect(reply.text).toContain('> Canada Post: Your parcel is held at our depot');
  });

  it.each([
    ['a picture with no message in it', 'unreadable', /could not find the words of a text message/],
    ['a thumbnail', 'too-small', /too small/],
    ['a damaged HEIC picture', 'unsupported', /cannot open this picture/],
    ['a picture over the size limit', 'too-large', /larger than we can read/],
  ] as const)('%s gets a kind reply saying what to send instead, and no verdict', async (_name, problem, words) => {
    const member = uniqueEmail(`image-${problem}`);
    await registerFamilyMember(app, member);
    const image = await problemImage(problem);
    await sendImages(member, [image]);
    const reply = await waitForReply(member, () => true, 60_000);
    expect(reply.subject).toBe('We could not read your screenshot');
    expect(reply.text).toMatch(words);
    expect(reply.html).toContain('What to send instead');
    expect(header(reply, 'x-scamcheck-risk-level')).toBeUndefined();
    const rows = await db.query('SELECT outcome, analysis_result FROM email_inbox WHERE sender_email = $1', [member]);
    expect(rows).toEqual([{ outcome: problem === 'too-large' ? 'oversized' : 'unreadable', analysis_result: null }]);
    expect(await repliesIn(member)).toHaveLength(1);
  });

  async function problemImage(problem: 'unreadable' | 'too-small' | 'unsupported' | 'too-large'): Promise<{ content: Buffer; filename: string; contentType: string }> {
    const page = await browser.newPage({ viewport: { width: problem === 'too-small' ? 120 : 800, height: problem === 'too-small' ? 160 : 800 } });
    try {
      if (problem === 'unsupported') {
        const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(20_000, 7)]);
        return { content: heic, filename: 'IMG_4521.HEIC', contentType: 'image/heic' };
      }
      // A sunset gradient (no words), or noise too big to read (over OCR_MAX_IMAGE_BYTES).
      const html =
        problem === 'too-large'
          ? '<canvas id="c" width="800" height="800"></canvas><script>const x=document.getElementById("c").getContext("2d");const d=x.createImageData(800,800);for(let i=0;i<d.data.length;i++)d.data[i]=Math.random()*256|0;x.putImageData(d,0,0)</script>'
          : '<div style="width:100vw;height:100vh;background:linear-gradient(#f8b500,#fceabb,#5b86e5)"></div>';
      await page.setContent(`<body style="margin:0">${html}</body>`);
      return { content: await page.screenshot({ type: 'png' }), filename: 'IMG_0001.PNG', contentType: 'image/png' };
    } finally {
      await page.close();
    }
  }
});
