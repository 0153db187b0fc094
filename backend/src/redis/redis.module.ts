import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** One shared ioredis connection for locks, rate limits and health checks; it reconnects by itself. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, {
          lazyConnect: false,
          maxRetriesPerRequest: 2,
          enableOfflineQueue: true,
          retryStrategy: (times) => Math.min(times * 200, 5000),
        }),
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
