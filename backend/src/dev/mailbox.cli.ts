/**
 * Dev mailbox: `node dist/dev/mailbox.cli.js start` runs Dovecot (IMAP + LMTP) on loopback in the
 * foreground from a generated config, mail under <repo>/.data/mailbox (override with MAILBOX_DIR).
 * Every address is a mailbox with the development password (IMAP_PASSWORD, default 'family'):
 * the scanning mailbox (SCAN_MAILBOX_ADDRESS) and any family test address. Ctrl-C stops it.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../platform/config/app-config';
import { startDovecot } from './dovecot-mailbox';

export function defaultMailboxDir(): string {
  return process.env.MAILBOX_DIR ?? resolve(__dirname, '..', '..', '..', '.data', 'mailbox');
}

async function start(): Promise<void> {
  const config = loadConfig();
  const dir = defaultMailboxDir();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const dovecot = await startDovecot({ dir, imapPort: config.IMAP_PORT, lmtpPort: config.SMTP_PORT, password: config.IMAP_PASSWORD });
  process.stdout.write(
    `Mailbox running (pid ${dovecot.pid}): IMAP 127.0.0.1:${config.IMAP_PORT}, LMTP 127.0.0.1:${config.SMTP_PORT}, data ${dir}\n` +
      `  scanning mailbox ${config.SCAN_MAILBOX_ADDRESS}; any address (e.g. grandma@family.local) is a mailbox, password '${config.IMAP_PASSWORD}'\n` +
      `  log: ${join(dir, 'dovecot.log')}\n`,
  );
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    dovecot.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await new Promise<never>(() => undefined);
}

if (require.main === module) {
  const command = process.argv[2] ?? 'start';
  if (command !== 'start') {
    process.stderr.write('Usage: mailbox.cli start\n');
    process.exit(2);
  }
  start().catch((error: unknown) => {
    process.stderr.write(`mailbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
