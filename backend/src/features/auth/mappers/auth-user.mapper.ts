import { AuthUserEntity } from '../entities/auth-user.entity';

/** RFC 3339 with fractional seconds, as GoTrue prints timestamps. */
const ts = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined);

export function appMetadata(): Record<string, unknown> {
  return { provider: 'email', providers: ['email'] };
}

/** user_metadata: the stored custom data plus the built-in keys, which win (docs/auth.md). */
export function userMetadata(user: AuthUserEntity): Record<string, unknown> {
  return {
    ...user.userMetadata,
    sub: user.id,
    email: user.email,
    email_verified: Boolean(user.emailConfirmedAt),
    phone_verified: false,
  };
}

function omitUndefined(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

/** The GoTrue user object (docs/auth.md): empty strings for unset email/phone, null timestamps omitted. */
export function toGoTrueUser(user: AuthUserEntity): Record<string, unknown> {
  const meta = userMetadata(user);
  return omitUndefined({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: ts(user.emailConfirmedAt),
    phone: '',
    confirmed_at: ts(user.emailConfirmedAt),
    confirmation_sent_at: ts(user.confirmationSentAt),
    recovery_sent_at: ts(user.recoverySentAt),
    last_sign_in_at: ts(user.lastSignInAt),
    app_metadata: appMetadata(),
    user_metadata: meta,
    identities: [
      omitUndefined({
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: meta,
        provider: 'email',
        email: user.email,
        last_sign_in_at: ts(user.lastSignInAt),
        created_at: ts(user.createdAt),
        updated_at: ts(user.updatedAt),
      }),
    ],
    created_at: ts(user.createdAt),
    updated_at: ts(user.updatedAt),
    is_anonymous: false,
  });
}
