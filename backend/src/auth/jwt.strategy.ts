import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { AuthPrincipal } from '../common/auth-principal';
import { AuthErrors } from '../common/gotrue-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { AuthSessionEntity } from './entities/auth-session.entity';
import { AuthUserEntity } from './entities/auth-user.entity';

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
    const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { id: payload.sub }, select: ['id', 'email', 'bannedUntil'] });
    if (!user) throw AuthErrors.userNotFound();
    if (user.bannedUntil && user.bannedUntil > new Date()) throw AuthErrors.userBanned();
    if (!payload.session_id) throw AuthErrors.sessionNotFound();
    const session = await this.db.getRepository(AuthSessionEntity).count({ where: { id: payload.session_id } });
    if (session === 0) throw AuthErrors.sessionNotFound();
    return { userId: user.id, sessionId: payload.session_id, email: user.email };
  }
}
