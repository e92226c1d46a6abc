import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh';
import { PageSpinner } from './page-spinner';

export function RootLayout() {
  useSessionRefresh();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
