import { AuthClient } from '@supabase/auth-js';
import { storageKeys } from '@/config/storage-keys';

/**
 * True when this page load is the landing of a password-reset link (the session arrives in the
 * fragment with type=recovery). Read before auth-js consumes and clears the fragment.
 */
export const openedFromRecoveryLink: boolean =
  typeof window !== 'undefined' && /(^|[#&])type=recovery(&|$)/.test(window.location.hash);

/** The official GoTrue client, talking to our own backend at /auth/v1 (docs/architecture.md). */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: storageKeys.session,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});

export async function getAccessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}
