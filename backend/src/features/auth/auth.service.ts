import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { createHash, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AUTH_ATTEMPT_PARAM, isValidEmail, LIMITS, MESSAGES } from '@scamcheck/shared';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { AuthErrors, GoTrueError } from '../../platform/common/gotrue-error';
import { flattenValidationErrors } from '../../platform/common/validation';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/app-config';
import { REDIS_CLIENT } from '../../platform/redis/redis.module';
import { SecurityEventsService } from '../security-events/security-events.service';
import { ProfileFieldsDto } from '../users/dto/profile-fields.dto';
import { ProfileEntity } from '../users/entities/profile.entity';
import { ProfilesService } from '../users/profiles.service';
import { AuthMailerService } from './auth-mailer.service';
import { PasswordGrantBody, RecoverBody, SignupBody, UpdateUserBody, VerifyQuery } from './dto/auth-requests';
import { AuthSessionEntity } from './entities/auth-session.entity';
import { AuthUserEntity } from './entities/auth-user.entity';
import { OneTimeTokenEntity, OneTimeTokenType } from './entities/one-time-token.entity';
import { toGoTrueUser } from './mappers/auth-user.mapper';
import { PasswordHasherService } from './password-hasher.service';
import { checkPasswordStrength, PASSWORD_MAX_BYTES } from './password-policy';
import { safeRedirect } from './redirect';
import { SignInFailuresService } from './sign-in-failures.service';
import { ClientInfo, SessionResponse, SessionsService } from './sessions.service';
import { TokenService } from './token.service';

const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_MIN_INTERVAL_MS = 60 * 1000;

/** The profile a sign-up asks for, as stored in user_metadata and profiles. */
type SignupProfile = {
  name: string;
  phone: string | null;
  gender: string | null;
  country: string | null;
  language: 'en' | 'fr';
};
/** The user_metadata keys a user may set (the profile fields), and their size cap. */
const USER_DATA_KEYS = new Set(['name', 'phone', 'gender', 'country', 'language']);
const USER_DATA_MAX_BYTES = 2048;
/** Keys the server fills in itself (docs/auth.md): ignored when sent. */
const BUILT_IN_METADATA_KEYS = new Set(['sub', 'email', 'email_verified', 'phone_verified']);

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
    private readonly signInFailures: SignInFailuresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
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

      const metadata: SignupProfile = { name: data.name, phone: data.phone ?? null, gender: data.gender ?? null, country: data.country ?? null, language };
      // One hash and one check of the password whatever the address (new, unconfirmed or confirmed),
      // so the time of the answer does not tell which addresses have an account.
      const hash = await this.hasher.hash(password);

      const existing = await this.db.getRepository(AuthUserEntity).findOne({ where: { email } });
      const samePassword = existing ? await this.hasher.verify(existing.encryptedPassword, password) : await this.hasher.verifyDummy(password).then(() => false);
      if (existing) {
        if (!this.config.AUTH_CONFIRM_EMAIL) throw AuthErrors.userAlreadyExists();
        if (!existing.emailConfirmedAt) await this.replacePendingSignup(existing, samePassword, hash, metadata, confirmTarget, language);
        // The same answer as for a new address, confirmed or not (a deliberate departure from GoTrue,
        // docs/auth.md): a stranger cannot tell which addresses have an account.
        return toGoTrueUser(this.signupDecoy(email, metadata));
      }

      const created = await this.db.transaction(async (manager) => {
        const user = await manager.getRepository(AuthUserEntity).save({
          email,
          encryptedPassword: hash,
          emailConfirmedAt: this.config.AUTH_CONFIRM_EMAIL ? null : new Date(),
          userMetadata: metadata,
        });
        await this.profiles.create(manager, user.id, { ...metadata, email });
        if (!this.config.AUTH_CONFIRM_EMAIL) return { user, session: await this.sessions.start(manager, user, 'password', client) };
        return { user, session: null };
      });
      if (created.session) return created.session;
      await this.sendLinkInBackground(created.user, 'confirmation', confirmTarget, language);
      return toGoTrueUser(created.user);
    });
  }

  /**
   * A repeated sign-up of an unconfirmed address: nobody has proven the mailbox yet, so the latest
   * sign-up's password and profile replace the earlier ones, and its earlier sessions and recovery
   * links end. When the passwords differ, the address is "contested" (someone else may have signed
   * it up first, or may sign it up again after its owner): confirming it then keeps neither password
   * and opens a password-reset session instead, so only the mailbox owner chooses the password.
   * A new confirmation link goes out unless one left less than a minute ago (that one still works).
   */
  private async replacePendingSignup(
    user: AuthUserEntity,
    samePassword: boolean,
    hash: string,
    metadata: SignupProfile,
    confirmTarget: string,
    language: 'en' | 'fr',
  ): Promise<void> {
    if (!samePassword) {
      await this.redis.set(this.contestedKey(user.id), '1', 'PX', EMAIL_LINK_TTL_MS);
    }
    user.encryptedPassword = hash;
    user.userMetadata = metadata;
    await this.db.transaction(async (manager) => {
      await manager.getRepository(AuthUserEntity).save(user);
      await manager.getRepository(ProfileEntity).update(
        { id: user.id },
        { name: metadata.name, phone: metadata.phone, gender: metadata.gender, country: metadata.country, language: metadata.language },
      );
      await manager.getRepository(AuthSessionEntity).delete({ userId: user.id });
      await manager.getRepository(OneTimeTokenEntity).delete({ userId: user.id, tokenType: 'recovery' });
    });
    const sentRecently = user.confirmationSentAt && Date.now() - user.confirmationSentAt.getTime() < EMAIL_MIN_INTERVAL_MS;
    if (!sentRecently) await this.sendLinkInBackground(user, 'confirmation', confirmTarget, language);
  }

  private contestedKey(userId: string): string {
    return `${this.config.REDIS_PREFIX}:signup-contested:${userId}`;
  }

  /** What a sign-up of a new address answers, for an address that already has an account. */
  private signupDecoy(email: string, metadata: SignupProfile): AuthUserEntity {
    const now = new Date();
    return Object.assign(new AuthUserEntity(), {
      id: randomUUID(),
      email,
      encryptedPassword: '',
      emailConfirmedAt: null,
      confirmationSentAt: now,
      recoverySentAt: null,
      lastSignInAt: null,
      bannedUntil: null,
      userMetadata: metadata,
      createdAt: now,
      updatedAt: now,
    });
  }

  async passwordGrant(body: PasswordGrantBody, client: ClientInfo): Promise<SessionResponse> {
    return this.audited('login', body.email ?? undefined, async () => {
      if (body.email && body.phone) throw AuthErrors.validation('Only an email address or phone number should be provided on login.');
      if (!body.email && !body.phone) throw AuthErrors.validation('missing email or phone');
      if (!body.email) throw AuthErrors.invalidCredentials();
      const email = body.email.trim().toLowerCase();
      const password = body.password ?? '';
      await this.signInFailures.reserveAttempt(email);
      const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { email } });
      if (!user) {
        await this.hasher.verifyDummy(password);
        throw AuthErrors.invalidCredentials();
      }
      if (user.bannedUntil && user.bannedUntil > new Date()) throw AuthErrors.userBanned();
      if (!password || !(await this.hasher.verify(user.encryptedPassword, password))) throw AuthErrors.invalidCredentials();
      await this.signInFailures.clear(email);
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
      // The same answer, wait and time for every address, with an account or not: the one-a-minute
      // wait is kept per address in Redis, and the email leaves after the answer.
      await this.reserveRecoveryEmail(email);
      const user = await this.db.getRepository(AuthUserEntity).findOne({ where: { email } });
      if (!user) return {};
      const target = safeRedirect(redirectTo, this.config.APP_BASE_URL, '/auth?reset=true');
      const language = user.userMetadata.language === 'fr' ? 'fr' : 'en';
      await this.sendLinkInBackground(user, 'recovery', target, language, () => this.redis.del(this.recoveryIntervalKey(email)));
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
      const contested = tokenType === 'confirmation' && !user.emailConfirmedAt && (await this.redis.exists(this.contestedKey(user.id))) === 1;
      if (!user.emailConfirmedAt) {
        user.emailConfirmedAt = new Date(); // a recovery link also proves mailbox ownership
        await users.update({ id: user.id }, { emailConfirmedAt: user.emailConfirmedAt });
      }
      if (contested) {
        // Signed up more than once with different passwords: nobody has shown which one is the
        // mailbox owner's, so none is kept and the owner, who just proved the mailbox, sets one now.
        await users.update({ id: user.id }, { encryptedPassword: await this.hasher.hash(this.tokens.opaqueToken(32)) });
        await manager.getRepository(AuthSessionEntity).delete({ userId: user.id });
        return { user, session: await this.sessions.start(manager, user, 'otp', client), contested };
      }
      if (tokenType === 'confirmation') return { user, session: null, contested };
      return { user, session: await this.sessions.start(manager, user, 'otp', client), contested };
    });
    if (!result) return failure();
    if (result.contested) await this.redis.del(this.contestedKey(result.user.id));
    if (!result.session) return { kind: 'redirect', location: target };
    const sessionTarget = result.contested ? safeRedirect(undefined, this.config.APP_BASE_URL, '/auth?reset=true') : target;
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
    return { kind: 'redirect', location: `${sessionTarget}#${fragment.toString()}` };
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
      const changes = body.data === undefined || body.data === null ? null : this.validateUserDataChanges(body.data);
      const newHash = body.password ? await this.preparePasswordChange(principal.userId, body.password) : null;
      return this.db.transaction(async (manager) => {
        const users = manager.getRepository(AuthUserEntity);
        const user = await users.findOne({ where: { id: principal.userId }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw AuthErrors.userNotFound();
        if (changes) {
          const merged: Record<string, unknown> = { ...user.userMetadata };
          for (const [key, value] of Object.entries(changes)) {
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

  /**
   * Seeds the admin account from ADMIN_EMAIL / ADMIN_PASSWORD (confirmed, with the admin role).
   * An existing account is promoted only with the configured password: whoever signed it up (maybe
   * a stranger who pre-registered the address, unconfirmed) loses it, with every session and email
   * link, and an unconfirmed one also loses the sign-up's profile. An account that is already admin
   * is left alone, so a password changed in the app survives restarts.
   */
  async ensureAdmin(emailInput: string, password: string): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    const users = this.db.getRepository(AuthUserEntity);
    const existing = await users.findOne({ where: { email } });
    if (existing && (await this.isAdmin(existing.id))) return;
    const hash = await this.hasher.hash(password);
    await this.db.transaction(async (manager) => {
      let userId: string;
      if (!existing) {
        const created = await manager.getRepository(AuthUserEntity).save({
          email,
          encryptedPassword: hash,
          emailConfirmedAt: new Date(),
          userMetadata: { name: 'Admin', language: 'en' },
        });
        await this.profiles.create(manager, created.id, { name: 'Admin', email });
        userId = created.id;
        this.logger.log(`seeded admin account ${email}`);
      } else {
        userId = existing.id;
        const proven = Boolean(existing.emailConfirmedAt);
        await manager.getRepository(AuthUserEntity).update(
          { id: userId },
          proven
            ? { encryptedPassword: hash }
            : { encryptedPassword: hash, emailConfirmedAt: new Date(), userMetadata: { name: 'Admin', language: 'en' } },
        );
        if (!proven) await manager.getRepository(ProfileEntity).update({ id: userId }, { name: 'Admin', phone: null, gender: null, country: null, language: 'en' });
        await manager.getRepository(AuthSessionEntity).delete({ userId });
        await manager.getRepository(OneTimeTokenEntity).delete({ userId });
        this.logger.warn(
          `promoted ${email} to admin with ADMIN_PASSWORD; its earlier password, sessions and email links no longer work` +
            (proven ? '' : ' (it was an unconfirmed sign-up: its profile was reset)'),
        );
      }
      await manager.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`, [userId]);
    });
  }

  private async isAdmin(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM user_roles WHERE user_id = $1 AND role = 'admin'`, [userId]);
    return rows.length > 0;
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

  /** Sign-up metadata must satisfy the profile rules, with their messages. */
  private validateSignupData(data: Record<string, unknown>): ProfileFieldsDto {
    const dto = plainToInstance(ProfileFieldsDto, { ...data, name: data.name ?? '' });
    const errors = validateSync(dto, { stopAtFirstError: true });
    if (errors.length > 0) {
      const first = Object.values(flattenValidationErrors(errors))[0];
      throw AuthErrors.validation(first ?? 'Invalid sign-up data');
    }
    return dto;
  }

  /**
   * PUT /user `data`: only the profile keys (name, phone, gender, country, language), each
   * with its rule, and at most USER_DATA_MAX_BYTES of JSON. `null` removes an optional key. Anything
   * else is refused, so user_metadata (copied into every access token) stays small and known.
   */
  private validateUserDataChanges(data: unknown): Record<string, unknown> {
    if (typeof data !== 'object' || Array.isArray(data) || data === null) throw AuthErrors.validation('User data must be an object');
    if (Buffer.byteLength(JSON.stringify(data), 'utf8') > USER_DATA_MAX_BYTES) {
      throw AuthErrors.validation(`User data is too large (at most ${USER_DATA_MAX_BYTES} bytes)`);
    }
    const entries = Object.entries(data as Record<string, unknown>).filter(([key]) => !BUILT_IN_METADATA_KEYS.has(key));
    const unknown = entries.map(([key]) => key).filter((key) => !USER_DATA_KEYS.has(key));
    if (unknown.length > 0) throw AuthErrors.validation(`Unknown user data: ${unknown.join(', ')}`);
    // name and language cannot be removed (skipMissingProperties would let a null through).
    const removed = entries.find(([key, value]) => value === null && (key === 'name' || key === 'language'));
    if (removed) throw AuthErrors.validation(removed[0] === 'name' ? MESSAGES.nameMin : 'Language must be en or fr');
    const given = Object.fromEntries(entries);
    const dto = plainToInstance(ProfileFieldsDto, given);
    const errors = validateSync(dto, { skipMissingProperties: true, stopAtFirstError: true });
    if (errors.length > 0) throw AuthErrors.validation(Object.values(flattenValidationErrors(errors))[0] ?? 'Invalid user data');
    return Object.fromEntries(entries.map(([key]) => [key, (dto as unknown as Record<string, unknown>)[key] ?? null]));
  }

  /** One recovery email a minute per address, counted whether or not the address has an account. */
  private async reserveRecoveryEmail(email: string): Promise<void> {
    const key = this.recoveryIntervalKey(email);
    if ((await this.redis.set(key, '1', 'PX', EMAIL_MIN_INTERVAL_MS, 'NX')) === 'OK') return;
    const wait = await this.redis.pttl(key);
    throw AuthErrors.emailRateLimited(Math.max(1, Math.ceil(wait / 1000)));
  }

  private recoveryIntervalKey(email: string): string {
    return `${this.config.REDIS_PREFIX}:recovery-interval:${createHash('sha256').update(email).digest('hex')}`;
  }

  /**
   * Stores the link's token, then sends its email after the request has been answered, so neither
   * the mail server's time nor its failure tells a stranger that the address has an account. A
   * failed send is logged and lets the user ask again at once (onFailure clears any other wait).
   */
  private async sendLinkInBackground(
    user: AuthUserEntity,
    type: OneTimeTokenType,
    redirectTo: string,
    language: 'en' | 'fr',
    onFailure?: () => Promise<unknown>,
  ): Promise<void> {
    const url = await this.storeLink(user, type, redirectTo);
    const send = type === 'confirmation' ? this.mailer.sendConfirmation(user.email, language, String(user.userMetadata.name ?? ''), url) : this.mailer.sendRecovery(user.email, language, url);
    send.catch(async (error: Error) => {
      this.logger.error(`could not send ${type} email: ${error.message}`);
      const column = type === 'confirmation' ? { confirmationSentAt: null } : { recoverySentAt: null };
      await Promise.all([this.db.getRepository(AuthUserEntity).update({ id: user.id }, column), onFailure?.()]).catch((cleanup: Error) =>
        this.logger.error(`could not reset the ${type} email wait: ${cleanup.message}`),
      );
    });
  }

  /** A new single-use link of this type for the user (replacing the earlier one): its URL. */
  private async storeLink(user: AuthUserEntity, type: OneTimeTokenType, redirectTo: string): Promise<string> {
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
    return this.mailer.verifyUrl(token, type === 'confirmation' ? 'signup' : 'recovery', redirectTo);
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
