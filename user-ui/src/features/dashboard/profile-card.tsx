import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import type { Profile } from '@/features/auth/types';
import { formatLongDate } from '@/lib/display';
import { EditProfileDialog } from './edit-profile-dialog';

/** Name (or 'Not set'), Email, Phone/Gender/Country only if set, Member Since. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <section className="card dashboard-card" aria-labelledby="profile" data-testid="profile-card">
      <div className="dashboard-card__header">
        <h2 id="profile" tabIndex={-1} className="dashboard-card__title">
          {t('dashboard.profile.title')}
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} aria-label={t('dashboard.profile.editLabel')}>
          <Icon name="edit" size={18} />
          {t('dashboard.profile.edit')}
        </button>
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>{t('dashboard.profile.name')}</dt>
          <dd>{profile.name?.trim() ? profile.name : <span className="muted">{t('common.notSet')}</span>}</dd>
        </div>
        <div className="details__row">
          <dt>{t('dashboard.profile.email')}</dt>
          <dd className="break">{profile.email}</dd>
        </div>
        {profile.phone ? (
          <div className="details__row">
            <dt>{t('dashboard.profile.phone')}</dt>
            <dd>{profile.phone}</dd>
          </div>
        ) : null}
        {profile.gender ? (
          <div className="details__row">
            <dt>{t('dashboard.profile.gender')}</dt>
            <dd>{t(`genders.${profile.gender}`)}</dd>
          </div>
        ) : null}
        {profile.country ? (
          <div className="details__row">
            <dt>{t('dashboard.profile.country')}</dt>
            <dd>{profile.country}</dd>
          </div>
        ) : null}
        <div className="details__row">
          <dt>{t('dashboard.profile.memberSince')}</dt>
          <dd>{formatLongDate(profile.created_at, i18n.language)}</dd>
        </div>
      </dl>
      <EditProfileDialog profile={profile} open={editing} onClose={() => setEditing(false)} />
    </section>
  );
}
