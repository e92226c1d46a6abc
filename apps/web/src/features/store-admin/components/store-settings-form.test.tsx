import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { addStoreAdminStringsForTests, makeSettings } from './store-admin-test-data';
import { StoreSettingsForm } from './store-settings-form';

beforeAll(addStoreAdminStringsForTests);
afterEach(() => vi.unstubAllGlobals());

describe('StoreSettingsForm', () => {
  it('refuses a minimum ready time above the maximum without calling the server, then saves once fixed', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body));
      const orderTypes = JSON.parse(body.get('orderTypes') ?? '[]') as unknown;
      return new Response(JSON.stringify({ status: 200, data: makeSettings({ orderTypes } as never) }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StoreSettingsForm storeId={7} settings={makeSettings()} />);

    const pickUp = screen.getByRole('group', { name: 'Pick up' });
    const min = screen.getAllByLabelText('Min ready (minutes)')[0]!;
    expect(pickUp).toContainElement(min);
    await user.clear(min);
    await user.type(min, '45');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The minimum cannot be more than the maximum.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(min);
    await user.type(min, '15');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = new URLSearchParams(String(fetchMock.mock.calls[0]![1]?.body));
    expect(JSON.parse(sent.get('orderTypes')!)).toEqual([
      { orderType: 'PICK_UP', available: true, minReadyMinutes: 15, maxReadyMinutes: 20 },
    ]);
    expect(sent.get('taxRate')).toBe('0.1025');
  });

  it("shows the server's refusal as a sentence near the form", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 400, message: 'ZIP must be 5 digits.' }), { status: 400 }),
      ),
    );
    renderWithProviders(<StoreSettingsForm storeId={7} settings={makeSettings()} />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The settings were not saved: ZIP must be 5 digits.',
    );
  });
});
