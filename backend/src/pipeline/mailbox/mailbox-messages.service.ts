import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { FetchMessageObject, FetchQueryObject, ImapFlow } from 'imapflow';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { createImapClient, ensureFolder, INBOX } from './imap-client.factory';

/** Where a message sits in the scanning mailbox. */
export interface MailboxCoordinates {
  mailbox: string;
  uidValidity: string;
  uid: number;
}

/** The small part of a message fetched before deciding anything. */
export interface MailboxMessageHead {
  size: number;
  /** The raw header block. */
  headers: Buffer;
}

/**
 * The worker's access to the scanning mailbox: fetch one message by UID, retire it once handled.
 * One lazily (re)connected imapflow client per process; commands are serialised by imapflow's
 * mailbox lock. A message whose UIDVALIDITY changed, or which is gone, reads as null.
 */
@Injectable()
export class MailboxMessagesService implements OnModuleDestroy {
  private readonly logger = new Logger(MailboxMessagesService.name);
  private client: ImapFlow | null = null;
  private connecting: Promise<ImapFlow> | null = null;
  private folderReady = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async fetchHead(at: MailboxCoordinates): Promise<MailboxMessageHead | null> {
    return this.withMailbox(at, async (client) => {
      const msg = await this.fetchByUid(client, at.uid, { uid: true, size: true, headers: true });
      return msg ? { size: msg.size ?? 0, headers: msg.headers ?? Buffer.alloc(0) } : null;
    });
  }

  async fetchSource(at: MailboxCoordinates): Promise<Buffer | null> {
    return this.withMailbox(at, async (client) => {
      const msg = await this.fetchByUid(client, at.uid, { uid: true, source: true });
      return msg?.source ?? null;
    });
  }

  /**
   * A session only sees the messages the server has announced to it: a message delivered after
   * our last command is unknown until the view is synchronised, so a miss is retried after NOOP.
   */
  private async fetchByUid(client: ImapFlow, uid: number, query: FetchQueryObject): Promise<FetchMessageObject | null> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const msg = await client.fetchOne(String(uid), query, { uid: true });
      if (msg && msg.uid === uid) return msg;
      if (attempt === 0) await client.noop();
    }
    return null;
  }

  /** Moves a handled message to the processed folder (or deletes it when retention is 0 days). */
  async retire(at: MailboxCoordinates): Promise<void> {
    await this.withMailbox(at, async (client) => {
      if (this.config.MAILBOX_RETENTION_DAYS === 0) {
        await client.messageDelete(String(at.uid), { uid: true });
        return;
      }
      if (!this.folderReady) {
        await ensureFolder(client, this.config.MAILBOX_PROCESSED_FOLDER);
        this.folderReady = true;
      }
      await client.messageMove(String(at.uid), this.config.MAILBOX_PROCESSED_FOLDER, { uid: true });
    });
  }

  /** Deletes a message outright (one the intake gave up on: it must not wait in the processed folder). */
  async purge(at: MailboxCoordinates): Promise<void> {
    await this.withMailbox(at, (client) => client.messageDelete(String(at.uid), { uid: true }));
  }

  async onModuleDestroy(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.logout().catch(() => client.close());
  }

  private async withMailbox<T>(at: MailboxCoordinates, work: (client: ImapFlow) => Promise<T>): Promise<T | null> {
    const client = await this.connected();
    const lock = await client.getMailboxLock(at.mailbox || INBOX);
    try {
      if (client.mailbox && String(client.mailbox.uidValidity) !== at.uidValidity) return null;
      return await work(client);
    } finally {
      lock.release();
    }
  }

  private async connected(): Promise<ImapFlow> {
    if (this.client?.usable) return this.client;
    if (!this.connecting) {
      this.connecting = (async () => {
        const client = createImapClient(this.config, { disableAutoIdle: true });
        client.on('error', (error: Error) => this.logger.warn(`IMAP connection error: ${error.message}`));
        client.on('close', () => {
          if (this.client === client) this.client = null;
        });
        await client.connect();
        this.client = client;
        return client;
      })().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }
}
