import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders inside the providers the app has: a fresh query client (no retries) and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

type Route = { match: (url: URL) => boolean; respond: () => unknown; status?: number; delayMs?: number };

/** Stubs fetch with answers by URL; anything unmatched answers 404, as the API would. */
export function stubApi(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes.find((candidate) => candidate.match(url));
    if (route?.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    }
    const body = route ? route.respond() : { status: 404, message: 'Not found' };
    return new Response(JSON.stringify(body), {
      status: route ? (route.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
