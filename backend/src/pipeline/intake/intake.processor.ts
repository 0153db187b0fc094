import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { INTAKE_QUEUE, IntakeJobData } from '../queues/queue-jobs';
import { IntakeResult, IntakeService } from './intake.service';

/** Thin Bull processor: one scanning-mailbox message per job (WORKER_CONCURRENCY at once). */
@Injectable()
export class IntakeProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(IntakeProcessor.name);

  constructor(
    @InjectQueue(INTAKE_QUEUE) private readonly queue: Queue<IntakeJobData>,
    private readonly intake: IntakeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queue
      .process(this.config.WORKER_CONCURRENCY, (job: Job<IntakeJobData>) => this.handle(job))
      .catch((error: Error) => this.logger.error(`intake processor stopped: ${error.message}`));
  }

  handle(job: Job<IntakeJobData>): Promise<IntakeResult> {
    return this.intake.handle(job.data);
  }
}
