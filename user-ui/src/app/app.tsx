import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast-provider';
import { AuthProvider } from '@/features/auth/auth-provider';
import { i18n } from '@/i18n';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}
