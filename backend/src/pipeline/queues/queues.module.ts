import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { redisOptionsFromUrl } from '../../platform/redis/redis.module';
import { QueueHealthService } from './queue-health.service';
import { INTAKE_JOB_OPTIONS, INTAKE_QUEUE, REPLIES_QUEUE, REPLY_JOB_OPTIONS, SCREENSHOT_JOB_OPTIONS, SCREENSHOTS_QUEUE } from './queue-jobs';

/**
 * The pipeline's Bull queues (intake → replies) on the shared Redis, under REDIS_PREFIX.
 * Imported by every role that adds or processes jobs; processors live in the worker modules.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        redis: { ...redisOptionsFromUrl(config.REDIS_URL), maxRetriesPerRequest: null, enableReadyCheck: false },
        prefix: `${config.REDIS_PREFIX}:bull`,
        settings: {
          lockDuration: config.QUEUE_LOCK_MS,
          lockRenewTime: Math.floor(config.QUEUE_LOCK_MS / 3),
          stalledInterval: Math.max(1000, Math.floor(config.QUEUE_LOCK_MS / 2)),
          maxStalledCount: 5,
        },
      }),
    }),
    BullModule.registerQueue(
      { name: INTAKE_QUEUE, defaultJobOptions: INTAKE_JOB_OPTIONS },
      { name: SCREENSHOTS_QUEUE, defaultJobOptions: SCREENSHOT_JOB_OPTIONS },
      { name: REPLIES_QUEUE, defaultJobOptions: REPLY_JOB_OPTIONS },
    ),
  ],
  providers: [QueueHealthService],
  exports: [BullModule],
})
export class QueuesModule {}
