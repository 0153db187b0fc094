/** Pages of the family app that signed links lead to (the app calls the API with the token). */
export const LINK_PATHS = {
  householdConfirm: '/family/join',
  trustedConfirm: '/family/trusted',
  trustedStop: '/family/stop',
  feedback: '/feedback',
  help: '/already-clicked',
} as const;

/** How long each link works, in days. */
export const LINK_DAYS = {
  invite: 7,
  feedback: 30,
  stop: 365,
  help: 30,
} as const;
