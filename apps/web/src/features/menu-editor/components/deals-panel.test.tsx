import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import type { PortalDeal } from '../api/deals-api';
import { DealsPanel } from './deals-panel';
import { addMenuEditorStringsForTests, changeCalls } from './menu-editor-test-data';

beforeAll(addMenuEditorStringsForTests);
afterEach(() => vi.unstubAllGlobals());

const cookie: PortalDeal = {
  id: 3,
  name: 'Cookie deal',
  cnName: null,
  price: -2,
  startDate: '2026-11-01 09:00:00',
  endDate: null,
  subTotal: 20,
  printerName: null,
};

const sent = (fetchMock: ReturnType<typeof stubApi>) =>
  new URLSearchParams(String((changeCalls(fetchMock)[0]![1] as RequestInit).body));

describe('DealsPanel', () => {
  it('lists each deal with what it gives, its minimum and its dates', async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/portal/stores/7/deals'),
        respond: () => ({ data: { deals: [cookie] } }),
      },
    ]);
    renderWithProviders(<DealsPanel storeId={7} />);
    const list = await screen.findByRole('list', { name: 'Deals' });
    expect(within(list).getByText('$2.00 off')).toBeInTheDocument();
    expect(
      within(list).getByText(/Orders over \$20\.00 · From 2026-11-01 09:00, no end/),
    ).toBeInTheDocument();
  });

  it('creates a free deal: the price sent is 0 and the minimum as typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/portal/stores/7/deals'),
        respond: () => ({ data: { deals: [], id: 9 } }),
      },
    ]);
    renderWithProviders(<DealsPanel storeId={7} />);
    expect(await screen.findByText('No deals yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add deal' }));
    const form = screen.getByRole('form', { name: 'New deal' });
    await user.type(within(form).getByLabelText('Deal name'), 'Free fries');
    await user.selectOptions(within(form).getByLabelText('The diner gets'), 'free');
    expect(within(form).queryByLabelText('Amount ($)')).not.toBeInTheDocument();
    const minimum = within(form).getByLabelText('Minimum order ($)');
    await user.clear(minimum);
    await user.type(minimum, '15');
    await user.click(within(form).getByRole('button', { name: 'Save deal' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = sent(fetchMock);
    expect(body.get('name')).toBe('Free fries');
    expect(body.get('price')).toBe('0');
    expect(body.get('subTotal')).toBe('15');
    expect(body.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('edits money off as a negative price and shows a refusal next to the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/portal/stores/7/deals/3'),
        status: 400,
        respond: () => ({ status: 400, message: 'The deal must end after it starts.' }),
      },
      {
        match: (url) => url.pathname.endsWith('/portal/stores/7/deals'),
        respond: () => ({ data: { deals: [cookie] } }),
      },
    ]);
    renderWithProviders(<DealsPanel storeId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Edit deal Cookie deal' }));
    const form = screen.getByRole('form', { name: 'Edit deal Cookie deal' });
    expect(within(form).getByLabelText('The diner gets')).toHaveValue('off');
    const amount = within(form).getByLabelText('Amount ($)');
    expect(amount).toHaveValue('2.00');
    await user.clear(amount);
    await user.type(amount, '3.50');
    await user.click(within(form).getByRole('button', { name: 'Save deal' }));

    expect(await within(form).findByText('The deal must end after it starts.')).toBeInTheDocument();
    expect(sent(fetchMock).get('price')).toBe('-3.50');
    expect(amount).toHaveValue('3.50');
  });
});
