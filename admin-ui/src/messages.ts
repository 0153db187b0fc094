import { MESSAGES } from '@scamcheck/shared';

/** The admin console's toasts, word for word. */
export const TOASTS = {
  invalidEmail: 'Invalid Email',
  alreadyBlocked: MESSAGES.alreadyBlocked,
  blockFailed: 'Failed to block email',
  unblockFailed: 'Failed to unblock email',
  patternUpdateFailed: 'Failed to update pattern',
  emailSentFailed: 'Failed to update email sent status',
  dashboardFailed: 'Failed to load dashboard data',
  success: 'Success',
  updated: 'Updated',
  markedSent: 'Email marked as sent',
  markedNotSent: 'Email marked as not sent',
  testEmailSent: 'Test Email Sent',
  testEmailFailed: 'Error Sending Test Email',
} as const;

export const ADMIN_ACCESS_REQUIRED = MESSAGES.adminAccessRequired;
