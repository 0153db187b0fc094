import { AuthClient } from '@supabase/auth-js';
import { AUTH_ATTEMPT_HEADER, AUTH_ATTEMPT_PARAM, AUTH_ATTEMPT_PATTERN } from '@scamcheck/shared';
import { storageKeys } from '@/config/storage-keys';

/**
 * True when this page load is the landing of a password-reset link (the session arrives in the
 * fragment with type=recovery). Read before auth-js consumes and clears the fragment.
 */
export const openedFromRecoveryLink: boolean =
  typeof window !== 'undefined' && /(^|[#&])type=recovery(&|$)/.test(window.location.hash);

/**
 * The attempt token of the last failed auth request (a response header), and of a failed email link
 * (its fragment): the error report sends it back so the server completes its own row of that
 * attempt instead of the report adding a second one. Each auth request clears the first.
 */
let lastAttempt: string | null = null;
let linkAttempt: string | null = readAttemptFromLink();

function readAttemptFromLink(): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.hash.replace(/^#/, '')).get(AUTH_ATTEMPT_PARAM);
  return value && AUTH_ATTEMPT_PATTERN.test(value) ? value : null;
}

/** The token of the last failed auth request, once. */
export function takeAuthAttempt(): string | undefined {
  const value = lastAttempt ?? undefined;
  lastAttempt = null;
  return value;
}

/** The token of the email link this page was opened with, when the link failed; once. */
export function takeLinkAttempt(): string | undefined {
  const value = linkAttempt ?? undefined;
  linkAttempt = null;
  return value;
}

const trackingFetch: typeof fetch = async (input, init) => {
  lastAttempt = null;
  const response = await fetch(input, init);
  const attempt = response.headers.get(AUTH_ATTEMPT_HEADER);
  if (attempt && AUTH_ATTEMPT_PATTERN.test(attempt)) lastAttempt = attempt;
  return response;
};

/** The official GoTrue client, talking to our own backend at /auth/v1 (docs/auth.md). */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: storageKeys.session,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
  fetch: trackingFetch,
});

export async function getAccessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}
