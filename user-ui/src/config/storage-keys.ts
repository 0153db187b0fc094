/** Every localStorage key the app uses, in one place. */
export const storageKeys = {
  /** auth-js session (see docs/auth.md). */
  session: 'scamcheck-auth',
  /** Removed on sign-out. */
  trustedFamilyEmail: 'trustedFamilyEmail',
  /** The last 10 auth error records. */
  authErrorLog: 'authErrorLogs',
  /** The language the visitor chose with the header switch. */
  language: 'scamcheck-language',
} as const;
