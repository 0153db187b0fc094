import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast-provider';
import { AuthContext, type AuthState } from '@/features/auth/auth-context';
import { i18n } from '@/i18n';

/** A signed-out auth state that does nothing; tests override what they need. */
export const signedOutAuth: AuthState = {
  loading: false,
  session: null,
  user: null,
  profile: null,
  profileStatus: 'idle',
  profileError: null,
  isAdmin: false,
  recovery: false,
  urlError: null,
  refreshProfile: async () => null,
  setProfile: () => undefined,
  signOut: async () => undefined,
  finishRecovery: () => undefined,
  clearUrlError: () => undefined,
};

/** Renders with the app's providers (i18n, toasts, a router, a signed-out auth state by default). */
export function renderWithProviders(ui: ReactElement, { auth = {}, route = '/' }: { auth?: Partial<AuthState>; route?: string } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <AuthContext.Provider value={{ ...signedOutAuth, ...auth }}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthContext.Provider>
      </ToastProvider>
    </I18nextProvider>,
  );
}
