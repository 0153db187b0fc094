import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../src/platform/database/scratch-database';
import { startDovecot } from '../../src/dev/dovecot-mailbox';
import { freePort } from '../../src/dev/free-port';

export const STATE_FILE = join(tmpdir(), `scamcheck-jest-${process.ppid}-state.json`);

/**
 * Once per test run: a throwaway PostgreSQL database with every migration applied, and a real
 * Dovecot (IMAP + LMTP) in a temporary directory. Both are removed by global-teardown.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `scamcheck_test_${process.pid}_${Date.now().toString(36)}`;
  const { url: databaseUrl } = await createScratchDatabase(adminUrl, dbName);

  const dir = mkdtempSync(join(tmpdir(), 'scamcheck-test-mail-'));
  chmodSync(dir, 0o755); // Dovecot's mail processes run as the mail user and must reach the mail directory.
  const imapPort = await freePort();
  const lmtpPort = await freePort();
  const dovecot = await startDovecot({ dir, imapPort, lmtpPort, password: 'family' });

  process.env.TEST_DATABASE_URL = databaseUrl;
  process.env.TEST_IMAP_PORT = String(imapPort);
  process.env.TEST_LMTP_PORT = String(lmtpPort);
  process.env.TEST_MAIL_DIR = dir;
  (globalThis as { __SCAMCHECK_DOVECOT__?: unknown }).__SCAMCHECK_DOVECOT__ = dovecot;
  writeFileSync(STATE_FILE, JSON.stringify({ adminUrl, dbName, dir, dovecotPid: dovecot.pid }));
}
