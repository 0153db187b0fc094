import { useTranslation } from 'react-i18next';
import { GENDERS } from '@scamcheck/shared';

/** <option>s of the gender select, with 'Not specified' first (empty value). */
export function GenderOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('genders.none')}</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {t(`genders.${gender}`)}
        </option>
      ))}
    </>
  );
}
