import { QueryClient } from '@tanstack/react-query';

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/**
 * react-admin's query client: answers that will not change on a retry (401, 403, 404, validation)
 * are not retried, so an ended session goes straight back to the sign-in page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => {
        const status = statusOf(error);
        if (status !== undefined && status >= 400 && status < 500) return false;
        return failures < 2;
      },
    },
  },
});
