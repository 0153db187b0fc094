import { LIMITS } from '@scamcheck/shared';
import { storageKeys } from '@/config/storage-keys';
import { safeStorage } from './safe-storage';

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

/** ERR-{time}-{random}, upper case. */
export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 8).padEnd(6, '0');
  return `ERR-${now}-${suffix}`.toUpperCase();
}

export interface AuthErrorRecord {
  readonly id: string;
  readonly kind: AuthErrorKind;
  readonly severity: AuthErrorSeverity;
  /** The provider's message. */
  readonly message: string;
  /** What the user was shown (title). */
  readonly userMessage: string;
  readonly whatHappened: string;
  readonly whatToDo: string;
  readonly action: string;
  readonly timestamp: string;
}

/** Keeps the last 10 records in local storage. */
export function storeAuthError(record: AuthErrorRecord): void {
  const current = readAuthErrorLog();
  const next = [record, ...current].slice(0, LIMITS.localErrorLogMax);
  safeStorage.set(storageKeys.authErrorLog, JSON.stringify(next));
}

export function readAuthErrorLog(): AuthErrorRecord[] {
  const raw = safeStorage.get(storageKeys.authErrorLog);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as AuthErrorRecord[]) : [];
  } catch {
    return [];
  }
}

/** Reports the error to the backend so support can find it by its id. Never throws. */
export async function reportAuthError(record: AuthErrorRecord, email?: string): Promise<void> {
  const clip = (value: string, max: number): string => value.slice(0, max);
  try {
    await fetch('/api/security-events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event_type: 'auth_error',
        severity: record.severity,
        description: clip(`${record.userMessage}: ${record.message}`, 1000),
        metadata: {
          errorId: record.id,
          action: clip(record.action, 64),
          ...(email ? { email: clip(email, 320) } : {}),
          originalError: clip(record.message, 1000),
          userMessage: clip(record.userMessage, 1000),
        },
      }),
    });
  } catch {
    /* reporting is best effort */
  }
}
