import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { AuthErrors } from '../../platform/common/gotrue-error';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface JwtPayload {
  sub?: string;
  session_id?: string;
  email?: string;
}

/** Verifies the access token, then that its user and session still exist (ended sessions are refused). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthPrincipal> {
    if (!payload.sub) throw AuthErrors.badJwt('invalid claim: missing sub claim');
    if (!UUID.test(payload.sub)) throw AuthErrors.userNotFound();
    const sessionId = payload.session_id && UUID.test(payload.session_id) ? payload.session_id : null;
    // One round trip per request: the user, and whether this token's session still exists.
    const rows: { id: string; email: string; banned_until: Date | null; has_session: boolean }[] = await this.db.query(
      `SELECT u.id, u.email, u.banned_until,
              EXISTS (SELECT 1 FROM sessions s WHERE s.id = $2 AND s.user_id = u.id) AS has_session
         FROM users u WHERE u.id = $1`,
      [payload.sub, sessionId],
    );
    const user = rows[0];
    if (!user) throw AuthErrors.userNotFound();
    if (user.banned_until && user.banned_until > new Date()) throw AuthErrors.userBanned();
    if (!sessionId || !user.has_session) throw AuthErrors.sessionNotFound();
    return { userId: user.id, sessionId, email: user.email };
  }
}
