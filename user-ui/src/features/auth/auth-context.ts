import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/auth-js';
import type { Profile } from './types';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AuthState {
  /** True until the first session check finishes. */
  readonly loading: boolean;
  readonly session: Session | null;
  readonly user: User | null;
  readonly profile: Profile | null;
  readonly profileStatus: ProfileStatus;
  readonly profileError: string | null;
  readonly isAdmin: boolean;
  /** The visitor arrived from a password-reset link and must choose a new password. */
  readonly recovery: boolean;
  /** An error carried by the URL (e.g. an expired email link), once. */
  readonly urlError: string | null;
  refreshProfile(): Promise<Profile | null>;
  setProfile(profile: Profile): void;
  signOut(): Promise<void>;
  finishRecovery(): void;
  clearUrlError(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
