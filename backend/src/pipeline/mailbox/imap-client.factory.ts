import { ImapFlow, ImapFlowOptions } from 'imapflow';
import { AppConfig } from '../../platform/config/app-config';

/** Keyword set on a message once the intake queue has accepted its job. */
export const QUEUED_KEYWORD = '$ScamCheckQueued';
export const INBOX = 'INBOX';

/** A new imapflow client for the scanning mailbox (not connected). Errors are the caller's to listen for. */
export function createImapClient(config: AppConfig, extra: Partial<ImapFlowOptions> = {}): ImapFlow {
  return new ImapFlow({
    host: config.IMAP_HOST,
    port: config.IMAP_PORT,
    secure: config.IMAP_SECURE,
    auth: { user: config.IMAP_USER, pass: config.IMAP_PASSWORD },
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 120_000,
    ...extra,
  });
}

/** Creates a folder unless it exists (several processes may race: "already exists" is fine). */
export async function ensureFolder(client: ImapFlow, path: string): Promise<void> {
  const folders = await client.list();
  if (folders.some((f) => f.path === path)) return;
  try {
    await client.mailboxCreate(path);
  } catch (error) {
    const again = await client.list();
    if (!again.some((f) => f.path === path)) throw error;
  }
}

/** Milliseconds of the n-th reconnect back-off: 0.5 s doubling up to 30 s, with jitter. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
