import type { ExecutionContext } from '@nestjs/common';

/**
 * Per-IP limits of the auth endpoints (auth-protocol.md §7.1), set once from the configuration at
 * start-up. Throttle decorators read them lazily so operators and tests can tune them.
 */
export const authRateLimits = {
  tokenPer5Min: 150,
  emailPer5Min: 30,
};

const FIVE_MINUTES = 5 * 60 * 1000;

export const TOKEN_THROTTLE = {
  default: { limit: (_ctx: ExecutionContext) => authRateLimits.tokenPer5Min, ttl: FIVE_MINUTES },
};
export const EMAIL_THROTTLE = {
  default: { limit: (_ctx: ExecutionContext) => authRateLimits.emailPer5Min, ttl: FIVE_MINUTES },
};
