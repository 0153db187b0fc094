/** Describes attachments for the detectors: archive contents, Office macros, HTML forms. */
import type { EmailAttachment } from '../analysis.types';
import { PARSING_LIMITS } from './parsing.limits';
import { listZipEntries } from './zip-listing';

export interface RawAttachment {
  filename?: string;
  contentType: string;
  content: Buffer;
  size?: number;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// OLE directory entries are UTF-16LE: documents with macros hold a "_VBA_PROJECT" stream
const OLE_VBA_MARKERS = [Buffer.from('_VBA_PROJECT', 'utf16le'), Buffer.from('VBA_PROJECT', 'utf16le')];
const OOXML_EXTENSIONS = /\.(docx|docm|dotm|xlsx|xlsm|xltm|xlsb|xlam|pptx|pptm|potm|ppsm)$/i;
const ARCHIVE_EXTENSIONS = /\.(zip|jar)$/i;
const HTML_EXTENSIONS = /\.(html?|shtml|xhtml|svg)$/i;
const FORM_RE = /<form\b/i;
const PASSWORD_RE = /<input\b[^>]{0,500}?\btype\s*=\s*["']?password/i;

function startsWith(buf: Buffer, magic: Buffer): boolean {
  return buf.length >= magic.length && buf.subarray(0, magic.length).equals(magic);
}

function inspectZip(att: EmailAttachment, content: Buffer, filename: string): void {
  const entries = listZipEntries(content, PARSING_LIMITS.maxArchiveEntries * 5);
  if (!entries) return;
  const isOoxml = OOXML_EXTENSIONS.test(filename) || entries.includes('[Content_Types].xml');
  if (entries.some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) att.hasMacros = true;
  if (!isOoxml || ARCHIVE_EXTENSIONS.test(filename)) {
    att.innerFilenames = entries.slice(0, PARSING_LIMITS.maxArchiveEntries);
  }
}

function inspectHtml(att: EmailAttachment, content: Buffer): void {
  const text = content.subarray(0, PARSING_LIMITS.maxHtmlAttachmentBytes).toString('latin1');
  if (FORM_RE.test(text) || PASSWORD_RE.test(text)) att.hasForm = true;
}

export function describeAttachment(raw: RawAttachment): EmailAttachment {
  const filename = (raw.filename ?? '').slice(0, 255);
  const contentType = (raw.contentType || 'application/octet-stream').toLowerCase();
  const content = raw.content;
  const att: EmailAttachment = { filename, contentType, size: raw.size ?? content.length };
  if (startsWith(content, ZIP_MAGIC) || startsWith(content, EMPTY_ZIP_MAGIC)) {
    inspectZip(att, content, filename);
  } else if (startsWith(content, OLE_MAGIC)) {
    if (OLE_VBA_MARKERS.some((marker) => content.indexOf(marker) >= 0)) att.hasMacros = true;
  } else if (contentType === 'text/html' || contentType === 'image/svg+xml' || HTML_EXTENSIONS.test(filename)) {
    inspectHtml(att, content);
  }
  return att;
}
