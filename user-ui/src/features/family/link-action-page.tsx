import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { familyErrorMessage } from './family-error';

interface LinkActionPageProps<T> {
  readonly title: string;
  readonly loadingLabel: string;
  /** Reads what the link is about (never acts: mail scanners open links). */
  readonly load: (token: string) => Promise<T>;
  /** What the page says before acting; null when there is nothing left to do. */
  readonly describe: (details: T) => ReactNode;
  readonly isDone: (details: T) => boolean;
  readonly actLabel: string;
  readonly actingLabel: string;
  readonly act: (token: string) => Promise<T>;
  readonly doneTitle: string;
  readonly done: (details: T) => ReactNode;
  readonly problemTitle: string;
}

/** A page behind a signed link of a family email: it shows what the link does, and acts on one tap. */
export function LinkActionPage<T>(props: LinkActionPageProps<T>) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ready'; details: T } | { kind: 'done'; details: T } | { kind: 'error'; message: string }>({
    kind: 'loading',
  });
  const [acting, setActing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(props.title);
  const { load, isDone } = props;

  useEffect(() => {
    let live = true;
    load(token)
      .then((details) => live && setState(isDone(details) ? { kind: 'done', details } : { kind: 'ready', details }))
      .catch((error: unknown) => live && setState({ kind: 'error', message: familyErrorMessage(error, t, i18n.language) }));
    return () => {
      live = false;
    };
    // Read once per token: the callbacks are new on every render, and a language switch must not re-run it.
  }, [token]);

  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'error') heading.current?.focus();
  }, [state.kind]);

  if (state.kind === 'loading') return <Spinner label={props.loadingLabel} fullPage />;
  return (
    <div className="container container--narrow page link-page">
      {state.kind === 'error' ? (
        <>
          <h1 className="page__title" tabIndex={-1} ref={heading}>
            {props.problemTitle}
          </h1>
          <div className="notice notice--danger" role="alert">
            <p>{state.message}</p>
          </div>
        </>
      ) : state.kind === 'done' ? (
        <>
          <h1 className="page__title" tabIndex={-1} ref={heading}>
            {props.doneTitle}
          </h1>
          <div className="notice notice--success" role="status">
            {props.done(state.details)}
          </div>
        </>
      ) : (
        <>
          <h1 className="page__title" tabIndex={-1} ref={heading}>
            {props.title}
          </h1>
          {props.describe(state.details)}
          <button
            type="button"
            className="button button--primary button--large"
            disabled={acting}
            onClick={async () => {
              setActing(true);
              try {
                setState({ kind: 'done', details: await props.act(token) });
              } catch (error) {
                setState({ kind: 'error', message: familyErrorMessage(error, t, i18n.language) });
              } finally {
                setActing(false);
              }
            }}
          >
            {acting ? props.actingLabel : props.actLabel}
          </button>
        </>
      )}
      <p className="link-page__home">
        <Link to={paths.home}>{t('common.backHome')}</Link>
      </p>
    </div>
  );
}
