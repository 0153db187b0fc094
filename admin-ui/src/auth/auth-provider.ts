import type { AuthProvider, UserIdentity } from 'react-admin';
import { ADMIN_ACCESS_REQUIRED } from '../messages';
import { authClient, getAccessToken, TRUSTED_FAMILY_EMAIL_KEY } from './auth-client';

/** GET /api/me as the console needs it. */
export interface Me {
  id: string;
  name: string | null;
  email: string;
  isAdmin: boolean;
}

export interface AdminIdentity extends UserIdentity {
  email: string;
  isAdmin: boolean;
}

export interface LoginParams {
  email?: string;
  username?: string;
  password: string;
}

let meCache: { token: string; me: Promise<Me> } | null = null;

/** The signed-in user's profile and admin flag, fetched once per access token. */
export async function fetchMe(): Promise<Me> {
  const token = await getAccessToken();
  if (!token) throw Object.assign(new Error('Not signed in'), { status: 401 });
  if (meCache?.token !== token) {
    const me = fetch(`${window.location.origin}/api/me`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }).then(
      async (res) => {
        if (!res.ok) throw Object.assign(new Error(`GET /api/me answered ${res.status}`), { status: res.status });
        return (await res.json()) as Me;
      },
    );
    meCache = { token, me };
    me.catch(() => {
      if (meCache?.me === me) meCache = null;
    });
  }
  return meCache.me;
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** react-admin auth on the /auth/v1 GoTrue server (same session as the family app). */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const email = (params.email ?? params.username ?? '').trim();
    const { error } = await authClient.signInWithPassword({ email, password: params.password });
    meCache = null;
    if (error) throw new Error(error.message);
  },

  async logout() {
    meCache = null;
    localStorage.removeItem(TRUSTED_FAMILY_EMAIL_KEY);
    await authClient.signOut().catch(() => undefined);
    // A stale or revoked session must not survive a sign-out.
    await authClient.signOut({ scope: 'local' }).catch(() => undefined);
  },

  async checkAuth() {
    const token = await getAccessToken();
    if (!token) throw { redirectTo: '/login', message: false };
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      meCache = null;
      await authClient.signOut({ scope: 'local' }).catch(() => undefined);
      throw { redirectTo: '/login' };
    }
    if (status === 403) throw { logoutUser: false, message: ADMIN_ACCESS_REQUIRED };
  },

  async getIdentity(): Promise<AdminIdentity> {
    const me = await fetchMe();
    return { id: me.id, fullName: me.name || me.email.split('@')[0] || 'User', email: me.email, isAdmin: me.isAdmin };
  },

  /** Admins only: every resource and page of the console. */
  async canAccess() {
    try {
      return (await fetchMe()).isAdmin;
    } catch {
      return false;
    }
  },
};
