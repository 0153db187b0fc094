import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not } from 'typeorm';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { AuthErrors } from '../../platform/common/gotrue-error';
import { AmrEntry, AuthSessionEntity } from './entities/auth-session.entity';
import { AuthUserEntity } from './entities/auth-user.entity';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { toGoTrueUser } from './mappers/auth-user.mapper';
import { TokenService } from './token.service';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: null;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** Sessions and refresh-token rotation with reuse detection (docs/auth.md). */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session for a signed-in user and returns the token response. */
  async start(manager: EntityManager, user: AuthUserEntity, method: string, client: ClientInfo): Promise<SessionResponse> {
    const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
    const session = await manager.getRepository(AuthSessionEntity).save({
      userId: user.id,
      amr,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      refreshedAt: null,
    });
    user.lastSignInAt = new Date();
    await manager.getRepository(AuthUserEntity).update({ id: user.id }, { lastSignInAt: user.lastSignInAt });
    const refresh = await this.issueRefreshToken(manager, session, null);
    return this.response(user, session, refresh);
  }

  /** The refresh grant: rotate, tolerate racing tabs, revoke the family on reuse. */
  async refresh(token: string, client: ClientInfo): Promise<SessionResponse> {
    if (typeof token !== 'string' || token.length < 12) throw AuthErrors.validation('Refresh token is not valid');
    const hash = this.tokens.hash(token);
    const outcome = await this.db.transaction(async (manager) => {
      const tokenRepo = manager.getRepository(RefreshTokenEntity);
      const found = await tokenRepo.findOne({ where: { tokenHash: hash } });
      if (!found) return { error: AuthErrors.refreshTokenNotFound() };
      // Lock the session row: concurrent refreshes of one session are serialised here.
      const session = await manager
        .getRepository(AuthSessionEntity)
        .createQueryBuilder('s')
        .setLock('pessimistic_write')
        .where('s.id = :id', { id: found.sessionId })
        .getOne();
      if (!session) return { error: AuthErrors.refreshSessionNotFound() };
      const user = await manager.getRepository(AuthUserEntity).findOne({ where: { id: session.userId } });
      if (!user) return { error: AuthErrors.refreshSessionNotFound() };
      if (user.bannedUntil && user.bannedUntil > new Date()) {
        return { error: AuthErrors.validation('Invalid Refresh Token: User Banned') };
      }
      const current = await tokenRepo.findOne({ where: { tokenHash: hash } });
      if (!current) return { error: AuthErrors.refreshTokenNotFound() };

      let next: { token: string };
      if (!current.revoked) {
        await tokenRepo.update({ id: current.id }, { revoked: true, revokedAt: new Date() });
        next = await this.issueRefreshToken(manager, session, current.id);
      } else {
        const active = await tokenRepo.findOne({ where: { sessionId: session.id, revoked: false }, order: { createdAt: 'DESC' } });
        const withinReuseWindow =
          current.revokedAt !== null && Date.now() <= current.revokedAt.getTime() + this.config.REFRESH_TOKEN_REUSE_INTERVAL * 1000;
        if (active && active.parentId === current.id && withinReuseWindow) {
          // The client probably lost the previous answer (racing tabs): hand out a fresh child.
          await tokenRepo.update({ id: active.id }, { revoked: true, revokedAt: new Date() });
          next = await this.issueRefreshToken(manager, session, current.id);
        } else if (withinReuseWindow) {
          next = await this.issueRefreshToken(manager, session, current.id);
        } else {
          // Reuse of a spent token: assume theft and end the whole session.
          await manager.getRepository(AuthSessionEntity).delete({ id: session.id });
          return { error: AuthErrors.refreshTokenAlreadyUsed() };
        }
      }
      session.refreshedAt = new Date();
      session.ip = client.ip?.slice(0, 64) ?? session.ip;
      session.userAgent = client.userAgent?.slice(0, 512) ?? session.userAgent;
      await manager.getRepository(AuthSessionEntity).save(session);
      return { response: this.response(user, session, next) };
    });
    if ('error' in outcome && outcome.error) throw outcome.error;
    return (outcome as { response: SessionResponse }).response;
  }

  async exists(sessionId: string): Promise<boolean> {
    return (await this.db.getRepository(AuthSessionEntity).count({ where: { id: sessionId } })) > 0;
  }

  async endSession(sessionId: string): Promise<void> {
    await this.db.getRepository(AuthSessionEntity).delete({ id: sessionId });
  }

  async endAllSessions(userId: string): Promise<void> {
    await this.db.getRepository(AuthSessionEntity).delete({ userId });
  }

  async endOtherSessions(manager: EntityManager, userId: string, keepSessionId: string): Promise<void> {
    await manager.getRepository(AuthSessionEntity).delete({ userId, id: Not(keepSessionId) });
  }

  private async issueRefreshToken(manager: EntityManager, session: AuthSessionEntity, parentId: string | null): Promise<{ token: string }> {
    const token = this.tokens.opaqueToken(24);
    await manager.getRepository(RefreshTokenEntity).insert({
      tokenHash: this.tokens.hash(token),
      sessionId: session.id,
      userId: session.userId,
      parentId,
      revoked: false,
      revokedAt: null,
    });
    return { token };
  }

  private response(user: AuthUserEntity, session: AuthSessionEntity, refresh: { token: string }): SessionResponse {
    const access = this.tokens.signAccessToken(user, session.id, session.amr);
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresAt - Math.floor(Date.now() / 1000),
      expires_at: access.expiresAt,
      refresh_token: refresh.token,
      user: toGoTrueUser(user),
    };
  }
}
