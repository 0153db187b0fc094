/**
 * Renders realistic text-message screenshots from words, with headless Chromium (playwright-core):
 * the project's own OCR fixtures for the tests and `npm run bench:ocr`. Two looks (an iPhone's
 * Messages, an Android phone's Messages), light or dark, at the phones' pixel density (3x).
 * Nothing is fetched: the page is built from a string and the network is blocked.
 */
import type { Browser } from 'playwright-core';
import { authenticationResultsHeader } from './forward.command';

export type PhoneStyle = 'iphone' | 'android';
export type ColourScheme = 'light' | 'dark';

export interface TextScreenshotSpec {
  style: PhoneStyle;
  scheme: ColourScheme;
  language: 'en' | 'fr';
  /** What the phone shows at the top: a number, a short code or a contact name. */
  sender: string;
  /** The received messages, oldest first. */
  messages: string[];
  /** Shown above the first bubble ("Today 9:41 AM"). */
  when?: string;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Links show underlined, as phones show them. */
function bubbleHtml(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+|www\.[^\s<]+)/g, '<u>$1</u>');
}

const LABELS = {
  en: { today: 'Today', message: 'Text Message', input: 'Text message', iMessage: 'Text Message • SMS' },
  fr: { today: 'Aujourd’hui', message: 'Message texte', input: 'Message texte', iMessage: 'Message texte • SMS' },
} as const;

function pageHtml(spec: TextScreenshotSpec): string {
  const dark = spec.scheme === 'dark';
  const labels = LABELS[spec.language];
  const when = escapeHtml(spec.when ?? `${labels.today} 9:41`);
  const sender = escapeHtml(spec.sender);
  const bubbles = spec.messages.map((m) => `<div class="bubble">${bubbleHtml(m)}</div>`).join('');
  if (spec.style === 'iphone') {
    const bg = dark ? '#000' : '#fff';
    const fg = dark ? '#fff' : '#000';
    const bubble = dark ? '#262628' : '#e9e9eb';
    const muted = dark ? '#8e8e93' : '#8a8a8e';
    return `<!doctype html><html><head><meta charset="utf-8"><style>
      body{margin:0;background:${bg};color:${fg};font-family:"Liberation Sans","DejaVu Sans",sans-serif;width:390px;height:844px;overflow:hidden}
      .status{display:flex;justify-content:space-between;padding:14px 28px 0;font-weight:600;font-size:16px}
      .head{display:flex;flex-direction:column;align-items:center;padding:10px 0 8px;border-bottom:1px solid ${dark ? '#222' : '#ddd'};background:${dark ? '#111' : '#f6f6f6'}}
      .back{position:absolute;left:12px;top:62px;color:#0a84ff;font-size:30px}
      .avatar{width:52px;height:52px;border-radius:50%;background:linear-gradient(#a5a9b3,#878b94);display:flex;align-items:center;justify-content:center;color:#fff;font-size:26px}
      .name{font-size:13px;margin-top:5px}
      .meta{text-align:center;color:${muted};font-size:12px;margin:14px 0 6px}
      .bubble{background:${bubble};border-radius:18px;padding:8px 13px;margin:4px 70px 4px 14px;font-size:17px;line-height:22px;width:fit-content;max-width:280px;word-wrap:break-word}
      .bubble u{color:${dark ? '#fff' : '#000'}}
      .input{position:absolute;bottom:30px;left:56px;right:14px;border:1px solid ${dark ? '#333' : '#ccc'};border-radius:18px;padding:7px 14px;color:${muted};font-size:16px}
    </style></head><body>
      <div class="status"><span>9:41</span><span>▂▄▆ ▭</span></div>
      <div class="back">‹</div>
      <div class="head"><div class="avatar"></div><div class="name">${sender} ›</div></div>
      <div class="meta">${escapeHtml(labels.iMessage)}<br>${when}</div>
      ${bubbles}
      <div class="input">${escapeHtml(labels.input)}</div>
    </body></html>`;
  }
  const bg = dark ? '#121212' : '#ffffff';
  const fg = dark ? '#e3e3e3' : '#1f1f1f';
  const bubble = dark ? '#303134' : '#e9eef6';
  const muted = dark ? '#9aa0a6' : '#5f6368';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body{margin:0;background:${bg};color:${fg};font-family:"DejaVu Sans","Liberation Sans",sans-serif;width:412px;height:892px;overflow:hidden}
    .status{display:flex;justify-content:space-between;padding:8px 20px;font-size:14px}
    .bar{display:flex;align-items:center;gap:14px;padding:10px 16px;font-size:20px}
    .avatar{width:40px;height:40px;border-radius:50%;background:#7cacf8;display:flex;align-items:center;justify-content:center;color:#062e6f;font-size:18px}
    .meta{text-align:center;color:${muted};font-size:12px;margin:18px 0 8px}
    .row{display:flex;align-items:flex-end;gap:8px;margin:4px 60px 4px 12px}
    .small{width:30px;height:30px;border-radius:50%;background:#7cacf8;flex:none}
    .bubble{background:${bubble};border-radius:20px;padding:10px 14px;font-size:16px;line-height:22px;max-width:290px;word-wrap:break-word}
    .bubble u{color:${dark ? '#a8c7fa' : '#0b57d0'}}
    .input{position:absolute;bottom:24px;left:14px;right:14px;background:${dark ? '#2b2b2b' : '#eef1f8'};border-radius:24px;padding:12px 18px;color:${muted};font-size:16px}
  </style></head><body>
    <div class="status"><span>9:41</span><span>▼◢ ▮</span></div>
    <div class="bar"><span>←</span><div class="avatar">${sender.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 1) || '#'}</div><span>${sender}</span></div>
    <div class="meta">${escapeHtml(labels.message)} · ${when}</div>
    ${spec.messages.map((m) => `<div class="row"><div class="small"></div><div class="bubble">${bubbleHtml(m)}</div></div>`).join('')}
    <div class="input">${escapeHtml(labels.input)}</div>
  </body></html>`;
}

/** Launches the system Chromium headless, network blocked (the pages need nothing from outside). */
export async function launchScreenshotBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** One screenshot as PNG (or JPEG at quality 85, as phones share them). */
export async function renderTextScreenshot(browser: Browser, spec: TextScreenshotSpec, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const size = spec.style === 'iphone' ? { width: 390, height: 844 } : { width: 412, height: 892 };
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 3, colorScheme: spec.scheme, offline: true });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    await page.setContent(pageHtml(spec), { waitUntil: 'load' });
    return await page.screenshot({ type: format, ...(format === 'jpeg' ? { quality: 85 } : {}) });
  } finally {
    await context.close();
  }
}

export interface ScreenshotEmailRequest {
  from: string;
  to: string;
  /** What the family member types; phones add none by default. */
  subject?: string;
  note?: string;
  images: { content: Buffer; filename: string; contentType: string }[];
  /** Adds the Authentication-Results header our receiving server would (SPF, DKIM, DMARC pass). */
  authservId?: string;
}

/**
 * The email a phone sends when its owner shares a screenshot to the scanning address: a short
 * text part (the phone's signature) and the images as attachments.
 */
export async function composeScreenshotEmail(req: ScreenshotEmailRequest): Promise<Buffer> {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const mail = new MailComposer({
    from: req.from,
    to: req.to,
    subject: req.subject ?? '',
    text: `${req.note ?? ''}\n\nSent from my iPhone\n`.trimStart(),
    attachments: req.images.map((image) => ({ filename: image.filename, content: image.content, contentType: image.contentType, contentDisposition: 'inline' as const })),
  });
  const raw = await mail.compile().build();
  const header = req.authservId ? authenticationResultsHeader(req.authservId, req.from, 'pass') : null;
  return header ? Buffer.concat([Buffer.from(`${header}\r\n`), raw]) : raw;
}
