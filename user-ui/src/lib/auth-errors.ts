import { LIMITS, type AuthErrorKind, type AuthErrorSeverity } from '@scamcheck/shared';
import { storageKeys } from '@/config/storage-keys';
import { safeStorage } from './safe-storage';

export { AUTH_ERROR_KINDS, AUTH_ERROR_SEVERITY, classifyAuthError } from '@scamcheck/shared';
export type { AuthErrorKind, AuthErrorSeverity } from '@scamcheck/shared';

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

/**
 * Reports the error to the backend so support can find it by its id. With the attempt token of the
 * failed request, the server's own row of that attempt gets the id (one row per attempt). Never throws.
 */
export async function reportAuthError(record: AuthErrorRecord, email?: string, attempt?: string): Promise<void> {
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
          ...(attempt ? { attempt } : {}),
        },
      }),
    });
  } catch {
    /* reporting is best effort */
  }
}
