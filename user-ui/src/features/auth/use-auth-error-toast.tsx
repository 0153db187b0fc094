import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { useToast } from '@/components/ui/toast-context';
import { en } from '@/i18n/en';
import {
  AUTH_ERROR_SEVERITY,
  classifyAuthError,
  createErrorId,
  reportAuthError,
  storeAuthError,
  type AuthErrorRecord,
} from '@/lib/auth-errors';
import { takeAuthAttempt, takeLinkAttempt } from '@/lib/auth-client';
import { copyText } from '@/lib/clipboard';

/** Errors of an email link the page was opened with (their attempt token came in the link). */
const LINK_ACTIONS = new Set(['email_link', 'password_reset_link']);

interface ErrorLike {
  readonly message?: string;
}

/**
 * Shows an auth error as a destructive toast (8 s) with what happened, what to
 * do, an error id and a Copy button; keeps it locally and reports it as a security event.
 */
export function useAuthErrorToast(): (error: ErrorLike | null | undefined, action: string, email?: string) => AuthErrorRecord {
  const { t } = useTranslation();
  const { toast } = useToast();

  return useCallback(
    (error, action, email) => {
      const message = error?.message || 'Unknown error occurred';
      const kind = classifyAuthError(message);
      const record: AuthErrorRecord = {
        id: createErrorId(),
        kind,
        severity: AUTH_ERROR_SEVERITY[kind],
        message,
        userMessage: en.authErrors[kind].title,
        whatHappened: en.authErrors[kind].happened,
        whatToDo: en.authErrors[kind].todo,
        action,
        timestamp: new Date().toISOString(),
      };
      storeAuthError(record);
      const attempt = LINK_ACTIONS.has(action) ? takeLinkAttempt() : takeAuthAttempt();
      void reportAuthError(record, email, attempt);

      const onCopy = async () => {
        await copyText(record.id);
        toast({ title: t('common.copied'), description: t('authErrors.copiedDesc'), variant: 'success' });
      };
      toast({
        title: t(`authErrors.${kind}.title`),
        variant: 'destructive',
        durationMs: TOAST_DURATION_MS.error,
        description: (
          <>
            <p>{t(`authErrors.${kind}.happened`)}</p>
            <p>
              <strong>{t('authErrors.whatToDo')}</strong> {t(`authErrors.${kind}.todo`)}
            </p>
          </>
        ),
        extra: (
          <div className="toast__error-id">
            <code data-testid="error-id">{t('authErrors.errorId', { id: record.id })}</code>
            <button type="button" className="button button--small button--outline-light" onClick={() => void onCopy()}>
              {t('common.copy')}
              <span className="sr-only"> {record.id}</span>
            </button>
          </div>
        ),
      });
      return record;
    },
    [t, toast],
  );
}
