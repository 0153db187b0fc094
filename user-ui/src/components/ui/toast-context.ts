import { createContext, useContext, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  readonly title: string;
  readonly description?: ReactNode;
  readonly variant?: ToastVariant;
  /** Default 5 s; errors and check-email use 8 s. */
  readonly durationMs?: number;
  /** Extra content under the description, e.g. an error id with its Copy button. */
  readonly extra?: ReactNode;
}

export interface ToastApi {
  toast(options: ToastOptions): string;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
