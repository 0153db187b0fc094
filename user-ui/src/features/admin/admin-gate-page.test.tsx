import { screen } from '@testing-library/react';
import { MESSAGES } from '@scamcheck/shared';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { AdminGatePage } from './admin-gate-page';

describe('admin-only route', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  it('tells a signed-in non-admin they lack permission', () => {
    renderWithProviders(<AdminGatePage />, { auth: { profileStatus: 'ready', isAdmin: false } });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.adminAccessRequired);
  });
  it('offers admins the console', () => {
    renderWithProviders(<AdminGatePage />, { auth: { profileStatus: 'ready', isAdmin: true } });
    expect(screen.getByRole('link', { name: 'Open the admin console' })).toHaveAttribute('href', '/admin');
  });
  it("shows 'Loading...' while the profile loads", () => {
    renderWithProviders(<AdminGatePage />, { auth: { profileStatus: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
