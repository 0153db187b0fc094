import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../redis/redis.module';

export interface ComponentHealth {
  status: 'up' | 'down';
  error?: string;
  [key: string]: unknown;
}

export interface HealthReport {
  status: 'ok' | 'error';
  checks: Record<string, ComponentHealth>;
}

/** Other modules (queues, mailbox) add their own checks with HealthService.register(). */
export interface HealthContributor {
  name: string;
  check(): Promise<ComponentHealth>;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  private readonly contributors: HealthContributor[] = [];

  register(contributor: HealthContributor): void {
    this.contributors.push(contributor);
  }

  async check(): Promise<HealthReport> {
    const checks: Record<string, ComponentHealth> = {};
    checks.database = await this.probe(() => this.db.query('SELECT 1'));
    checks.redis = await this.probe(() => this.redis.ping());
    for (const contributor of this.contributors) {
      checks[contributor.name] = await contributor.check().catch((e: Error) => ({ status: 'down' as const, error: e.message }));
    }
    const ok = Object.values(checks).every((c) => c.status === 'up');
    return { status: ok ? 'ok' : 'error', checks };
  }

  private async probe(fn: () => Promise<unknown>): Promise<ComponentHealth> {
    try {
      await withTimeout(fn(), 2000);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }
}
