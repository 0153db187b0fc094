import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { DeleteAccountCard } from '@/features/family/delete-account-card';
import { HelpLinkCard } from '@/features/family/help-link-card';
import { HistoryCard } from '@/features/family/history-card';
import { HouseholdCard } from '@/features/family/household-card';
import { TrustedMemberCard } from '@/features/family/trusted-member-card';
import { displayName } from '@/lib/display';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PreferencesCard, SecurityCard } from './account-settings';
import { fetchStats, type Stats } from './api';
import { ProfileCard } from './profile-card';
import { StatsCard } from './stats-card';

/** /dashboard: admins go to the admin console; others see their scans and profile. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const { hash } = useLocation();
  const { profile, profileStatus, profileError, isAdmin, refreshProfile } = useAuth();
  const [stats, setStats] = useState<Stats | null>(null);
  const [statsError, setStatsError] = useState<string | null>(null);
  useDocumentTitle(t('header.dashboard'));

  const loadStats = useCallback(async () => {
    setStatsError(null);
    try {
      setStats(await fetchStats());
    } catch (error) {
      setStatsError(apiErrorMessage(error, t, i18n.language));
    }
  }, []);

  useEffect(() => {
    void loadStats();
  }, [loadStats]);

  const error = profileStatus === 'error' ? profileError : statsError;
  useEffect(() => {
    if (error) toast({ title: t('dashboard.loadFailed'), description: error, variant: 'destructive', durationMs: TOAST_DURATION_MS.error });
  }, [error, t, toast]);

  useEffect(() => {
    // replace, not assign: Back must not land on /dashboard and bounce to /admin again.
    if (isAdmin) window.location.replace(paths.admin);
  }, [isAdmin]);

  const ready = profileStatus === 'ready' && profile && stats && !isAdmin;
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(hash.slice(1));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [ready, hash]);

  if (isAdmin) return <Spinner label={t('guards.adminOpening')} fullPage />;
  if (error) {
    return (
      <div className="container container--narrow page">
        <div className="notice notice--danger" role="alert">
          <p>
            <strong>{t('dashboard.loadFailed')}</strong>
          </p>
          <p>{error}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void refreshProfile();
            void loadStats();
          }}
        >
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  if (!ready) return <Spinner label={t('dashboard.loading')} fullPage />;

  return (
    <div className="container page dashboard">
      <h1 className="page__title">{t('dashboard.title', { name: displayName(profile) })}</h1>
      <p className="page__intro">{t('dashboard.intro')}</p>
      <div className="dashboard__grid">
        <StatsCard emailsScanned={stats.emailsScanned} />
        <HouseholdCard />
        <TrustedMemberCard />
        <HelpLinkCard />
        <HistoryCard />
        <ProfileCard profile={profile} />
        <SecurityCard profile={profile} />
        <PreferencesCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
