import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { stubApi } from '@/testing/test-utils';
import { useTrackingUpdates } from './use-tracking-updates';

const DINER = { id: 5, accessToken: 'diner-token-secret' };

function renderTracking() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTrackingUpdates(DINER, 42, 'ACCEPTED'), { wrapper });
}

describe("the diner's tracking stream", () => {
  let tickets = 0;
  let fetchMock: ReturnType<typeof stubApi>;

  beforeEach(() => {
    tickets = 0;
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/trackOrder/events/ticket',
        respond: () => ({ status: 200, data: { ticket: `ticket-${++tickets}`, expiresInSeconds: 60 } }),
      },
    ]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens with a ticket from an authenticated POST, never with the token in the address', async () => {
    renderTracking();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toBe('/api/trackOrder/events?orderId=42&ticket=ticket-1');
    const [ticketUrl, ticketInit] = (fetchMock.mock.calls as unknown as [string, RequestInit][])[0]!;
    expect(String(ticketUrl)).toBe('/api/trackOrder/events/ticket');
    expect((ticketInit?.headers as Record<string, string>).authorization).toBe(`Bearer ${DINER.accessToken}`);
    const addresses = [
      ...fetchMock.mock.calls.map(([url]) => String(url)),
      FakeEventSource.instances[0]!.url,
    ];
    expect(
      addresses.filter((address) => address.includes('accessToken') || address.includes(DINER.accessToken)),
    ).toEqual([]);
  });

  it('comes back with a new ticket when the server ends the stream at its lifetime or the connection drops', async () => {
    renderTracking();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.emit('end', { reconnect: true });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toContain('ticket=ticket-2');
    FakeEventSource.instances[1]!.fail();
    expect(FakeEventSource.instances[1]!.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(3), { timeout: 15_000 });
    expect(FakeEventSource.instances[2]!.url).toContain('ticket=ticket-3');
  });
});
