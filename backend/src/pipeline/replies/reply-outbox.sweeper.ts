import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { SignedLinksService } from '../../platform/links/signed-links.service';
import { ReplyOutboxService } from './reply-outbox.service';

/** How often the nonces of expired single-use links are purged from used_links. */
export const USED_LINKS_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Worker-side safety net: unsent replies whose job was lost (Redis restarted) get a job again.
 * Jobs have deterministic ids, so several workers sweeping at once add nothing twice. At most
 * hourly it also purges the used_links rows of links that have expired.
 */
@Injectable()
export class ReplyOutboxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReplyOutboxSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastLinksPurge = 0;

  constructor(
    private readonly outbox: ReplyOutboxService,
    private readonly links: SignedLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().then(() => undefined).finally(() => (this.running = null));
    }, this.config.REPLY_SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<number> {
    await this.purgeExpiredLinks();
    try {
      const ids = await this.outbox.stale(2 * this.config.REPLY_SWEEP_MS);
      for (const id of ids) await this.outbox.revive(id);
      return ids.length;
    } catch (error) {
      this.logger.warn(`outbox sweep failed: ${(error as Error).message}`);
      return 0;
    }
  }

  private async purgeExpiredLinks(): Promise<void> {
    if (Date.now() - this.lastLinksPurge < USED_LINKS_PURGE_EVERY_MS) return;
    try {
      const purged = await this.links.purgeExpired();
      this.lastLinksPurge = Date.now();
      if (purged > 0) this.logger.log(`purged ${purged} expired used link(s)`);
    } catch (error) {
      this.logger.warn(`used links purge failed: ${(error as Error).message}`);
    }
  }
}
