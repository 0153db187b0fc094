import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../data/data-provider';
import { errorMessage, toast } from './toast';

/** Where the Bull queue dashboard lives (served by the backend, admin only). */
export const QUEUE_DASHBOARD_URL = '/admin/queues';

/**
 * Opens the queue dashboard: the browser cannot send the bearer token there, so the console first
 * asks for a one-time link that sets the dashboard's cookie.
 */
export function useOpenQueueDashboard(): (event?: { preventDefault(): void }) => void {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  return useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      dataProvider
        .queueDashboardUrl()
        .then((url) => window.location.assign(url))
        .catch((error: unknown) => toast(notify, { title: 'Could not open the queue dashboard', description: errorMessage(error), type: 'error' }));
    },
    [dataProvider, notify],
  );
}
