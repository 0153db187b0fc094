import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sendFeedback, type FeedbackResult } from './api';
import { familyErrorMessage } from './family-error';

/**
 * /feedback?token=…: the one-tap "Was this right?" answer of a verdict email. The page sends it
 * (a mail scanner that only fetches the link sends nothing) and thanks the reader.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'saving' } | { kind: 'done'; result: FeedbackResult } | { kind: 'error'; message: string }>({ kind: 'saving' });
  const sent = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(state.kind === 'error' ? t('family.feedback.problemTitle') : t('family.feedback.title'));

  useEffect(() => {
    // Once per page, even when React runs effects twice.
    if (sent.current) return;
    sent.current = true;
    sendFeedback(token)
      .then((result) => setState({ kind: 'done', result }))
      .catch((error: unknown) => setState({ kind: 'error', message: familyErrorMessage(error, t, i18n.language) }));
    // Sent once per token: a language switch must not send it again.
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'saving') heading.current?.focus();
  }, [state.kind]);

  if (state.kind === 'saving') return <Spinner label={t('family.feedback.saving')} fullPage />;
  return (
    <div className="container container--narrow page link-page">
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {state.kind === 'error' ? t('family.feedback.problemTitle') : t('family.feedback.title')}
      </h1>
      {state.kind === 'error' ? (
        <div className="notice notice--danger" role="alert">
          <p>{state.message}</p>
        </div>
      ) : (
        <div className="notice notice--success" role="status">
          <p>{t(`family.feedback.${state.result.answer}`)}</p>
        </div>
      )}
      <p className="link-page__home">
        <Link to={paths.home}>{t('common.backHome')}</Link>
      </p>
    </div>
  );
}
