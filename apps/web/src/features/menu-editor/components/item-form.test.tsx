import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { ItemForm } from './item-form';
import { addMenuEditorStringsForTests, makeItem, sentForm } from './menu-editor-test-data';

beforeAll(addMenuEditorStringsForTests);
afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  renderWithProviders(
    <ItemForm storeId={7} categoryId={1} categoryName="Mains" item={makeItem()} onClose={() => undefined} />,
  );

describe('ItemForm', () => {
  it('saves a new price and a required option group in one call, then says Saved', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/portal/stores/7/items/11'),
        respond: () => ({ data: { id: 11 } }),
      },
    ]);
    renderForm();
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    const group = screen.getByRole('group', { name: 'Option group 1' });
    await user.type(within(group).getByLabelText('Group name'), 'Size');
    await user.type(within(group).getByLabelText('Option name'), 'Regular');
    await user.click(within(group).getByRole('button', { name: 'Add option' }));
    await user.type(within(group).getAllByLabelText('Option name')[1]!, 'Large');
    const extra = within(group).getAllByLabelText('Extra price ($)')[1]!;
    await user.clear(extra);
    await user.type(extra, '2');
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const sent = sentForm(fetchMock);
    expect(sent.get('price')).toBe('12.50');
    expect(sent.get('mPrice')).toBe('');
    expect(JSON.parse(sent.get('optionGroups')!)).toEqual([
      {
        name: 'Size',
        required: true,
        numOfChoice: '1',
        multiQtyAllowed: false,
        options: [
          { name: 'Regular', cnName: null, price: '0.00', active: true },
          { name: 'Large', cnName: null, price: '2', active: true },
        ],
      },
    ]);
  });

  it("shows the server's refusal next to the fields it names and keeps every value typed", async () => {
    const user = userEvent.setup();
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/items/11'),
        status: 400,
        respond: () => ({
          status: 400,
          message:
            'The field "price" is invalid: use at most 2 decimals. The field "optionGroups.0.options.0.name" is invalid: a name is required.',
        }),
      },
    ]);
    renderForm();
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '1.234');
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    await user.type(screen.getByLabelText('Group name'), 'Size');
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    expect(await screen.findByText('use at most 2 decimals')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue('1.234');
    expect(screen.getByLabelText('Option name')).toHaveAccessibleDescription(/a name is required/);
    expect(screen.getByLabelText('Group name')).toHaveValue('Size');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: see the fields marked above.');
  });

  it('puts a rule problem of a group next to that group', async () => {
    const user = userEvent.setup();
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/items/11'),
        status: 400,
        respond: () => ({ status: 400, message: '"Size" needs 3 picks but has only 1 active options.' }),
      },
    ]);
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    await user.type(screen.getByLabelText('Group name'), 'Size');
    await user.type(screen.getByLabelText('Option name'), 'Regular');
    const count = screen.getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    const group = await screen.findByRole('group', { name: 'Size' });
    expect(within(group).getByRole('alert')).toHaveTextContent('"Size" needs 3 picks but has only 1');
  });

  it('moves an item to another category with its other fields', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      { match: (url) => url.pathname.endsWith('/items/11'), respond: () => ({ data: { id: 11 } }) },
    ]);
    renderWithProviders(
      <ItemForm
        storeId={7}
        categoryId={1}
        categoryName="Mains"
        categories={[
          { id: 1, name: 'Mains' },
          { id: 2, name: 'Drinks' },
        ]}
        item={makeItem()}
        onClose={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sentForm(fetchMock).get('categoryId')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Category'), 'Drinks');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await screen.findByText('Saved.');
    expect(sentForm(fetchMock, 1).get('categoryId')).toBe('2');
    expect(sentForm(fetchMock, 1).get('name')).toBe('Burger');
  });

  it('sends the daily window typed, and empty bounds to clear it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      { match: (url) => url.pathname.endsWith('/items/11'), respond: () => ({ data: { id: 11 } }) },
    ]);
    renderForm();
    const sold = screen.getByRole('group', { name: 'Sold daily (optional)' });
    await user.type(within(sold).getByLabelText('From'), '06:30');
    await user.type(within(sold).getByLabelText('Until'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sentForm(fetchMock).get('availableFrom')).toBe('06:30');
    expect(sentForm(fetchMock).get('availableUntil')).toBe('11:00');

    await user.clear(within(sold).getByLabelText('From'));
    await user.clear(within(sold).getByLabelText('Until'));
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 15_000 });
    expect(sentForm(fetchMock, 1).get('availableFrom')).toBe('');
    expect(sentForm(fetchMock, 1).get('availableUntil')).toBe('');
  });
});
