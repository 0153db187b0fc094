/** Every localStorage key the app uses, in one place. */
export const storageKeys = {
  /** auth-js session (see auth-protocol.md §6.1). */
  session: 'scamcheck-auth',
  /** Spec §1: removed on sign-out. */
  trustedFamilyEmail: 'trustedFamilyEmail',
  /** Spec §3: the last 10 auth error records. */
  authErrorLog: 'authErrorLogs',
  /** The language the visitor chose with the header switch. */
  language: 'scamcheck-language',
} as const;
