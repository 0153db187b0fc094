import { Alert, AlertTitle } from '@mui/material';
import { useCloseNotification, type useNotify } from 'react-admin';

type Notify = ReturnType<typeof useNotify>;

export interface ToastOptions {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
}

/** Error toasts stay 8 s; others 4 s. */
const ERROR_DURATION_MS = 8000;
const DEFAULT_DURATION_MS = 4000;

/** A toast with a title and an optional description; it shows at once (see ToastStack). */
export function toast(notify: Notify, { title, description, type = 'success' }: ToastOptions): void {
  notify(<ToastAlert title={title} description={description} type={type} />, {
    type,
    autoHideDuration: type === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS,
  });
}

function ToastAlert({ title, description, type }: Required<Pick<ToastOptions, 'title' | 'type'>> & Pick<ToastOptions, 'description'>) {
  const close = useCloseNotification();
  return (
    <Alert severity={type} variant="filled" role={type === 'error' ? 'alert' : 'status'} data-testid="toast" sx={{ minWidth: 280 }} onClose={close}>
      <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
      {description}
    </Alert>
  );
}

/** The server's message of a failed call, when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return undefined;
}

/** The HTTP status of a failed data-provider call. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** The `errors` object (field → message) of a 400 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (error && typeof error === 'object' && 'body' in error) {
    const body = (error as { body?: { errors?: unknown } }).body;
    if (body?.errors && typeof body.errors === 'object') return body.errors as Record<string, string>;
  }
  return {};
}
