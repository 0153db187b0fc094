import { ImapFlow } from 'imapflow';
import { randomBytes } from 'node:crypto';
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
});
