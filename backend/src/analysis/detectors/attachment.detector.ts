/**
 * Attachments that can run code or harvest passwords when opened.
 */
import type { EmailAttachment } from '../analysis.types';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';

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
      findings.push({ detector: 'attachment-executable', weight: 3.5, evidence: `program attached: ${name}`, reason: 'attachmentProgram', params: { name }, topic: 'attachment' });
    } else if (DOUBLE_EXT.test(name)) {
      findings.push({ detector: 'attachment-double-extension', weight: 3, evidence: `disguised file name ${name}`, reason: 'attachmentProgram', params: { name }, topic: 'attachment' });
    } else if (HTML.test(name) || type === 'text/html') {
      const weight = att.hasForm ? 3 : 1.6;
      findings.push({ detector: att.hasForm ? 'attachment-html-form' : 'attachment-html', weight, evidence: `web page attached: ${name}${att.hasForm ? ' with a form' : ''}`, reason: att.hasForm ? 'attachmentForm' : 'attachmentHtml', params: { name }, topic: 'attachment' });
    } else if (MACRO_DOC.test(name) || att.hasMacros) {
      findings.push({ detector: 'attachment-macro', weight: 2.5, evidence: `document with macros: ${name}`, reason: 'attachmentMacro', params: { name }, topic: 'attachment' });
    } else if (ARCHIVE.test(name) || /zip|rar|7z|compressed/.test(type)) {
      const inner = (att.innerFilenames ?? []).slice(0, 200).map(baseName);
      const bad = inner.find((n) => EXECUTABLE.test(n) || HTML.test(n) || MACRO_DOC.test(n) || DOUBLE_EXT.test(n));
      if (bad) {
        findings.push({ detector: 'attachment-archive-program', weight: 3.2, evidence: `archive ${name} holds ${bad}`, reason: 'attachmentArchive', params: { name }, topic: 'attachment' });
      } else {
        findings.push({ detector: 'attachment-archive', weight: 0.8, evidence: `archive attached: ${name}`, reason: 'attachmentArchiveUnknown', params: { name }, topic: 'attachment' });
      }
    } else if (OFFICE_OLD.test(name)) {
      findings.push({ detector: 'attachment-old-office', weight: 0.3, evidence: `old Office document ${name}` });
    }
    if (findings.length >= 5) break;
  }
  return findings;
}
