import { ImapFlow } from 'imapflow';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { newNonce } from '../../src/platform/links/signed-link';
import { SignedLinksService } from '../../src/platform/links/signed-links.service';
import { ReplyOutboxSweeper } from '../../src/pipeline/replies/reply-outbox.sweeper';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { forward, NEWSLETTER, pipelineOverrides, registerFamilyMember, waitForReply, waitUntil, closeApp } from './pipeline-support';

async function withMailbox<T>(address: string, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({ host: '127.0.0.1', port: Number(process.env.TEST_IMAP_PORT), secure: false, auth: { user: address, pass: 'family' }, logger: false });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout().catch(() => undefined);
  }
}

const count = (address: string, folder: string): Promise<number> =>
  withMailbox(address, async (c) => {
    const status = await c.status(folder, { messages: true }).catch(() => false as const);
    return status ? (status.messages ?? 0) : 0;
  });

describe('pipeline: raw messages do not stay forever', () => {
  let app: TestApp | null = null;
  afterEach(async () => {
    await closeApp(app);
    app = null;
  });

  it('deletes processed messages older than the retention', async () => {
    const scan = `check-${randomBytes(4).toString('hex')}@scamcheck.test`;
    await withMailbox(scan, async (c) => {
      await c.mailboxCreate('Processed').catch(() => undefined);
      const old = new Date(Date.now() - 10 * 86_400_000);
      await c.append('Processed', Buffer.from('From: a@family.test\r\nSubject: Fwd: old\r\n\r\nold\r\n'), [], old);
      await c.append('Processed', Buffer.from('From: a@family.test\r\nSubject: Fwd: recent\r\n\r\nrecent\r\n'), [], new Date());
    });
    expect(await count(scan, 'Processed')).toBe(2);
    app = await startTestApp(pipelineOverrides({ APP_ROLES: 'poller', IMAP_USER: scan, MAILBOX_RETENTION_DAYS: '3' }));
    await waitUntil('the old message purged', async () => (await count(scan, 'Processed')) === 1);
  });

  it('with a retention of 0 days, a handled message is deleted at once instead of moved', async () => {
    app = await startTestApp(pipelineOverrides({ MAILBOX_RETENTION_DAYS: '0' }));
    const member = uniqueEmail('retention');
    await registerFamilyMember(app, member);
    await forward(app, member, NEWSLETTER, { style: 'gmail' });
    await waitForReply(member);
    const scan = app.config.IMAP_USER;
    await waitUntil('inbox emptied', async () => (await count(scan, 'INBOX')) === 0);
    expect(await count(scan, 'Processed')).toBe(0);
  });

  it('the outbox sweeper purges the used_links rows of links that have expired, and only those', async () => {
    app = await startTestApp(pipelineOverrides({ APP_ROLES: 'api,worker' }));
    const db = app.app.get(DataSource);
    const links = app.app.get(SignedLinksService);
    const nowS = Math.floor(Date.now() / 1000);
    const expired = newNonce();
    const live = newNonce();
    await db.transaction(async (manager) => {
      expect(await links.consume(manager, { p: 'feedback', s: 'm1', e: nowS - 60, n: expired })).toBe(true);
      expect(await links.consume(manager, { p: 'trusted-stop', s: 'c1', e: nowS + 365 * 86_400, n: live })).toBe(true);
    });
    await app.app.get(ReplyOutboxSweeper).sweep();
    const rows = (await db.query('SELECT nonce FROM used_links WHERE nonce = ANY($1)', [[expired, live]])) as { nonce: string }[];
    expect(rows.map((r) => r.nonce)).toEqual([live]);
    // A link still valid stays used up.
    await db.transaction(async (manager) => expect(await links.consume(manager, { p: 'trusted-stop', s: 'c1', e: nowS + 365 * 86_400, n: live })).toBe(false));
  });
});
