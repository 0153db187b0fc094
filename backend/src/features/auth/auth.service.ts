import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AUTH_ATTEMPT_PARAM, isValidEmail, LIMITS, MESSAGES } from '@scamcheck/shared';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { AuthErrors, GoTrueError } from '../../platform/common/gotrue-error';
import { flattenValidationErrors } from '../../platform/common/validation';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { SecurityEventsService } from '../security-events/security-events.service';
import { ProfileFieldsDto } from '../users/dto/profile-fields.dto';
import { ProfilesService } from '../users/profiles.service';
import { AuthMailerService } from './auth-mailer.service';
import { PasswordGrantBody, RecoverBody, SignupBody, UpdateUserBody, VerifyQuery } from './dto/auth-requests';
import { AuthUserEntity } from './entities/auth-user.entity';
import { OneTimeTokenEntity, OneTimeTokenType } from './entities/one-time-token.entity';
import { fakeSignupUser, toGoTrueUser } from './mappers/auth-user.mapper';
import { PasswordHasherService } from './password-hasher.service';
import { checkPasswordStrength, PASSWORD_MAX_BYTES } from './password-policy';
import { safeRedirect } from './redirect';
import { ClientInfo, SessionResponse, SessionsService } from './sessions.service';
import { TokenService } from './token.service';

const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_MIN_INTERVAL_MS = 60 * 1000;

export type VerifyOutcome = { kind: 'json'; error: GoTrueError } | { kind: 'redirect'; location: string };

/** The auth server behind /auth/v1 (signup, password and refresh grants, recovery, verify, user). */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasherService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly mailer: AuthMailerService,
    private readonly profiles: ProfilesService,
    private readonly events: SecurityEventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signup(body: SignupBody, redirectTo: string | undefined, client: ClientInfo): Promise<Record<string, unknown> | SessionResponse> {
    return this.audited('signup', body.email ?? undefined, async () => {
      const password = body.password ?? '';
      if (!body.email && !body.phone) throw new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      if (!password) throw AuthErrors.validation('Signup requires a valid password');
      this.assertStrongPassword(password);
      if (body.phone && body.email) throw AuthErrors.validation('Only an email address or phone number should be provided on signup.');
      if (!body.email) throw new GoTrueError(400, 'phone_provider_disabled', 'Phone signups are disabled');
      const email = this.normaliseEmail(body.email);
      const data = this.validateSignupData(body.data ?? {});
      const language = data.language === 'fr' ? 'fr' : 'en';
      const confirmTarget = safeRedirect(redirectTo, this.config.APP_BASE_URL, '/auth?confirmed=true');

      const existing = await this.db.getRepository(AuthUserEntity).findOne({ where: { email } });
      if (existing) {
        if (!this.config.AUTH_CONFIRM_EMAIL) throw AuthErrors.userAlreadyExists();
        if (existing.emailConfirmedAt) return fakeSignupUser(randomUUID(), email, body.data ?? {});
        this.assertEmailInterval(existing.confirmationSentAt);
        await this.sendLink(existing, 'confirmation', confirmTarget, language);
        return toGoTrueUser(existing);
      }

      const hash = await this.hasher.hash(password);
      const created = await this.db.transaction(async (manager) => {
        const user = await manager.getRepository(AuthUserEntity).save({
          email,
          encryptedPassword: hash,
          emailConfirmedAt: this.config.AUTH_CONFIRM_EMAIL ? null : new Date(),
          userMetadata: { name: data.name, phone: data.phone ?? null, gender: data.gender ?? null, country: data.country ?? null, language },
        });
        await this.profiles.create(manager, user.id, {
          name: data.name,
          email,
          phone: data.phone,
          gender: data.gender,
          country: data.country,
          language,
        });
        if (!this.config.AUTH_CONFIRM_EMAIL) return { user, session: await this.sessions.start(manager, user, 'password', client) };
        return { user, session: null };
      });
      if (created.session) return created.session;
      await this.sendLink(created.user, 'confirmation', confirmTarget, language);
      return toGoTrueUser(created.user);
    });
  }

  async passwordGrant(body: PasswordGrantBody, client: ClientInfo): Promise<SessionResponse> {
    return this.audited('login', body.email ?? undefined, async () => {
      if (body.email && body.phone) throw AuthErrors.validation('Only an email address or phone number should be provided on login.');
      if (!body.email && !body.phone) throw AuthErrors.validation('missing email or phone');
      if (!body.email) throw AuthErrors.invalidCredentials();
      const email = body.email.trim().toLowerCase();
      const password = body.password ?? '';
      const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { email } });
      if (!user) {
        await this.hasher.verifyDummy(password);
        throw AuthErrors.invalidCredentials();
      }
      if (user.bannedUntil && user.bannedUntil > new Date()) throw AuthErrors.userBanned();
      if (!password || !(await this.hasher.verify(user.encryptedPassword, password))) throw AuthErrors.invalidCredentials();
      // Checked after the password, so a wrong password never reveals whether the email is confirmed.
      if (!user.emailConfirmedAt) throw AuthErrors.emailNotConfirmed();
      const session = await this.db.transaction((manager) => this.sessions.start(manager, user, 'password', client));
      return { ...session, weak_password: null };
    });
  }

  refreshGrant(refreshToken: string | null | undefined, client: ClientInfo): Promise<SessionResponse> {
    return this.audited('refresh', undefined, () => this.sessions.refresh(refreshToken ?? '', client));
  }

  async recover(body: RecoverBody, redirectTo: string | undefined): Promise<Record<string, never>> {
    return this.audited('recover', body.email ?? undefined, async () => {
      if (!body.email) throw AuthErrors.validation('Password recovery requires an email');
      const email = this.normaliseEmail(body.email);
      const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { email } });
      if (!user) return {}; // no enumeration
      this.assertEmailInterval(user.recoverySentAt);
      const target = safeRedirect(redirectTo, this.config.APP_BASE_URL, '/auth?reset=true');
      const language = user.userMetadata.language === 'fr' ? 'fr' : 'en';
      await this.sendLink(user, 'recovery', target, language);
      return {};
    });
  }

  /** GET /verify: confirmation → /auth?confirmed=true; recovery → /auth?reset=true with a session in the fragment. */
  async verify(query: VerifyQuery, client: ClientInfo): Promise<VerifyOutcome> {
    if (!query.type) return { kind: 'json', error: AuthErrors.validation('Verify requires a verification type') };
    if (!query.token) return { kind: 'json', error: AuthErrors.validation('Verify requires a token or a token hash') };
    const type = query.type === 'recovery' ? 'recovery' : query.type === 'signup' || query.type === 'email' ? 'signup' : null;
    const fallbackPath = type === 'recovery' ? '/auth?reset=true' : '/auth?confirmed=true';
    const target = safeRedirect(query.redirect_to, this.config.APP_BASE_URL, fallbackPath);
    const failure = async (): Promise<VerifyOutcome> => {
      const attempt = await this.events.recordAuthFailure('verify', undefined, AuthErrors.otpExpired());
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
        sb: '',
        ...(attempt ? { [AUTH_ATTEMPT_PARAM]: attempt } : {}),
      });
      return { kind: 'redirect', location: `${target}#${params.toString()}` };
    };
    if (!type) return failure();
    const tokenType: OneTimeTokenType = type === 'recovery' ? 'recovery' : 'confirmation';

    const result = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(OneTimeTokenEntity);
      const ott = await repo.findOne({ where: { tokenHash: this.tokens.hash(query.token ?? ''), tokenType } });
      if (!ott) return null;
      await repo.delete({ id: ott.id }); // single use, even when expired
      if (ott.expiresAt < new Date()) return null;
      const users = manager.getRepository(AuthUserEntity);
      const user = await users.findOne({ where: { id: ott.userId } });
      if (!user) return null;
      if (!user.emailConfirmedAt) {
        user.emailConfirmedAt = new Date(); // a recovery link also proves mailbox ownership
        await users.update({ id: user.id }, { emailConfirmedAt: user.emailConfirmedAt });
      }
      if (tokenType === 'confirmation') return { user, session: null };
      return { user, session: await this.sessions.start(manager, user, 'otp', client) };
    });
    if (!result) return failure();
    if (!result.session) return { kind: 'redirect', location: target };
    const s = result.session;
    const fragment = new URLSearchParams([
      ['access_token', s.access_token],
      ['expires_at', String(s.expires_at)],
      ['expires_in', String(s.expires_in)],
      ['refresh_token', s.refresh_token],
      ['sb', ''],
      ['token_type', 'bearer'],
      ['type', 'recovery'],
    ]);
    return { kind: 'redirect', location: `${target}#${fragment.toString()}` };
  }

  async getUser(principal: AuthPrincipal): Promise<Record<string, unknown>> {
    const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { id: principal.userId } });
    if (!user) throw AuthErrors.userNotFound();
    return toGoTrueUser(user);
  }

  async updateUser(principal: AuthPrincipal, body: UpdateUserBody): Promise<Record<string, unknown>> {
    return this.audited('update_user', principal.email, async () => {
      if (body.app_metadata !== undefined && body.app_metadata !== null) {
        throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
      }
      if (body.email && body.email.trim().toLowerCase() !== principal.email) {
        throw AuthErrors.validation('Email addresses cannot be changed');
      }
      if (body.phone) throw AuthErrors.validation('Phone numbers are not supported');
      const newHash = body.password ? await this.preparePasswordChange(principal.userId, body.password) : null;
      return this.db.transaction(async (manager) => {
        const users = manager.getRepository(AuthUserEntity);
        const user = await users.findOne({ where: { id: principal.userId }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw AuthErrors.userNotFound();
        if (body.data && typeof body.data === 'object') {
          const merged: Record<string, unknown> = { ...user.userMetadata };
          for (const [key, value] of Object.entries(body.data)) {
            if (['sub', 'email', 'email_verified', 'phone_verified'].includes(key)) continue;
            if (value === null) delete merged[key];
            else merged[key] = value;
          }
          user.userMetadata = merged;
          await this.profiles.syncFromMetadata(manager, user.id, merged);
        }
        if (newHash) {
          user.encryptedPassword = newHash;
          await this.sessions.endOtherSessions(manager, user.id, principal.sessionId);
          await manager.getRepository(OneTimeTokenEntity).delete({ userId: user.id });
        }
        await users.save(user);
        return toGoTrueUser(user);
      });
    });
  }

  async logout(principal: AuthPrincipal, scope: string | undefined): Promise<void> {
    const s = scope ?? 'global';
    if (s === 'global') await this.sessions.endAllSessions(principal.userId);
    else if (s === 'local') await this.sessions.endSession(principal.sessionId);
    else if (s === 'others') await this.db.transaction((m) => this.sessions.endOtherSessions(m, principal.userId, principal.sessionId));
    else throw AuthErrors.validation(`Unsupported logout scope "${s}"`);
  }

  /** Seeds the admin account from ADMIN_EMAIL / ADMIN_PASSWORD (confirmed, with the admin role). */
  async ensureAdmin(emailInput: string, password: string): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    const users = this.db.getRepository(AuthUserEntity);
    let user = await users.findOne({ where: { email } });
    if (!user) {
      const hash = await this.hasher.hash(password);
      user = await this.db.transaction(async (manager) => {
        const created = await manager.getRepository(AuthUserEntity).save({
          email,
          encryptedPassword: hash,
          emailConfirmedAt: new Date(),
          userMetadata: { name: 'Admin', language: 'en' },
        });
        await this.profiles.create(manager, created.id, { name: 'Admin', email });
        return created;
      });
      this.logger.log(`seeded admin account ${email}`);
    } else if (!user.emailConfirmedAt) {
      await users.update({ id: user.id }, { emailConfirmedAt: new Date() });
    }
    await this.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`, [user.id]);
  }

  private async preparePasswordChange(userId: string, password: string): Promise<string> {
    this.assertStrongPassword(password);
    const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { id: userId } });
    if (!user) throw AuthErrors.userNotFound();
    if (await this.hasher.verify(user.encryptedPassword, password)) throw AuthErrors.samePassword();
    return this.hasher.hash(password);
  }

  private assertStrongPassword(password: string): void {
    if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
      throw AuthErrors.validation(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
    }
    const verdict = checkPasswordStrength(password);
    if (!verdict.ok) throw AuthErrors.weakPassword(verdict.message, verdict.reasons);
  }

  private normaliseEmail(raw: string): string {
    const email = String(raw).trim().toLowerCase();
    if (!email) throw AuthErrors.validation('An email address is required');
    if (email.length > LIMITS.signupEmailMax) throw AuthErrors.validation(MESSAGES.emailMax);
    if (!isValidEmail(email)) throw AuthErrors.validation('Unable to validate email address: invalid format');
    return email;
  }

  /** Sign-up metadata must satisfy the profile rules of spec §5, with their messages. */
  private validateSignupData(data: Record<string, unknown>): ProfileFieldsDto {
    const dto = plainToInstance(ProfileFieldsDto, { ...data, name: data.name ?? '' });
    const errors = validateSync(dto, { stopAtFirstError: true });
    if (errors.length > 0) {
      const first = Object.values(flattenValidationErrors(errors))[0];
      throw AuthErrors.validation(first ?? 'Invalid sign-up data');
    }
    return dto;
  }

  private assertEmailInterval(lastSentAt: Date | null): void {
    if (!lastSentAt) return;
    const wait = lastSentAt.getTime() + EMAIL_MIN_INTERVAL_MS - Date.now();
    if (wait > 0) throw AuthErrors.emailRateLimited(Math.ceil(wait / 1000));
  }

  private async sendLink(user: AuthUserEntity, type: OneTimeTokenType, redirectTo: string, language: 'en' | 'fr'): Promise<void> {
    const token = this.tokens.opaqueToken(32);
    const now = new Date();
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(OneTimeTokenEntity);
      await repo.delete({ userId: user.id, tokenType: type });
      await repo.insert({
        userId: user.id,
        tokenType: type,
        tokenHash: this.tokens.hash(token),
        redirectTo,
        expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
      });
      const column = type === 'confirmation' ? { confirmationSentAt: now } : { recoverySentAt: now };
      await manager.getRepository(AuthUserEntity).update({ id: user.id }, column);
    });
    if (type === 'confirmation') user.confirmationSentAt = now;
    else user.recoverySentAt = now;
    const url = this.mailer.verifyUrl(token, type === 'confirmation' ? 'signup' : 'recovery', redirectTo);
    try {
      if (type === 'confirmation') await this.mailer.sendConfirmation(user.email, language, String(user.userMetadata.name ?? ''), url);
      else await this.mailer.sendRecovery(user.email, language, url);
    } catch (error) {
      this.logger.error(`could not send ${type} email: ${(error as Error).message}`);
      // Let the user ask again at once: the interval only counts emails that left.
      const column = type === 'confirmation' ? { confirmationSentAt: null } : { recoverySentAt: null };
      await this.db.getRepository(AuthUserEntity).update({ id: user.id }, column);
      throw new GoTrueError(500, 'unexpected_failure', `Error sending ${type} email`);
    }
  }

  /** Runs an auth action and records its failure in security_events (event_type auth_error). */
  private async audited<T>(action: string, email: string | undefined, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof GoTrueError) error.attempt = (await this.events.recordAuthFailure(action, email ?? undefined, error)) ?? undefined;
      throw error;
    }
  }
}
