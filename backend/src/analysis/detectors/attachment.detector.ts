/**
 * Attachments that can run code or harvest passwords when opened.
 */
import type { EmailAttachment } from '../analysis.types';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

/** Files a double-click runs on a family's Windows PC, Mac or Android phone (a Unix .sh script on a technical list is not one). */
const EXECUTABLE = /\.(?:exe|scr|pif|com|bat|cmd|msi|msp|jar|js|jse|vbs|vbe|wsf|wsh|ps1|psm1|hta|lnk|cpl|reg|dll|apk|app|dmg|pkg|command|url|iso|img|vhd|vhdx|xll|appx|msix|one|chm)$/i;
const ARCHIVE = /\.(?:zip|rar|7z|gz|tgz|tar|cab|arj|ace|lzh|xz|bz2|z)$/i;
const HTML = /\.(?:html?|shtml|xhtml|mht|mhtml|svg)$/i;
const MACRO_DOC = /\.(?:docm|xlsm|pptm|dotm|xltm|xlam|ppam|xlsb)$/i;
const OFFICE_OLD = /\.(?:doc|xls|ppt)$/i;
/** "invoice.pdf.exe", "scan.jpg   .js": a harmless-looking extension hiding the real one. */
const DOUBLE_EXT = /\.(?:pdf|docx?|xlsx?|jpe?g|png|txt)\s*\.[a-z0-9]{2,4}$/i;

function baseName(name: string): string {
  return name.trim().toLowerCase().slice(-200);
}

export function attachmentDetector(ctx: EmailContext): Finding[] {
  const findings: Finding[] = [];
  const atts: EmailAttachment[] = (ctx.email.attachments ?? []).slice(0, 50);
  for (const att of atts) {
    const name = baseName(att.filename ?? '');
    const type = (att.contentType ?? '').toLowerCase();
    if (EXECUTABLE.test(name) || /x-msdownload|x-msdos-program|x-executable|javascript|vbscript|hta/.test(type)) {
      findings.push(signal('attachment-executable', `program attached: ${name}`, { params: { name } }));
    } else if (DOUBLE_EXT.test(name)) {
      findings.push(signal('attachment-double-extension', `disguised file name ${name}`, { params: { name } }));
    } else if (HTML.test(name) || type === 'text/html') {
      findings.push(signal(att.hasForm ? 'attachment-html-form' : 'attachment-html', `web page attached: ${name}${att.hasForm ? ' with a form' : ''}`, { params: { name } }));
    } else if (MACRO_DOC.test(name) || att.hasMacros) {
      findings.push(signal('attachment-macro', `document with macros: ${name}`, { params: { name } }));
    } else if (ARCHIVE.test(name) || /zip|rar|7z|compressed/.test(type)) {
      const inner = (att.innerFilenames ?? []).slice(0, 200).map(baseName);
      const bad = inner.find((n) => EXECUTABLE.test(n) || HTML.test(n) || MACRO_DOC.test(n) || DOUBLE_EXT.test(n));
      if (bad) {
        findings.push(signal('attachment-archive-program', `archive ${name} holds ${bad}`, { params: { name } }));
      } else {
        findings.push(signal('attachment-archive', `archive attached: ${name}`, { params: { name } }));
      }
    } else if (OFFICE_OLD.test(name)) {
      findings.push(signal('attachment-old-office', `old Office document ${name}`));
    }
    if (findings.length >= 5) break;
  }
  return findings;
}
