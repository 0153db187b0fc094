import { simpleParser } from 'mailparser';
import { createHash } from 'node:crypto';
import { readHeaderLines } from '../../analysis/parsing/header-reader';

/** What the header block of the forward (the "wrapper") says, read before the body is fetched. */
export interface WrapperHeaders {
  /** Lower-cased address of the forwarder ('' when there is none). */
  fromAddress: string;
  fromName: string;
  subject: string;
  messageId?: string;
  references: string[];
  /** Authentication-Results values, topmost first. */
  authenticationResults: string[];
  /** True for auto-replies, bounces and other machine mail that must never be answered. */
  automated: boolean;
}

/** A Message-ID we may echo in In-Reply-To / References: one `<…>` token, no whitespace or controls. */
const MESSAGE_ID = /^<[^<>\s\x00-\x1f\x7f]{1,250}>$/;

export function safeMessageId(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && MESSAGE_ID.test(v) ? v : undefined;
}

function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(/\s+/))
    .map((v) => safeMessageId(v))
    .filter((v): v is string => Boolean(v))
    .slice(-20);
}

export async function readWrapperHeaders(headerBlock: Buffer): Promise<WrapperHeaders> {
  const parsed = await simpleParser(Buffer.concat([headerBlock, Buffer.from('\r\n\r\n')]), { skipHtmlToText: true, skipTextToHtml: true });
  const lines = readHeaderLines(parsed.headerLines);
  const first = (key: string): string | undefined => lines.find((l) => l.key === key)?.value;
  const from = parsed.from?.value[0];
  const fromAddress = (from?.address ?? '').trim().toLowerCase();
  const autoSubmitted = (first('auto-submitted') ?? 'no').toLowerCase();
  const precedence = (first('precedence') ?? '').toLowerCase();
  const automated =
    !autoSubmitted.startsWith('no') ||
    ['bulk', 'junk', 'auto_reply'].includes(precedence) ||
    Boolean(first('x-autoreply') || first('x-autorespond')) ||
    /^(mailer-daemon|postmaster|no-?reply)@/.test(fromAddress);
  return {
    fromAddress,
    fromName: from?.name ?? '',
    subject: parsed.subject ?? '',
    messageId: safeMessageId(parsed.messageId),
    references: asList(parsed.references),
    authenticationResults: lines.filter((l) => l.key === 'authentication-results').map((l) => l.value),
    automated,
  };
}

/**
 * The idempotency key of a forwarded message (email_inbox.message_key): the same forward delivered
 * twice (same forwarder, same Message-ID) is one message. Without a Message-ID, the mailbox
 * coordinates are the key.
 */
export function messageKeyFor(headers: WrapperHeaders, uidValidity: string, uid: number): string {
  if (headers.messageId) {
    const digest = createHash('sha256').update(`${headers.fromAddress}\n${headers.messageId.trim()}`).digest('hex');
    return `mid:${digest}`;
  }
  return `imap:${uidValidity}:${uid}`;
}
