import type { TFunction } from 'i18next';
import { translateValidation } from '@/i18n';
import { ApiError } from './api-client';

/** A REST failure in the reader's language: network, rate limit and outages get our own words. */
export function apiErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common.networkError');
    if (error.status === 429) return t('common.tooManyRequests');
    if (error.status >= 500) return t('common.serviceUnavailable');
    return translateValidation(error.message, language) ?? error.message;
  }
  return error instanceof Error ? error.message : 'Unknown error occurred';
}
