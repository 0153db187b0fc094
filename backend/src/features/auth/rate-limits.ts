import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../platform/config/app-config';

/**
 * Per-IP limits of the auth endpoints (docs/auth.md), taken from the configuration of the
 * application instance serving the request (kept in its Express settings by bootstrap.ts).
 */
export const AUTH_RATE_LIMITS_SETTING = 'scamcheck.authRateLimits';

export interface AuthRateLimits {
  tokenPer5Min: number;
  emailPer5Min: number;
}

export function authRateLimitsFrom(config: AppConfig): AuthRateLimits {
  return { tokenPer5Min: config.RATE_LIMIT_TOKEN_PER_5MIN, emailPer5Min: config.RATE_LIMIT_EMAIL_PER_5MIN };
}

function limits(ctx: ExecutionContext): AuthRateLimits {
  const request = ctx.switchToHttp().getRequest<Request>();
  return (request.app.get(AUTH_RATE_LIMITS_SETTING) as AuthRateLimits | undefined) ?? { tokenPer5Min: 150, emailPer5Min: 30 };
}

const FIVE_MINUTES = 5 * 60 * 1000;

export const TOKEN_THROTTLE = { default: { limit: (ctx: ExecutionContext) => limits(ctx).tokenPer5Min, ttl: FIVE_MINUTES } };
export const EMAIL_THROTTLE = { default: { limit: (ctx: ExecutionContext) => limits(ctx).emailPer5Min, ttl: FIVE_MINUTES } };
