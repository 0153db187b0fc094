import { screen } from '@testing-library/react';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import type { Profile } from '@/features/auth/types';
import { ProfileCard } from './profile-card';
import { StatsCard } from './stats-card';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ scanAddress: 'check@scamcheck.local', dailyScanLimit: 2, supportEmail: 's@x.ca', confirmEmail: true }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('stats card', () => {
  it.each([
    [0, '0 emails scanned'],
    [1, '1 email scanned'],
    [3, '3 emails scanned'],
  ])('words %i scans as "%s"', (count, text) => {
    renderWithProviders(<StatsCard emailsScanned={count} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('tells how to use it with the scanning address and the daily allowance from /api/config', async () => {
    renderWithProviders(<StatsCard emailsScanned={0} />);
    expect(await screen.findByText('check@scamcheck.local')).toBeInTheDocument();
    expect(screen.getByText('You can check 2 emails per day.')).toBeInTheDocument();
  });
});

const profile: Profile = {
  id: 'u1',
  name: null,
  email: 'rose@family.test',
  phone: null,
  gender: null,
  country: null,
  language: 'en',
  isAdmin: false,
  created_at: '2026-11-21T15:00:00.000Z',
};

describe('profile card', () => {
  it("shows 'Not set' for a missing name and hides unset phone, gender and country", () => {
    renderWithProviders(<ProfileCard profile={profile} />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('rose@family.test')).toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('Gender')).not.toBeInTheDocument();
    expect(screen.queryByText('Country')).not.toBeInTheDocument();
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
  });

  it('shows phone, gender and country when set', () => {
    renderWithProviders(<ProfileCard profile={{ ...profile, name: 'Rose', phone: '613 555 0199', gender: 'prefer_not_to_disclose', country: 'Canada' }} />);
    expect(screen.getByText('Rose')).toBeInTheDocument();
    expect(screen.getByText('613 555 0199')).toBeInTheDocument();
    expect(screen.getByText('Prefer not to disclose')).toBeInTheDocument();
    expect(screen.getByText('Canada')).toBeInTheDocument();
  });
});
