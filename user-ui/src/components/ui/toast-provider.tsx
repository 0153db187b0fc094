import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

interface ToastItem extends ToastOptions {
  readonly id: string;
}

const DEFAULT_DURATION_MS = 5000;
const MAX_VISIBLE = 4;
let counter = 0;

/** Small accessible toasts: announced politely (errors assertively), paused while hovered or focused. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const toast = useCallback((options: ToastOptions) => {
    counter += 1;
    const id = `toast-${counter}`;
    setItems((current) => [...current, { ...options, id }].slice(-MAX_VISIBLE));
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion items={items} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="toast-region" aria-label={t('common.notifications')}>
      <ol className="toast-list">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.durationMs ?? DEFAULT_DURATION_MS);

  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id, onDismiss]);

  const variant = item.variant ?? 'default';
  const destructive = variant === 'destructive';
  return (
    <li
      className={`toast toast--${variant}`}
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      {/* The live region sits inside the list item: a role on the <li> itself would break the list. */}
      <div className="toast__live" role={destructive ? 'alert' : 'status'} aria-live={destructive ? 'assertive' : 'polite'} aria-atomic="true">
        <div className="toast__body">
          <p className="toast__title">{item.title}</p>
          {item.description ? <div className="toast__description">{item.description}</div> : null}
          {item.extra}
        </div>
        <button type="button" className="toast__close" onClick={() => onDismiss(item.id)} aria-label={t('common.dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
