import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { useEditorMenu } from '../api/menu-editor-api';
import { MenuEditor } from './menu-editor';
import { addMenuEditorStringsForTests, changeCalls, makeMenu, sentForm } from './menu-editor-test-data';

beforeAll(addMenuEditorStringsForTests);
afterEach(() => vi.unstubAllGlobals());

/** The editor as its page shows it: the menu read from the server through the query cache. */
function EditorFromServer() {
  const menu = useEditorMenu(7);
  return menu.data ? <MenuEditor storeId={7} categories={menu.data} /> : null;
}

describe('MenuEditor', () => {
  it('moves an item down with a button, keeps the focus on it and sends the new order once', async () => {
    const user = userEvent.setup();
    let isMoved = false;
    const menu = () => {
      const categories = makeMenu();
      if (isMoved) {
        categories[0]!.items.reverse();
      }
      return { data: { categories } };
    };
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/categories/1/item-order'),
        respond: () => {
          isMoved = true;
          return { data: { ids: [12, 11] } };
        },
      },
      { match: (url) => url.pathname.endsWith('/menu-editor'), respond: menu },
    ]);
    renderWithProviders(<EditorFromServer />);
    const items = await screen.findByRole('list', { name: 'Items in Mains' });
    expect(within(items).getByRole('button', { name: 'Move Burger up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const down = within(items).getByRole('button', { name: 'Move Burger down' });
    await user.click(down);
    expect(await screen.findByText('New order saved.')).toHaveAttribute('role', 'status');
    expect(within(items).getAllByRole('listitem')[1]).toHaveTextContent('Burger');
    await waitFor(() => expect(down).toHaveFocus());
    // At the bottom now: pressing it again keeps the focus and sends nothing.
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.click(down);
    const orderCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/item-order'));
    expect(orderCalls).toHaveLength(1);
    const call = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/item-order'));
    expect(JSON.parse(sentForm(fetchMock, call).get('ids')!)).toEqual([12, 11]);
  });

  it('asks before deleting, and shows a refused hide as an error naming the item', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/items/12'),
        status: 404,
        respond: () => ({ status: 404, message: "This item is not on this store's menu." }),
      },
      { match: (url) => url.pathname.endsWith('/deals'), respond: () => ({ data: { deals: [] } }) },
    ]);
    renderWithProviders(<MenuEditor storeId={7} categories={makeMenu()} />);
    await user.click(screen.getByRole('button', { name: 'Delete Burger' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Delete Burger? Placed orders keep their lines.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(changeCalls(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hide Fries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Fries: not saved. This item is not on this store's menu.",
    );
  });

  it('adds a category and keeps the typed name when the server refuses it', async () => {
    const user = userEvent.setup();
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/categories'),
        status: 400,
        respond: () => ({
          status: 400,
          message: 'The field "name" is invalid: keep it under 120 characters.',
        }),
      },
    ]);
    renderWithProviders(<MenuEditor storeId={7} categories={makeMenu()} />);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await user.type(screen.getByLabelText('Category name'), 'Desserts');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('keep it under 120 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Category name')).toHaveValue('Desserts');
  });
});
