import { fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@supabase/auth-js';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast-provider';
import { AuthContext, type AuthState } from '@/features/auth/auth-context';
import { i18n } from '@/i18n';
import { signedOutAuth } from '@/testing/render';
import { AvatarMenu } from './avatar-menu';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('avatar menu', () => {
  it('shows the home page before the session ends, so a private page never sends to /auth on the way out', async () => {
    let homeShownAtSignOut: boolean | null = null;
    const signOut = vi.fn(async () => {
      homeShownAtSignOut = screen.queryByText('Home page') !== null;
    });
    const auth: AuthState = {
      ...signedOutAuth,
      user: { id: 'u1', email: 'rose@family.test', user_metadata: { name: 'Rose' } } as unknown as User,
      signOut,
    };
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <AvatarMenu />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Home page</p> },
            { path: '/dashboard', element: <p>Private page</p> },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <AuthContext.Provider value={auth}>
            <RouterProvider router={router} />
          </AuthContext.Provider>
        </ToastProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Rose' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(homeShownAtSignOut).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});
