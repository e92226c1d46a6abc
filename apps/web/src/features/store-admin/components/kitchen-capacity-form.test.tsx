import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { KitchenCapacity } from '../api/kitchen-capacity';
import { KitchenCapacityForm } from './kitchen-capacity-form';
import { addStoreAdminStringsForTests } from './store-admin-test-data';

beforeAll(addStoreAdminStringsForTests);
afterEach(() => vi.unstubAllGlobals());

const capacity: KitchenCapacity = {
  storeId: 7,
  slotMinutes: 15,
  slotLimitMinutes: null,
  defaultMakeMinutes: 5,
  categories: [{ categoryId: 3, name: 'Noodles', cnName: '面', makeMinutes: null }],
  items: [
    { itemId: 31, categoryId: 3, name: 'Beef Chow Fun', cnName: null, makeMinutes: null },
    { itemId: 32, categoryId: 3, name: 'Dan Dan Noodles', cnName: null, makeMinutes: 4 },
  ],
  bounds: { makeMinutesMax: 240, slotLimitMinutesMax: 10_000 },
};

describe('KitchenCapacityForm', () => {
  it('refuses a fractional limit without calling the server, then saves the whole setup as JSON', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const sent = JSON.parse(String(init?.body)) as { slotLimitMinutes: number };
      return new Response(
        JSON.stringify({ status: 200, data: { ...capacity, slotLimitMinutes: sent.slotLimitMinutes } }),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<KitchenCapacityForm storeId={7} capacity={capacity} />);

    expect(screen.getByText('No limit: orders are never held back.')).toBeInTheDocument();
    const limit = screen.getByLabelText('Limit per 15-minute slot (make-time minutes)', { exact: false });
    await user.type(limit, '7.5');
    await user.click(screen.getByRole('button', { name: 'Save kitchen capacity' }));
    expect(
      await screen.findByText('Enter a whole number of minutes from 0 to 10000, or leave it empty.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(limit);
    await user.type(limit, '60');
    expect(screen.getByText('Up to 60 make-time minutes of orders every 15 minutes.')).toBeInTheDocument();
    const noodles = screen.getByRole('group', { name: 'Noodles' });
    await user.type(within(noodles).getByLabelText('Make time for each Noodles item (minutes)'), '8');
    await user.click(within(noodles).getByText('Items in Noodles (2)'));
    const chowFun = within(noodles).getByLabelText('Beef Chow Fun');
    expect(chowFun).toHaveAttribute('placeholder', 'Default: 8');
    await user.type(chowFun, '12');
    await user.click(screen.getByRole('button', { name: 'Save kitchen capacity' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/portal\/stores\/7\/capacity$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      slotLimitMinutes: 60,
      defaultMakeMinutes: 5,
      categories: [{ categoryId: 3, makeMinutes: 8 }],
      items: [
        { itemId: 31, makeMinutes: 12 },
        { itemId: 32, makeMinutes: 4 },
      ],
    });
  });

  it("shows the server's refusal as a sentence", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 400, message: 'Item 31 is not on this store’s menu.' }), {
            status: 400,
          }),
      ),
    );
    renderWithProviders(<KitchenCapacityForm storeId={7} capacity={capacity} />);
    await user.click(screen.getByRole('button', { name: 'Save kitchen capacity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kitchen capacity was not saved: Item 31 is not on this store’s menu.',
    );
  });
});
