import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { REDIS_CLIENT } from '../../platform/redis/redis.module';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The single-poller lock: SET NX PX with a random token; renew and release are Lua-checked, so a
 * replica can only extend or drop the lock it holds. If its holder dies, the lock expires.
 */
@Injectable()
export class MailboxLockService {
  private readonly key: string;
  readonly token = randomBytes(12).toString('hex');

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = `${config.REDIS_PREFIX}:lock:mailbox-poller`;
  }

  get ttlMs(): number {
    return this.config.POLLER_LOCK_TTL_MS;
  }

  async acquire(): Promise<boolean> {
    return (await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async renew(): Promise<boolean> {
    return Number(await this.redis.eval(RENEW, 1, this.key, this.token, String(this.ttlMs))) === 1;
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.token);
  }
}
