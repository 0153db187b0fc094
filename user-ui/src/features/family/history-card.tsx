import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast-context';
import { deleteHistory, deleteHistoryEntry, fetchHistory, type HistoryEntry, type HistoryPage } from './api';
import { familyErrorMessage } from './family-error';

const PAGE_SIZE = 10;
const VERDICT_CLASS = { safe: 'status--ok', suspicious: 'status--pending', dangerous: 'status--scam' } as const;

function when(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** My history: the household's checks, newest first, paged; delete one or all (no content is ever kept). */
export function HistoryCard() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<HistoryPage | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const fail = useCallback(
    (error: unknown) => toast({ title: t('family.household.failed'), description: familyErrorMessage(error, t, i18n.language), variant: 'destructive', durationMs: TOAST_DURATION_MS.error }),
    [t, i18n.language, toast],
  );
  const load = useCallback(
    async (target: number) => {
      try {
        const next = await fetchHistory(target, PAGE_SIZE);
        // A deleted last entry of a page: go back one page.
        if (next.items.length === 0 && target > 1) return void (await load(target - 1));
        setData(next);
        setPage(target);
      } catch (error) {
        fail(error);
      }
    },
    [fail],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const label = (entry: HistoryEntry) => entry.subject || t('family.history.noSubject');
  return (
    <section className="card dashboard-card history-card" aria-labelledby="history" data-testid="history-card">
      <h2 id="history" tabIndex={-1} className="dashboard-card__title">
        {t('family.history.title')}
      </h2>
      <p>{t('family.history.intro')}</p>
      {data && data.total === 0 ? <p className="muted">{t('family.history.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="history-list" aria-label={t('family.history.listLabel')}>
          {data.items.map((entry) => (
            <li key={entry.id} className="history-list__item">
              <div className="history-list__head">
                <span className={`status ${entry.verdict ? VERDICT_CLASS[entry.verdict] : ''}`}>{t(`family.history.verdicts.${entry.verdict ?? 'none'}`)}</span>
                <time dateTime={entry.checkedAt}>{when(entry.checkedAt, i18n.language)}</time>
              </div>
              <dl className="details">
                <div className="details__row">
                  <dt>{t('family.history.subject')}</dt>
                  <dd className="break">{label(entry)}</dd>
                </div>
                <div className="details__row">
                  <dt>{t('family.history.from')}</dt>
                  <dd className="break">{entry.originalSender ?? '—'}</dd>
                </div>
                <div className="details__row">
                  <dt>{t('family.history.by')}</dt>
                  <dd className="break">{entry.forwardedByName ? `${entry.forwardedByName} (${entry.forwardedBy})` : entry.forwardedBy}</dd>
                </div>
              </dl>
              {entry.reasons.length > 0 ? (
                <details className="history-list__reasons">
                  <summary>{t('family.history.reasons')}</summary>
                  <ul>
                    {entry.reasons.map((reason, index) => (
                      <li key={index}>{reason}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('family.history.deleteLabel', { subject: label(entry) })}
                onClick={async () => {
                  try {
                    await deleteHistoryEntry(entry.id);
                    toast({ title: t('family.history.deleted'), variant: 'success' });
                    await load(page);
                  } catch (error) {
                    fail(error);
                  }
                }}
              >
                {t('family.history.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <nav className="button-row pager" aria-label={t('family.history.pageOf', { page, pages })}>
          <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => void load(page - 1)}>
            {t('family.history.previous')}
          </button>
          <span>{t('family.history.pageOf', { page, pages })}</span>
          <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => void load(page + 1)}>
            {t('family.history.next')}
          </button>
        </nav>
      ) : null}
      {data && data.total > 0 ? (
        <button type="button" className="button button--secondary" onClick={() => setConfirmAll(true)}>
          {t('family.history.deleteAll')}
        </button>
      ) : null}
      <Dialog open={confirmAll} onClose={() => setConfirmAll(false)} title={t('family.history.deleteAllTitle')} description={<p>{t('family.history.deleteAllText')}</p>}>
        <div className="form__actions form__actions--end">
          <button type="button" className="button button--secondary" onClick={() => setConfirmAll(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={async () => {
              try {
                await deleteHistory();
                setConfirmAll(false);
                toast({ title: t('family.history.deletedAll'), variant: 'success' });
                await load(1);
              } catch (error) {
                fail(error);
              }
            }}
          >
            {t('family.history.deleteAllConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
