import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ReplyOutboxService } from './reply-outbox.service';

const SWEEP_EVERY_MS = 30_000;
const STALE_AFTER_MS = 60_000;

/**
 * Worker-side safety net: unsent replies whose job was lost (Redis restarted) get a job again.
 * Jobs have deterministic ids, so several workers sweeping at once add nothing twice.
 */
@Injectable()
export class ReplyOutboxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReplyOutboxSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly outbox: ReplyOutboxService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().then(() => undefined).finally(() => (this.running = null));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<number> {
    try {
      const ids = await this.outbox.stale(STALE_AFTER_MS);
      for (const id of ids) await this.outbox.enqueue(id);
      return ids.length;
    } catch (error) {
      this.logger.warn(`outbox sweep failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
