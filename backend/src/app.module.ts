import { DynamicModule, Module, Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './features/admin/admin.module';
import { AuthModule } from './features/auth/auth.module';
import { ContactModule } from './features/contact/contact.module';
import { FamilyModule } from './features/family/family.module';
import { HistoryModule } from './features/history/history.module';
import { AllExceptionsFilter } from './platform/common/filters/all-exceptions.filter';
import { JwtAuthGuard } from './platform/common/guards/jwt-auth.guard';
import { RolesGuard } from './platform/common/guards/roles.guard';
import { LoggerModule } from './platform/common/logging/logger.module';
import { AppConfig, AppRole } from './platform/config/app-config';
import { APP_CONFIG, ConfigModule } from './platform/config/config.module';
import { dataSourceOptions } from './platform/database/data-source-options';
import { HealthModule } from './platform/health/health.module';
import { IntakeModule } from './pipeline/intake/intake.module';
import { MailboxPollerModule } from './pipeline/mailbox/mailbox-poller.module';
import { MailModule } from './platform/mail/mail.module';
import { QueueDashboardModule } from './features/queue-dashboard/queue-dashboard.module';
import { TestEmailModule } from './features/test-email/test-email.module';
import { PublicConfigController } from './features/public-config/public-config.controller';
import { RedisModule, redisOptionsFromUrl } from './platform/redis/redis.module';
import { RepliesWorkerModule } from './pipeline/replies/replies-worker.module';
import { ScamPatternsModule } from './features/scam-patterns/scam-patterns.module';
import { SecurityEventsModule } from './features/security-events/security-events.module';
import { UsersModule } from './features/users/users.module';

/** Feature modules each process role adds (docs/architecture.md). */
/** Modules every process role needs (workers look up profiles, report health, record events). */
const BASE_MODULES: Type[] = [UsersModule, SecurityEventsModule, HealthModule];

export const ROLE_MODULES: Record<AppRole, Type[]> = {
  api: [AuthModule, ContactModule, ScamPatternsModule, AdminModule, TestEmailModule, QueueDashboardModule, FamilyModule, HistoryModule],
  worker: [IntakeModule, RepliesWorkerModule],
  poller: [MailboxPollerModule],
};

@Module({ controllers: [PublicConfigController] })
class PublicConfigModule {}

/** One codebase, roles chosen by APP_ROLES: api, worker, poller. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    const roleModules = [...new Set(config.APP_ROLES.flatMap((role) => ROLE_MODULES[role]))];
    const api = config.APP_ROLES.includes('api');
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule,
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.DATABASE_URL), migrationsRun: true, retryAttempts: 10, retryDelay: 2000 }),
        RedisModule,
        MailModule,
        ThrottlerModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (cfg: AppConfig) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: 300 }],
            // The storage owns this connection and closes it on shutdown.
            storage: new ThrottlerStorageRedisService({
              ...redisOptionsFromUrl(cfg.REDIS_URL),
              keyPrefix: `${cfg.REDIS_PREFIX}:throttle:`,
              maxRetriesPerRequest: 2,
            }),
          }),
        }),
        ...(api ? [PublicConfigModule] : []),
        ...BASE_MODULES,
        ...roleModules,
      ],
      providers: api
        ? [
            { provide: APP_FILTER, useClass: AllExceptionsFilter },
            { provide: APP_GUARD, useClass: ThrottlerGuard },
            { provide: APP_GUARD, useClass: JwtAuthGuard },
            { provide: APP_GUARD, useClass: RolesGuard },
          ]
        : [],
    };
  }
}
