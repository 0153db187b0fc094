import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { DataSource } from 'typeorm';
import { RunningDovecot, startDovecot } from '../../src/dev/dovecot-mailbox';
import { composeForward, deliverRaw } from '../../src/dev/forward.command';
import { freePort } from '../../src/dev/free-port';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { deliveryStatus, pipelineOverrides, registerFamilyMember, SCAM, waitUntil, closeApp } from './pipeline-support';

/** Messages in a mailbox of this test's own Dovecot. */
async function countMessages(port: number, address: string, folder = 'INBOX'): Promise<number> {
  const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: address, pass: 'family' }, logger: false });
  await client.connect();
  try {
    const status = await client.status(folder, { messages: true }).catch(() => false as const);
    return status ? (status.messages ?? 0) : 0;
  } finally {
    await client.logout().catch(() => undefined);
  }
}

describe('pipeline: the IMAP server restarts while the poller runs', () => {
  let dir: string;
  let dovecot: RunningDovecot;
  let imapPort: number;
  let lmtpPort: number;
  let app: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scamcheck-imap-restart-'));
    chmodSync(dir, 0o755);
    imapPort = await freePort();
    lmtpPort = await freePort();
    dovecot = await startDovecot({ dir, imapPort, lmtpPort, password: 'family' });
    app = await startTestApp(pipelineOverrides({ IMAP_PORT: String(imapPort), SMTP_PORT: String(lmtpPort) }));
  });
  afterAll(async () => {
    await closeApp(app);
    await dovecot?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function forwardTo(from: string): Promise<void> {
    const raw = await composeForward({ original: SCAM, from, to: app.config.IMAP_USER, style: 'gmail', authservId: 'mx.scamcheck.test' });
    await deliverRaw({ host: '127.0.0.1', port: lmtpPort, lmtp: true }, { from, to: app.config.IMAP_USER }, raw);
  }

  it('reconnects with back-off and answers what arrived before and after the restart, once each', async () => {
    const db = app.app.get(DataSource);
    const before = uniqueEmail('before');
    const during = uniqueEmail('during');
    await registerFamilyMember(app, before);
    await registerFamilyMember(app, during);
    await forwardTo(before);
    await waitUntil('first reply', async () => (await countMessages(imapPort, before)) === 1);

    await dovecot.stop();
    await new Promise((r) => setTimeout(r, 1500)); // the poller notices and backs off
    dovecot = await startDovecot({ dir, imapPort, lmtpPort, password: 'family' });
    await forwardTo(during);

    await waitUntil('reply after the restart', async () => (await countMessages(imapPort, during)) === 1, 45_000);
    await waitUntil('inbox emptied', async () => (await countMessages(imapPort, app.config.IMAP_USER)) === 0);
    expect(await countMessages(imapPort, app.config.IMAP_USER, 'Processed')).toBe(2);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await countMessages(imapPort, before)).toBe(1);
    expect(await countMessages(imapPort, during)).toBe(1);
    expect((await deliveryStatus(db, [before, during])).map((r) => r.status)).toEqual(['sent', 'sent']);
  }, 120_000);
});
