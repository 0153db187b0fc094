/** The family features' limits and server messages (the apps show them in the reader's language). */
export const MAX_HOUSEHOLD_MEMBERS = 10;

export const FAMILY_MESSAGES = {
  linkInvalid: 'This link is not valid. Please use the link from the email exactly as it is.',
  linkExpired: 'This link has expired or has already been used.',
  tooManyEmails: 'We have sent many emails for this account today. Please try again tomorrow.',
  ownAddress: 'This is your own address: your forwards are already checked.',
  alreadyMember: 'This address is already in your household.',
  householdFull: 'A household has at most 10 addresses. Remove one first.',
  notInHousehold: 'This address is not in your household.',
  hasOwnAccount: 'This address has its own ScamCheck account, so its checks stay there. Nothing was changed.',
  otherHousehold: 'This address already belongs to another ScamCheck household. It must be removed there first.',
  trustedOwnAddress: 'Name someone else: alerts about your household go to another person.',
  noTrustedMember: 'You have not named a trusted family member.',
  helpNotAllowed: 'Sign in, or open this page from the link in a verdict email, to alert your trusted family member.',
  noConfirmedTrustedMember: 'There is no confirmed trusted family member to alert.',
} as const;

export type FamilyMessage = keyof typeof FAMILY_MESSAGES;



/** What the "I already clicked / paid / gave a code" page asks about. */
export const HELP_SITUATIONS = ['clicked', 'password', 'card', 'etransfer', 'giftcards', 'crypto', 'remote', 'sin', 'cra'] as const;
export type HelpSituation = (typeof HELP_SITUATIONS)[number];
