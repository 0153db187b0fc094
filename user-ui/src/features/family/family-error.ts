import type { TFunction } from 'i18next';
import { FAMILY_MESSAGES, type FamilyMessage } from '@scamcheck/shared';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

const BY_TEXT = new Map(Object.entries(FAMILY_MESSAGES).map(([key, text]) => [text as string, key as FamilyMessage]));

/** A family route's failure in the reader's language (the server's messages are known, see @scamcheck/shared). */
export function familyErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.message === FAMILY_MESSAGES.tooManyEmails) return t('family.errors.tooManyEmails');
    const key = BY_TEXT.get(error.message);
    if (key) return t(`family.errors.${key}`);
  }
  return apiErrorMessage(error, t, language);
}
