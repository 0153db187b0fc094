import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@scamcheck/shared';
import { profileUpdateFrom, updateProfile } from '@/features/auth/api';
import { useAuth } from '@/features/auth/auth-context';
import { Icon } from '@/components/ui/icons';
import { changeLanguage, currentLanguage } from '@/i18n';

/** Saves the account's language too, so its emails use it (PUT /api/me). Never throws. */
export function useSetLanguage(): (language: Language) => Promise<boolean> {
  const { profile, setProfile } = useAuth();
  return async (language: Language) => {
    await changeLanguage(language);
    if (!profile || profile.language === language) return true;
    try {
      setProfile(await updateProfile(profileUpdateFrom(profile, { language })));
      return true;
    } catch {
      return false;
    }
  };
}

/** English / Français switch in the top bar; remembers the choice on this device. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const setLanguage = useSetLanguage();
  const [busy, setBusy] = useState(false);
  const next: Language = currentLanguage() === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      className="language-switch"
      lang={next === 'fr' ? 'fr-CA' : 'en-CA'}
      aria-label={t('header.languageSwitchLabel')}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await setLanguage(next);
        setBusy(false);
      }}
    >
      <Icon name="globe" size={18} className="language-switch__globe" />
      {t('header.languageSwitch')}
    </button>
  );
}
