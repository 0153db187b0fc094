import { useEffect } from 'react';

/** Sets the tab title ('Page · ScamCheck'), which screen readers announce on navigation. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ScamCheck` : 'ScamCheck';
  }, [title]);
}
