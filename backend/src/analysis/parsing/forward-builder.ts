/**
 * Wraps an original message the way a family member's mail client forwards it, for tests, the
 * eval command (measuring on forwarded originals) and the dev forward command. Each style copies
 * the marker, header labels, date format and HTML container of the real client, in English or
 * French. Inline styles quote the original's text (and HTML where the client sends HTML);
 * 'attached' sends the original untouched as a message/rfc822 attachment.
 */
import { escapeUTF8 } from 'entities';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { NamedAddress } from './address';
import { convertHtml } from './html-text';
import { normaliseTextUrl } from './links';
import { readMessage, type ReadMessage } from './message-reader';

export type ForwardClientStyle = 'gmail' | 'gmail-mobile' | 'outlook' | 'outlook-web' | 'apple' | 'yahoo' | 'thunderbird' | 'attached';

export interface BuildForwardOptions {
  style: ForwardClientStyle;
  /** The forwarder, e.g. `"Jane Doe" <jane@example.com>` or `jane@example.com`. */
  from: string;
  /** The scanning mailbox. */
  to: string;
  language?: 'en' | 'fr';
  /** The family member's own words above the forward. */
  note?: string;
  /** Date of the forward (default: now). */
  date?: Date;
  /** Extra headers on the forward, e.g. Authentication-Results as our receiving server would add. */
  headers?: Record<string, string>;
}

type Lang = 'en' | 'fr';

const DAYS: Record<Lang, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};
const MONTHS: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};
const FR_SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function clock12(d: Date, seconds = false): string {
  const h = d.getUTCHours() % 12 || 12;
  return `${h}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
}

function clock24(d: Date, seconds = false): string {
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
}

/** The original's date as each client prints it in the quoted header block. */
function formatDate(style: ForwardClientStyle, lang: Lang, d: Date): string {
  const day = DAYS[lang][d.getUTCDay()];
  const month = MONTHS[lang][d.getUTCMonth()];
  const dd = d.getUTCDate();
  const yyyy = d.getUTCFullYear();
  switch (style) {
    case 'gmail':
      return lang === 'fr'
        ? `${day.slice(0, 3)}. ${dd} ${FR_SHORT_MONTHS[d.getUTCMonth()]} ${yyyy} à ${clock24(d)}`
        : `${day.slice(0, 3)}, ${month.slice(0, 3)} ${dd}, ${yyyy} at ${clock12(d)}`;
    case 'gmail-mobile':
      return lang === 'fr'
        ? `${day.slice(0, 3)}. ${dd} ${FR_SHORT_MONTHS[d.getUTCMonth()]} ${yyyy}, ${clock24(d)}`
        : `${day.slice(0, 3)}, ${month.slice(0, 3)} ${dd}, ${yyyy}, ${clock24(d)}`;
    case 'outlook':
    case 'outlook-web':
      return lang === 'fr' ? `${day} ${dd} ${month} ${yyyy} ${clock24(d)}` : `${day}, ${month} ${dd}, ${yyyy} ${clock12(d)}`;
    case 'apple':
      return lang === 'fr' ? `${dd} ${month} ${yyyy} à ${clock24(d, true)} UTC` : `${dd} ${month} ${yyyy} at ${clock24(d, true)} GMT`;
    case 'yahoo':
      return lang === 'fr'
        ? `${day} ${dd} ${month} ${yyyy} à ${clock24(d, true)} UTC`
        : `${day}, ${month} ${dd}, ${yyyy}, ${pad(d.getUTCHours() % 12 || 12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'} GMT`;
    default:
      return d.toUTCString().replace('GMT', '+0000');
  }
}

function escapeHtml(s: string): string {
  return escapeUTF8(s);
}

/** Text → HTML the way webmail composers quote plain-text mail: escaped, <br> per line, URLs linked. */
function textToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      escapeHtml(line).replace(/\bhttps?:\/\/[^\s<>"]+/g, (found) => {
        const url = normaliseTextUrl(found);
        return `<a href="${url}">${url}</a>${found.slice(url.length)}`;
      }),
    )
    .join('<br>\n');
}

/**
 * The original's markup without its document shell (doctype, head, html/body tags), so that it can
 * be embedded in the forward. Content outside <body> is kept, as browsers and composers keep it
 * (and mailparser joins several HTML parts into one string).
 */
function bodyInnerHtml(html: string): string {
  return html
    .replace(/<!doctype[^>]*>/gi, '')
    .replace(/<head\b[\s\S]*?<\/head\s*>/gi, '')
    .replace(/<\/?(?:html|body)\b[^>]*>/gi, '');
}

function formatAddress(a: NamedAddress, style: 'angle' | 'mailto' = 'angle'): string {
  if (!a.address) return a.name;
  if (!a.name) return style === 'mailto' ? a.address : `<${a.address}>`;
  return style === 'mailto' ? `${a.name} [mailto:${a.address}]` : `${a.name} <${a.address}>`;
}

function formatSenders(q: Quoted, style: 'angle' | 'mailto' = 'angle'): string {
  return q.senders.map((a) => formatAddress(a, style)).join(', ');
}

function htmlSenders(q: Quoted): string {
  return q.senders.map(htmlAddress).join(', ');
}

function htmlAddress(a: NamedAddress): string {
  if (!a.address) return escapeHtml(a.name);
  const link = `&lt;<a href="mailto:${escapeHtml(a.address)}">${escapeHtml(a.address)}</a>&gt;`;
  return a.name ? `${escapeHtml(a.name)} ${link}` : link;
}

interface Quoted {
  /** Every mailbox of the original's From line: clients print them all, comma-separated. */
  senders: NamedAddress[];
  to: string;
  toAddress: NamedAddress;
  subject: string;
  date: string;
  replyTo?: NamedAddress;
  text: string;
  html: string;
}

interface Rendered {
  subjectPrefix: string;
  text: string;
  html?: string;
}

function noteText(note: string | undefined): string {
  return note ? `${note}\n\n` : '';
}

function noteHtml(note: string | undefined): string {
  return note ? `<div>${textToHtml(note)}</div>` : '';
}

function renderGmail(q: Quoted, lang: Lang, note: string | undefined, mobile: boolean): Rendered {
  const marker = lang === 'fr' ? '---------- Message transféré ---------' : '---------- Forwarded message ---------';
  const [from, date, subject, to] = lang === 'fr' ? ['De :', 'Date :', 'Subject:', 'To:'] : ['From:', 'Date:', 'Subject:', 'To:'];
  const text = `${noteText(note)}${marker}\n${from} ${formatSenders(q)}\n${date} ${q.date}\n${subject} ${q.subject}\n${to} ${q.to}\n\n\n${q.text}\n`;
  const sender = q.senders
    .map((a) => {
      const address = a.address ? `<span dir="auto">&lt;<a href="mailto:${escapeHtml(a.address)}">${escapeHtml(a.address)}</a>&gt;</span>` : '';
      return a.name ? `<strong class="gmail_sendername" dir="auto">${escapeHtml(a.name)}</strong>${address ? ` ${address}` : ''}` : address;
    })
    .join(', ');
  const html =
    `<div dir="${mobile ? 'auto' : 'ltr'}">${note ? `${textToHtml(note)}<br>` : ''}<br><div class="gmail_quote${mobile ? ' gmail_quote_container' : ''}">` +
    `<div dir="ltr" class="gmail_attr">${marker}<br>${from} ${sender}<br>${date} ${escapeHtml(q.date)}<br>` +
    `${subject} ${escapeHtml(q.subject)}<br>${to} ${htmlAddress(q.toAddress)}<br></div><br><br>${q.html}</div></div>\n`;
  return { subjectPrefix: 'Fwd: ', text, html };
}

function renderOutlook(q: Quoted, lang: Lang, note: string | undefined, web: boolean): Rendered {
  const fr = lang === 'fr';
  const [from, sent, to, subject] = fr ? ['De :', 'Envoyé :', 'À :', 'Objet :'] : ['From:', 'Sent:', 'To:', 'Subject:'];
  const marker = web ? '________________________________' : fr ? "-----Message d'origine-----" : '-----Original Message-----';
  const fromText = formatSenders(q, web ? 'angle' : 'mailto');
  const text = `${noteText(note)}${marker}\n${from} ${fromText}\n${sent} ${q.date}\n${to} ${q.to}\n${subject} ${q.subject}\n\n${q.text}\n`;
  const headerHtml =
    `<b>${from}</b> ${escapeHtml(fromText)}<br><b>${sent}</b> ${escapeHtml(q.date)}<br>` +
    `<b>${to}</b> ${escapeHtml(q.to)}<br><b>${subject}</b> ${escapeHtml(q.subject)}`;
  const html = web
    ? `<div dir="ltr"><div style="font-family: Aptos, sans-serif; font-size: 12pt;">${noteHtml(note)}</div><div id="appendonsend"></div>` +
      `<hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000">` +
      `${headerHtml}</font><div>&nbsp;</div></div>${q.html}</div>\n`
    : `<html><body lang="${fr ? 'FR' : 'EN-US'}"><div class="WordSection1"><p class="MsoNormal">${note ? textToHtml(note) : '&nbsp;'}</p>` +
      `<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal">${headerHtml}</p></div></div>` +
      `<p class="MsoNormal">&nbsp;</p>${q.html}</div></body></html>\n`;
  return { subjectPrefix: fr ? 'TR: ' : 'FW: ', text, html };
}

function renderApple(q: Quoted, lang: Lang, note: string | undefined): Rendered {
  const fr = lang === 'fr';
  const marker = fr ? 'Début du message réexpédié :' : 'Begin forwarded message:';
  const labels = fr ? ['De:', 'Objet:', 'Date:', 'À:', 'Répondre à:'] : ['From:', 'Subject:', 'Date:', 'To:', 'Reply-To:'];
  const rows: [string, string, string][] = [
    [labels[0], formatSenders(q), htmlSenders(q)],
    [labels[1], q.subject, `<b>${escapeHtml(q.subject)}</b>`],
    [labels[2], q.date, escapeHtml(q.date)],
    [labels[3], q.to, htmlAddress(q.toAddress)],
  ];
  if (q.replyTo) rows.push([labels[4], formatAddress(q.replyTo), htmlAddress(q.replyTo)]);
  const text = `${noteText(note)}${marker}\n\n${rows.map(([l, v]) => `${l} ${v}`).join('\n')}\n\n${q.text}\n`;
  const rowHtml = rows
    .map(([l, , v]) => `<div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;"><b>${l} </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">${v}<br></span></div>`)
    .join('');
  const html =
    `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word;">` +
    `${noteHtml(note)}<div><br><blockquote type="cite"><div>${escapeHtml(marker)}</div><br class="Apple-interchange-newline">${rowHtml}<br><div>${q.html}</div></blockquote></div></body></html>\n`;
  return { subjectPrefix: 'Fwd: ', text, html };
}

function renderYahoo(q: Quoted, lang: Lang, note: string | undefined): Rendered {
  const fr = lang === 'fr';
  const marker = fr ? '----- Message transféré -----' : '----- Forwarded Message -----';
  const [from, to, sent, subject] = fr ? ['De :', 'À :', 'Envoyé :', 'Objet :'] : ['From:', 'To:', 'Sent:', 'Subject:'];
  const toYahoo = q.toAddress.address ? `${q.toAddress.address} <${q.toAddress.address}>` : q.to;
  const text = `${noteText(note)}\n${marker}\n${from} ${formatSenders(q)}\n${to} ${toYahoo}\n${sent} ${q.date}\n${subject} ${q.subject}\n\n${q.text}\n`;
  const html =
    `<html><head></head><body><div class="ydp3f1c2a3byahoo-style-wrap" style="font-family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:13px;">${noteHtml(note)}<div><br></div></div>` +
    `<div id="ydp3f1c2a3byahoo_quoted_8241570391" class="ydp3f1c2a3byahoo_quoted"><div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;">` +
    `<div>${marker}</div><div>${from} ${escapeHtml(formatSenders(q))}</div><div>${to} ${escapeHtml(toYahoo)}</div><div>${sent} ${escapeHtml(q.date)}</div>` +
    `<div>${subject} ${escapeHtml(q.subject)}</div><div><br></div><div><br></div>${q.html}</div></div></body></html>\n`;
  return { subjectPrefix: 'Fwd: ', text, html };
}

function renderThunderbird(q: Quoted, lang: Lang, note: string | undefined): Rendered {
  const fr = lang === 'fr';
  const marker = fr ? '-------- Message transféré --------' : '-------- Forwarded Message --------';
  const labels = fr ? ['Sujet :', 'Date :', 'De :', 'Répondre à :', 'Pour :'] : ['Subject:', 'Date:', 'From:', 'Reply-To:', 'To:'];
  const rows: [string, string][] = [
    [labels[0], q.subject],
    [labels[1], q.date],
    [labels[2], formatSenders(q)],
  ];
  if (q.replyTo) rows.push([labels[3], formatAddress(q.replyTo)]);
  rows.push([labels[4], q.to]);
  const text = `${noteText(note)}\n${marker}\n${rows.map(([l, v]) => `${l} \t${v}`).join('\n')}\n\n\n\n${q.text}\n`;
  const rowHtml = rows.map(([l, v]) => `<tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">${escapeHtml(l)} </th><td>${escapeHtml(v)}</td></tr>`).join('');
  const html =
    `<html><head><meta http-equiv="content-type" content="text/html; charset=UTF-8"></head><body><p>${note ? textToHtml(note) : '<br>'}</p>` +
    `<div class="moz-forward-container"><br><br>${marker}<table class="moz-email-headers-table" cellspacing="0" cellpadding="0" border="0"><tbody>${rowHtml}</tbody></table><br><br>${q.html}</div></body></html>\n`;
  return { subjectPrefix: 'Fwd: ', text, html };
}

function quoteOriginal(original: ReadMessage, style: ForwardClientStyle, lang: Lang, fallbackDate: Date): Quoted {
  const parsedDate = original.date ? new Date(original.date) : null;
  const date = parsedDate && !Number.isNaN(parsedDate.getTime()) ? parsedDate : fallbackDate;
  const toLine = original.headerLines.find((h) => h.key === 'to')?.value ?? '';
  const toAddress: NamedAddress = /<([^>]+)>/.exec(toLine)
    ? { name: toLine.replace(/<[^>]+>/, '').replace(/"/g, '').trim(), address: /<([^>]+)>/.exec(toLine)?.[1] ?? '' }
    : { name: '', address: toLine.trim() };
  const htmlText = original.html ? convertHtml(original.html).text : '';
  const text = original.text.trim() ? original.text.trimEnd() : htmlText;
  return {
    senders: original.senders.length > 0 ? original.senders : [original.from],
    to: formatAddress(toAddress),
    toAddress,
    subject: original.subject,
    date: style === 'thunderbird' ? (original.headerLines.find((h) => h.key === 'date')?.value ?? formatDate(style, lang, date)) : formatDate(style, lang, date),
    replyTo: original.replyTo[0],
    text,
    html: original.html ? bodyInnerHtml(original.html) : textToHtml(text),
  };
}

function render(style: ForwardClientStyle, q: Quoted, lang: Lang, note: string | undefined): Rendered {
  switch (style) {
    case 'gmail':
      return renderGmail(q, lang, note, false);
    case 'gmail-mobile':
      return renderGmail(q, lang, note, true);
    case 'outlook':
      return renderOutlook(q, lang, note, false);
    case 'outlook-web':
      return renderOutlook(q, lang, note, true);
    case 'apple':
      return renderApple(q, lang, note);
    case 'yahoo':
      return renderYahoo(q, lang, note);
    case 'thunderbird':
      return renderThunderbird(q, lang, note);
    case 'attached':
      return { subjectPrefix: 'Fwd: ', text: note ?? '', html: note ? `<div dir="ltr">${textToHtml(note)}</div>\n` : undefined };
  }
}

export async function buildForward(originalRaw: Buffer, opts: BuildForwardOptions): Promise<Buffer> {
  const lang: Lang = opts.language ?? 'en';
  const date = opts.date ?? new Date();
  const original = await readMessage(originalRaw);
  const quoted = quoteOriginal(original, opts.style, lang, date);
  const rendered = render(opts.style, quoted, lang, opts.note);
  const mail: Mail.Options = {
    from: opts.from,
    to: opts.to,
    subject: `${rendered.subjectPrefix}${original.subject}`,
    date,
    text: rendered.text,
    ...(rendered.html ? { html: rendered.html } : {}),
    headers: opts.headers ?? {},
  };
  if (opts.style === 'attached') {
    mail.attachments = [
      {
        filename: `${(original.subject || 'message').replace(/[\\/:*?"<>|\r\n]+/g, ' ').slice(0, 80)}.eml`,
        content: originalRaw,
        contentType: 'message/rfc822',
        contentDisposition: 'attachment',
      },
    ];
  } else {
    // Clients re-attach the original's files to an inline forward.
    mail.attachments = original.attachments
      .filter((att) => !att.related)
      .map((att) => ({ filename: att.filename, content: att.content, contentType: att.contentType }));
  }
  return new MailComposer(mail).compile().build();
}
