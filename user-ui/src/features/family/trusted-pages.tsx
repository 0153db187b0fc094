import { useTranslation } from 'react-i18next';
import { confirmTrusted, fetchTrustedInvitation, fetchTrustedStop, stopTrusted, type TrustedLink } from './api';
import { LinkActionPage } from './link-action-page';

/** /family/trusted?token=…: the named caregiver agrees to receive alerts. */
export function TrustedConfirmPage() {
  const { t } = useTranslation();
  return (
    <LinkActionPage<TrustedLink>
      title={t('family.trustedConfirm.title')}
      loadingLabel={t('family.trustedConfirm.loading')}
      load={fetchTrustedInvitation}
      isDone={(d) => d.status !== 'pending'}
      describe={(d) => (
        <>
          <p className="page__intro">{t('family.trustedConfirm.text', { inviter: d.inviterName })}</p>
          <p>{t('family.trustedConfirm.what')}</p>
        </>
      )}
      actLabel={t('family.trustedConfirm.confirm')}
      actingLabel={t('family.trustedConfirm.confirming')}
      act={confirmTrusted}
      doneTitle={t('family.trustedConfirm.doneTitle')}
      done={(d) => <p>{d.status === 'stopped' ? t('family.trustedConfirm.stoppedText') : t('family.trustedConfirm.doneText', { inviter: d.inviterName })}</p>}
      problemTitle={t('family.trustedConfirm.problemTitle')}
    />
  );
}

/** /family/stop?token=…: the caregiver stops the alerts from an alert email. */
export function TrustedStopPage() {
  const { t } = useTranslation();
  return (
    <LinkActionPage<TrustedLink>
      title={t('family.trustedStop.title')}
      loadingLabel={t('family.trustedStop.loading')}
      load={fetchTrustedStop}
      isDone={(d) => d.status === 'stopped'}
      describe={(d) => <p className="page__intro">{t('family.trustedStop.text', { inviter: d.inviterName })}</p>}
      actLabel={t('family.trustedStop.confirm')}
      actingLabel={t('family.trustedStop.confirming')}
      act={stopTrusted}
      doneTitle={t('family.trustedStop.doneTitle')}
      done={(d) => <p>{t('family.trustedStop.doneText', { inviter: d.inviterName })}</p>}
      problemTitle={t('family.trustedStop.problemTitle')}
    />
  );
}
