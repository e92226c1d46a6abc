import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { addStoreAdminStringsForTests, makeHours } from './store-admin-test-data';
import { StoreHoursForm } from './store-hours-form';

beforeAll(addStoreAdminStringsForTests);
afterEach(() => vi.unstubAllGlobals());

describe('StoreHoursForm', () => {
  it('refuses overlapping windows on a day, then sends the week with Monday closed', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body));
      const weekly = JSON.parse(body.get('weekly') ?? '[]') as unknown;
      return new Response(JSON.stringify({ status: 200, data: makeHours({ weekly } as never) }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StoreHoursForm storeId={7} hours={makeHours()} />);

    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('button', { name: 'Add a second window' }));
    const opens = within(tuesday).getAllByLabelText('Opens');
    const closes = within(tuesday).getAllByLabelText('Closes');
    await user.type(opens[1]!, '20:00');
    await user.type(closes[1]!, '23:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(within(tuesday).getByRole('alert')).toHaveTextContent('The two windows overlap.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(tuesday).getByRole('button', { name: 'Remove the second window' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Monday' })).getByRole('checkbox', { name: 'Closed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const sent = new URLSearchParams(String(fetchMock.mock.calls[0]![1]?.body));
    const weekly = JSON.parse(sent.get('weekly')!) as { dayOfWeek: number }[];
    expect(weekly).toHaveLength(6);
    expect(weekly.some((row) => row.dayOfWeek === 1)).toBe(false);
    expect(sent.get('lastOrderMinutes')).toBe('30');
  });
});
