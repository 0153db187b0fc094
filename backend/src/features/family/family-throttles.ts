import { EMAIL_THROTTLE } from '../auth/rate-limits';

/**
 * Per-IP limits of the family routes, besides the per-account and per-recipient daily limits of
 * family-mail-limits.ts. Routes that send an email share RATE_LIMIT_EMAIL_PER_5MIN with the auth
 * routes that send one; link pages allow a few more (a family may open several links).
 */
export const FAMILY_EMAIL_THROTTLE = EMAIL_THROTTLE;
export const FAMILY_LINK_THROTTLE = { default: { limit: 60, ttl: 5 * 60_000 } };
