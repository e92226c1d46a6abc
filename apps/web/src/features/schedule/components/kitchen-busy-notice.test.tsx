import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { KitchenBusyNotice } from './kitchen-busy-notice';

afterEach(() => vi.unstubAllGlobals());

const answer = (data: object) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify({ status: 200, data }), { status: 200 }));

describe('KitchenBusyNotice', () => {
  it('says when ASAP orders will be made while the kitchen is busy', async () => {
    const fetchMock = answer({ busy: true, nextSlot: '2026-03-02 18:45:00' });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <KitchenBusyNotice storeId={7} orderType="PICK_UP" timeZone="America/Chicago" isAsap />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The kitchen is busy: ASAP orders will be made for Mar 2nd, 6:45 PM.',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toContain('restaurantInfoId=7&orderType=PICK_UP');
  });

  it('asks for a later time when no slot has room, and says nothing when the kitchen has room', async () => {
    vi.stubGlobal('fetch', answer({ busy: true, nextSlot: null }));
    const { unmount } = renderWithProviders(
      <KitchenBusyNotice storeId={8} orderType="DELIVERY" timeZone="America/Chicago" isAsap />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The kitchen is fully booked for now.');
    unmount();
    const quiet = answer({ busy: false, nextSlot: null });
    vi.stubGlobal('fetch', quiet);
    renderWithProviders(
      <KitchenBusyNotice storeId={9} orderType="PICK_UP" timeZone="America/Chicago" isAsap />,
    );
    await vi.waitFor(() => expect(quiet).toHaveBeenCalled(), { timeout: 15_000 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks nothing for a scheduled cart', () => {
    const fetchMock = answer({ busy: true, nextSlot: null });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <KitchenBusyNotice storeId={7} orderType="PICK_UP" timeZone="America/Chicago" isAsap={false} />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
