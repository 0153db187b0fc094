import { ADMIN_ACCESS_REQUIRED } from '../messages';
import { authProvider } from './auth-provider';

describe('authProvider', () => {
  it('signs out on 401 and explains a 403 without signing out', async () => {
    localStorage.setItem('scamcheck-auth', JSON.stringify({ access_token: 'x', refresh_token: 'y', expires_at: 0 }));
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login' });
    expect(localStorage.getItem('scamcheck-auth')).toBeNull();
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ logoutUser: false, message: ADMIN_ACCESS_REQUIRED });
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('sends visitors without a session to the login page and refuses them access', async () => {
    localStorage.clear();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    await expect(authProvider.canAccess!({ action: 'list', resource: 'emails' })).resolves.toBe(false);
  });

  it('removes the trusted family email on sign-out', async () => {
    localStorage.setItem('trustedFamilyEmail', 'mom@example.com');
    await authProvider.logout({});
    expect(localStorage.getItem('trustedFamilyEmail')).toBeNull();
  });
});
