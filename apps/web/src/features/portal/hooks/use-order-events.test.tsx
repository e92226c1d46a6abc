import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOwnerSessionStore } from '@/lib/owner-session';
import { FakeEventSource } from '@/testing/fake-event-source';
import { stubApi } from '@/testing/test-utils';
import { usePortalOrders } from '../api/get-portal-orders';
import { useOrderEvents } from './use-order-events';

const OWNER_TOKEN = 'owner-token-secret';

function renderBoard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // The board's own query is observed, as the board page does, so a refetch is a request.
  return renderHook(
    () => {
      usePortalOrders(7);
      return useOrderEvents(7);
    },
    { wrapper },
  );
}

describe('the board stream', () => {
  let tickets = 0;
  let fetchMock: ReturnType<typeof stubApi>;

  beforeEach(() => {
    tickets = 0;
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    useOwnerSessionStore.getState().setSession({
      id: 1,
      accessToken: OWNER_TOKEN,
      name: 'Olive',
      email: 'olive@example.com',
      preferredLanguage: 'EN',
      stores: [{ id: 7, name: 'Board Grill', role: 'OWNER' }],
    });
    fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/portal/events/ticket',
        respond: () => ({ status: 200, data: { ticket: `ticket-${++tickets}`, expiresInSeconds: 60 } }),
      },
      { match: (url) => url.pathname === '/api/portal/orders', respond: () => ({ data: { orders: [] } }) },
    ]);
  });
  afterEach(() => {
    useOwnerSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('opens with a ticket from an authenticated POST, never with the token in the address', async () => {
    const { result } = renderBoard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/portal/events?storeId=7&ticket=ticket-1');
    const [ticketUrl, ticketInit] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => String(url).includes('ticket'),
    )!;
    expect(String(ticketUrl)).toBe('/api/portal/events/ticket');
    expect(ticketInit?.method).toBe('POST');
    expect((ticketInit?.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    source.open();
    await waitFor(() => expect(result.current).toBe('live'));
    const addresses = [...fetchMock.mock.calls.map(([url]) => String(url)), source.url];
    expect(
      addresses.filter((address) => address.includes(OWNER_TOKEN) || address.includes('accessToken')),
    ).toEqual([]);
  });

  it('comes back with a new ticket when the server ends the stream at its lifetime, and refetches the board', async () => {
    renderBoard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.instances[0]!;
    const ordersFetched = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/portal/orders')).length;
    await waitFor(() => expect(ordersFetched()).toBe(1));
    first.open();
    await waitFor(() => expect(ordersFetched()).toBe(2));
    first.emit('end', { reconnect: true });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    const second = FakeEventSource.instances[1]!;
    expect(second.url).toContain('ticket=ticket-2');
    second.open();
    await waitFor(() => expect(ordersFetched()).toBe(3));
  });

  it('takes a new ticket after a dropped connection instead of resending the spent one', async () => {
    renderBoard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.instances[0]!;
    first.fail();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 15_000 });
    expect(FakeEventSource.instances[1]!.url).toContain('ticket=ticket-2');
  });

  it('stays away when the server ends the stream for good', async () => {
    renderBoard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.emit('end', { reconnect: false });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(tickets).toBe(1);
  });
});
