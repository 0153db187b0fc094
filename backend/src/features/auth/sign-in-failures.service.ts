import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AuthErrors } from '../../platform/common/gotrue-error';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { REDIS_CLIENT } from '../../platform/redis/redis.module';

/** How long failed sign-ins of an address are counted (a fixed window from the first failure). */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed password sign-ins per account (OWASP ASVS 2.2.1), besides the per-IP limit: once an address
 * has RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT failures in the window, every password grant for it
 * answers 429 `over_request_rate_limit` (the family app shows "Too many attempts") until the window
 * ends, the right password included. Counted by address whether or not an account exists, so the
 * lock reveals nothing; a successful sign-in clears the count.
 */
@Injectable()
export class SignInFailuresService {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts this attempt before the password is checked (so parallel guesses cannot slip past the
   * limit) and refuses it when the address is over the limit. A success clears the count.
   */
  async reserveAttempt(email: string): Promise<void> {
    const key = this.key(email);
    const results = await this.redis.multi().incr(key).pexpire(key, SIGN_IN_FAILURE_WINDOW_MS, 'NX').exec();
    const attempts = Number(results?.[0]?.[1] ?? 0);
    if (attempts > this.config.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT) throw AuthErrors.rateLimited();
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }

  private key(email: string): string {
    return `${this.config.REDIS_PREFIX}:signin-failures:${createHash('sha256').update(email).digest('hex')}`;
  }
}
