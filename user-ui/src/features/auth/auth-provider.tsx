import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/auth-js';
import { storageKeys } from '@/config/storage-keys';
import { changeLanguage, currentLanguage, hasSavedLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { authClient, openedFromRecoveryLink } from '@/lib/auth-client';
import { safeStorage } from '@/lib/safe-storage';
import { fetchProfile } from './api';
import { AuthContext, type AuthState, type ProfileStatus } from './auth-context';
import type { Profile } from './types';

/** Session, profile and admin flag for the whole app ("Auth state"). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [session, setSession] = useState<Session | null>(null);
  const [profile, setProfileState] = useState<Profile | null>(null);
  const [profileStatus, setProfileStatus] = useState<ProfileStatus>('idle');
  const [profileError, setProfileError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(openedFromRecoveryLink);
  const [urlError, setUrlError] = useState<string | null>(null);
  const userId = session?.user.id ?? null;
  const loadSeq = useRef(0);

  useEffect(() => {
    let active = true;
    const { data } = authClient.onAuthStateChange((event, next) => {
      if (!active) return;
      if (event === 'PASSWORD_RECOVERY') setRecovery(true);
      if (event === 'SIGNED_OUT') {
        safeStorage.remove(storageKeys.trustedFamilyEmail);
        setRecovery(false);
      }
      setSession(next);
      if (event === 'INITIAL_SESSION') setLoading(false);
    });
    void (async () => {
      const { error } = await authClient.initialize();
      const { data: current } = await authClient.getSession();
      if (!active) return;
      // Set together (one render): guards never see "loaded" without the session.
      setSession(current.session);
      if (error) setUrlError(error.message);
      setLoading(false);
    })();
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const refreshProfile = useCallback(async (): Promise<Profile | null> => {
    const seq = ++loadSeq.current;
    setProfileStatus('loading');
    setProfileError(null);
    try {
      const loaded = await fetchProfile();
      if (seq !== loadSeq.current) return loaded;
      setProfileState(loaded);
      setProfileStatus('ready');
      // The account's language applies unless this visitor chose one on this device.
      if (!hasSavedLanguage() && loaded.language !== currentLanguage()) void changeLanguage(loaded.language, false);
      return loaded;
    } catch (error) {
      if (seq !== loadSeq.current) return null;
      setProfileStatus('error');
      setProfileError(error instanceof ApiError || error instanceof Error ? error.message : 'Unknown error occurred');
      return null;
    }
  }, []);

  useEffect(() => {
    if (!userId) {
      loadSeq.current += 1;
      setProfileState(null);
      setProfileStatus('idle');
      return;
    }
    void refreshProfile();
  }, [userId, refreshProfile]);

  const signOut = useCallback(async () => {
    safeStorage.remove(storageKeys.trustedFamilyEmail);
    const { error } = await authClient.signOut();
    // A server that no longer knows the session still ends it locally.
    if (error) await authClient.signOut({ scope: 'local' });
    setSession(null);
    setRecovery(false);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      loading,
      session,
      user: session?.user ?? null,
      profile,
      profileStatus,
      profileError,
      isAdmin: profile?.isAdmin ?? false,
      recovery,
      urlError,
      refreshProfile,
      setProfile: (next: Profile) => setProfileState(next),
      signOut,
      finishRecovery: () => setRecovery(false),
      clearUrlError: () => setUrlError(null),
    }),
    [loading, session, profile, profileStatus, profileError, recovery, urlError, refreshProfile, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
