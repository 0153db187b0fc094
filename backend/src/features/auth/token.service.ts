import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { AmrEntry } from './entities/auth-session.entity';
import { AuthUserEntity } from './entities/auth-user.entity';
import { appMetadata, userMetadata } from './mappers/auth-user.mapper';

export interface AccessTokenClaims {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

/** Issues access tokens (HS256 JWT, docs/auth.md) and opaque single-use tokens. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get accessTokenLifetime(): number {
    return this.config.JWT_EXPIRY_SECONDS;
  }

  signAccessToken(user: AuthUserEntity, sessionId: string, amr: AmrEntry[]): { token: string; expiresAt: number } {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.config.JWT_EXPIRY_SECONDS;
    const claims: AccessTokenClaims = {
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: appMetadata(),
      user_metadata: userMetadata(user),
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: false,
    };
    return { token: this.jwt.sign(claims, { algorithm: 'HS256', noTimestamp: true }), expiresAt: exp };
  }

  /** An unguessable opaque token for refresh or email links. */
  opaqueToken(bytes = 30): string {
    return randomBytes(bytes).toString('base64url');
  }

  /** Tokens are stored hashed: a database leak gives nobody a usable token. */
  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
