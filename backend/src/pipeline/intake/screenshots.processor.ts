import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ScreenshotJobData, SCREENSHOTS_QUEUE } from '../queues/queue-jobs';
import { IntakeResult, IntakeService } from './intake.service';

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

  handle(job: Job<ScreenshotJobData>): Promise<IntakeResult> {
    return this.intake.handle(job.data, { readScreenshots: true });
  }
}
