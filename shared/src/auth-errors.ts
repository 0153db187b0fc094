/** The auth error catalogue, in the order its rows are tested. */
export const AUTH_ERROR_KINDS = [
  'session',
  'alreadyRegistered',
  'invalidCredentials',
  'emailNotConfirmed',
  'weakPassword',
  'rateLimit',
  'network',
  'unknown',
] as const;
export type AuthErrorKind = (typeof AUTH_ERROR_KINDS)[number];
export type AuthErrorSeverity = 'info' | 'warning' | 'error';

/** The severity of each kind: the app's toast and the server's auth error row agree on it. */
export const AUTH_ERROR_SEVERITY: Readonly<Record<AuthErrorKind, AuthErrorSeverity>> = {
  session: 'warning',
  alreadyRegistered: 'info',
  invalidCredentials: 'error',
  emailNotConfirmed: 'warning',
  weakPassword: 'error',
  rateLimit: 'warning',
  network: 'error',
  unknown: 'error',
};

/** Classifies an auth error by its message content. */
export function classifyAuthError(message: string | null | undefined): AuthErrorKind {
  const m = (message ?? '').toLowerCase();
  if (m.includes('refresh_token') || m.includes('session')) return 'session';
  if (m.includes('already registered') || m.includes('already exists')) return 'alreadyRegistered';
  if (m.includes('invalid login credentials')) return 'invalidCredentials';
  if (m.includes('email not confirmed')) return 'emailNotConfirmed';
  if (m.includes('password') && /(should|must|at least|contain|requirement|weak|characters)/.test(m)) return 'weakPassword';
  if (m.includes('rate limit') || m.includes('too many') || m.includes('only request this after')) return 'rateLimit';
  if (m.includes('network') || m.includes('fetch')) return 'network';
  return 'unknown';
}

/**
 * The response header (and email-link fragment parameter) that carries the attempt token of a
 * failed auth request: the app sends it back with its error report, so the server's own row of
 * that attempt gets the error id the user sees instead of a second row.
 */
export const AUTH_ATTEMPT_HEADER = 'X-Auth-Attempt';
export const AUTH_ATTEMPT_PARAM = 'auth_attempt';
export const AUTH_ATTEMPT_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
