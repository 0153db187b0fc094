import { AuthClient } from '@supabase/auth-js';

/** localStorage key of the session, shared with the family app so one sign-in works on / and /admin. */
export const SESSION_STORAGE_KEY = 'scamcheck-auth';

/** Removed from local storage on sign-out. */
export const TRUSTED_FAMILY_EMAIL_KEY = 'trustedFamilyEmail';

/** The official GoTrue client against our own backend at /auth/v1. */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: SESSION_STORAGE_KEY,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: false,
  flowType: 'implicit',
});

export async function getAccessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}
