/** Every route of the family app. Admin is a separate app served by the backend at /admin. */
export const paths = {
  home: '/',
  auth: '/auth',
  terms: '/terms-of-use',
  privacy: '/terms-of-use#privacy',
  eula: '/eula',
  contact: '/contact',
  dashboard: '/dashboard',
  emailPreview: '/email-preview',
  admin: '/admin',
  householdJoin: '/family/join',
  trustedConfirm: '/family/trusted',
  trustedStop: '/family/stop',
  feedback: '/feedback',
  help: '/already-clicked',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Anchors on the dashboard that the avatar menu items lead to. */
export const dashboardSections = {
  profile: 'profile',
  security: 'security',
  preferences: 'preferences',
} as const;
