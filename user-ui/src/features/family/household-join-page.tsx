import { useTranslation } from 'react-i18next';
import { confirmHousehold, fetchHouseholdInvitation, type HouseholdInvitation } from './api';
import { LinkActionPage } from './link-action-page';

/** /family/join?token=…: the owner of a family address confirms it joins the household. */
export function HouseholdJoinPage() {
  const { t } = useTranslation();
  const values = (d: HouseholdInvitation) => ({ inviter: d.inviterName, email: d.memberEmail, name: d.memberName });
  return (
    <LinkActionPage<HouseholdInvitation>
      title={t('family.join.title')}
      loadingLabel={t('family.join.loading')}
      load={fetchHouseholdInvitation}
      isDone={(d) => d.status === 'confirmed'}
      describe={(d) => (
        <>
          <p className="page__intro">{t('family.join.text', values(d))}</p>
          <p>{t('family.join.what', values(d))}</p>
        </>
      )}
      actLabel={t('family.join.confirm')}
      actingLabel={t('family.join.confirming')}
      act={confirmHousehold}
      doneTitle={t('family.join.doneTitle')}
      done={() => <p>{t('family.join.doneText')}</p>}
      problemTitle={t('family.join.problemTitle')}
    />
  );
}
