import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { INTAKE_QUEUE, IntakeJobData } from '../queues/queue-jobs';
import { IntakeResult, IntakeService } from './intake.service';
import { runOrRetire } from './last-attempt';

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

  /** On the INTAKE_MAX_ATTEMPTS-th failure, whatever the cause, the message is retired as unreadable. */
  handle(job: Job<IntakeJobData>): Promise<IntakeResult> {
    return runOrRetire(
      job,
      { maxAttempts: this.config.INTAKE_MAX_ATTEMPTS, label: 'intake', logger: this.logger },
      () => this.intake.handle(job.data),
      () => this.intake.giveUp(job.data),
    );
  }
}
