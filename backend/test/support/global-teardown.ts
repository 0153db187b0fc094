import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dropScratchDatabase } from '../../src/platform/database/scratch-database';
import type { RunningDovecot } from '../../src/dev/dovecot-mailbox';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const dovecot = (globalThis as { __SCAMCHECK_DOVECOT__?: RunningDovecot }).__SCAMCHECK_DOVECOT__;
  if (dovecot) await dovecot.stop();
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { adminUrl: string; dbName: string; dir: string };
  await dropScratchDatabase(state.adminUrl, state.dbName);
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
