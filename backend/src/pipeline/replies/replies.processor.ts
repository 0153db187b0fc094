import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { REPLIES_QUEUE, ReplyJobData } from '../queues/queue-jobs';
import { ReplySenderService, SendOutcome } from './reply-sender.service';

/** Thin Bull processor: one outbox reply per job (WORKER_CONCURRENCY at once). */
@Injectable()
export class RepliesProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(RepliesProcessor.name);

  constructor(
    @InjectQueue(REPLIES_QUEUE) private readonly queue: Queue<ReplyJobData>,
    private readonly sender: ReplySenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queue
      .process(this.config.WORKER_CONCURRENCY, (job: Job<ReplyJobData>) => this.handle(job))
      .catch((error: Error) => this.logger.error(`replies processor stopped: ${error.message}`));
  }

  handle(job: Job<ReplyJobData>): Promise<SendOutcome> {
    return this.sender.deliver(job.data.deliveryId);
  }
}
