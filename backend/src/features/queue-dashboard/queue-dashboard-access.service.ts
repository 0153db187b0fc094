import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { REDIS_CLIENT } from '../../platform/redis/redis.module';
import { AuthSessionEntity } from '../auth/entities/auth-session.entity';
import { UserRolesService } from '../users/user-roles.service';

export const DASHBOARD_PATH = '/admin/queues';
export const DASHBOARD_COOKIE = 'scamcheck_queues';
const CODE_TTL_MS = 60_000;
const COOKIE_TTL_S = 30 * 60;
const ROLE_CACHE_MS = 30_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Access to the Bull dashboard, which the browser opens without an Authorization header:
 *  1. an admin's console calls POST /api/admin/queues/session (bearer token) and gets a one-time
 *     code valid for a minute (stored hashed in Redis);
 *  2. the browser opens /admin/queues?code=…; the code is spent and exchanged for an HttpOnly,
 *     SameSite=Strict cookie scoped to /admin/queues, HMAC-signed, valid 30 minutes at most and
 *     bound to the console's session (the JWT's session_id);
 *  3. every dashboard request re-checks the signature, the expiry, that the session still exists
 *     (signing out, or the session ending, makes the cookie useless at once) and the admin role.
 */
export interface DashboardGrant {
  userId: string;
  sessionId: string;
}

@Injectable()
export class QueueDashboardAccessService {
  private readonly key: Buffer;
  private readonly roleCache = new Map<string, { admin: boolean; at: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @InjectDataSource() private readonly db: DataSource,
    private readonly roles: UserRolesService,
  ) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('queue-dashboard-cookie').digest();
  }

  private codeKey(code: string): string {
    return `${this.config.REDIS_PREFIX}:queues-code:${createHash('sha256').update(code).digest('hex')}`;
  }

  async issueCode(userId: string, sessionId: string): Promise<{ url: string; expiresIn: number }> {
    const code = randomBytes(24).toString('base64url');
    await this.redis.set(this.codeKey(code), `${userId}.${sessionId}`, 'PX', CODE_TTL_MS);
    return { url: `${DASHBOARD_PATH}?code=${code}`, expiresIn: CODE_TTL_MS / 1000 };
  }

  /** Spends a one-time code; the admin's id and session, or null. */
  async redeemCode(code: string): Promise<DashboardGrant | null> {
    if (!/^[\w-]{16,64}$/.test(code)) return null;
    const [userId, sessionId] = ((await this.redis.getdel(this.codeKey(code))) ?? '').split('.');
    return userId && sessionId && (await this.isLiveAdmin(userId, sessionId)) ? { userId, sessionId } : null;
  }

  cookieFor({ userId, sessionId }: DashboardGrant): string {
    const exp = Math.floor(Date.now() / 1000) + COOKIE_TTL_S;
    const body = `${userId}.${sessionId}.${exp}`;
    const value = `${body}.${this.sign(body)}`;
    const secure = this.config.APP_BASE_URL.startsWith('https:') ? '; Secure' : '';
    return `${DASHBOARD_COOKIE}=${value}; Path=${DASHBOARD_PATH}; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_TTL_S}${secure}`;
  }

  /** The admin's id when the request carries a valid dashboard cookie. */
  async verifyCookie(cookieHeader: string | undefined): Promise<string | null> {
    const value = (cookieHeader ?? '')
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${DASHBOARD_COOKIE}=`))
      ?.slice(DASHBOARD_COOKIE.length + 1);
    if (!value) return null;
    const [userId, sessionId, exp, mac] = value.split('.');
    if (!userId || !sessionId || !exp || !mac) return null;
    const expected = Buffer.from(this.sign(`${userId}.${sessionId}.${exp}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(exp) < Date.now() / 1000) return null;
    return (await this.isLiveAdmin(userId, sessionId)) ? userId : null;
  }

  /** The session is still signed in (checked on every request, never cached) and its user is admin. */
  private async isLiveAdmin(userId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(userId) || !UUID.test(sessionId)) return false;
    const live = await this.db.getRepository(AuthSessionEntity).exists({ where: { id: sessionId, userId } });
    return live && (await this.isAdmin(userId));
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private async isAdmin(userId: string): Promise<boolean> {
    const cached = this.roleCache.get(userId);
    if (cached && Date.now() - cached.at < ROLE_CACHE_MS) return cached.admin;
    const admin = await this.roles.isAdmin(userId);
    this.roleCache.set(userId, { admin, at: Date.now() });
    return admin;
  }
}
