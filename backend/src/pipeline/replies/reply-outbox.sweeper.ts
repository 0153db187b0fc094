import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ReplyOutboxService } from './reply-outbox.service';

/**
 * Worker-side safety net: unsent replies whose job was lost (Redis restarted) get a job again.
 * Jobs have deterministic ids, so several workers sweeping at once add nothing twice.
 */
@Injectable()
export class ReplyOutboxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReplyOutboxSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly outbox: ReplyOutboxService,
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
    try {
      const ids = await this.outbox.stale(2 * this.config.REPLY_SWEEP_MS);
      for (const id of ids) await this.outbox.revive(id);
      return ids.length;
    } catch (error) {
      this.logger.warn(`outbox sweep failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
