import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { SecurityEventsModule } from '../security-events/security-events.module';
import { AuthMailerService } from './auth-mailer.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthSessionEntity } from './entities/auth-session.entity';
import { AuthUserEntity } from './entities/auth-user.entity';
import { OneTimeTokenEntity } from './entities/one-time-token.entity';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasherService } from './password-hasher.service';
import { SessionsService } from './sessions.service';
import { SignInFailuresService } from './sign-in-failures.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([AuthUserEntity, AuthSessionEntity, RefreshTokenEntity, OneTimeTokenEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
    SecurityEventsModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, TokenService, PasswordHasherService, AuthMailerService, JwtStrategy, SignInFailuresService],
  exports: [AuthService, SessionsService],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      await this.auth.ensureAdmin(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
    }
  }
}
