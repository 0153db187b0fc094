import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ScreenshotJobData, SCREENSHOTS_QUEUE } from '../queues/queue-jobs';
import { IntakeResult, IntakeService } from './intake.service';
import { runOrRetire } from './last-attempt';

/** Thin Bull processor: the intake of a message with screenshots, reading them (OCR_CONCURRENCY at once). */
@Injectable()
export class ScreenshotsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScreenshotsProcessor.name);

  constructor(
    @InjectQueue(SCREENSHOTS_QUEUE) private readonly queue: Queue<ScreenshotJobData>,
    private readonly intake: IntakeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queue
      .process(this.config.OCR_CONCURRENCY, (job: Job<ScreenshotJobData>) => this.handle(job))
      .catch((error: Error) => this.logger.error(`screenshots processor stopped: ${error.message}`));
  }

  /** Like an intake job: on the INTAKE_MAX_ATTEMPTS-th failure, whatever the cause, the message is retired as unreadable. */
  handle(job: Job<ScreenshotJobData>): Promise<IntakeResult> {
    return runOrRetire(
      job,
      { maxAttempts: this.config.INTAKE_MAX_ATTEMPTS, label: 'screenshots', logger: this.logger },
      () => this.intake.handle(job.data, { readScreenshots: true }),
      () => this.intake.giveUp(job.data),
    );
  }
}
