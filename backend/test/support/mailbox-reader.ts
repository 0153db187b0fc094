import { ImapFlow } from 'imapflow';
import { simpleParser, ParsedMail } from 'mailparser';

/** Reads a test mailbox over IMAP, as a family member's mail client would. */
export async function waitForMail(
  address: string,
  predicate: (mail: ParsedMail) => boolean = () => true,
  { timeoutMs = 20_000, password = 'family' } = {},
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readAll(address, password)).find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no matching mail for ${address} within ${timeoutMs} ms`);
}

export async function readAll(address: string, password = 'family'): Promise<ParsedMail[]> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: Number(process.env.TEST_IMAP_PORT),
    secure: false,
    auth: { user: address, pass: password },
    logger: false,
  });
  await client.connect();
  const mails: ParsedMail[] = [];
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const mailbox = client.mailbox;
      if (mailbox && mailbox.exists > 0) {
        for await (const msg of client.fetch('1:*', { source: true })) {
          if (msg.source) mails.push(await simpleParser(msg.source));
        }
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => undefined);
  }
  return mails;
}

/** The first link in a mail's text that starts with the given prefix. */
export function linkFrom(mail: ParsedMail, prefix: string): string {
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}[^\\s"'<>]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
