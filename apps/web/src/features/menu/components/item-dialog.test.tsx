import type { CartLine, MenuItem } from '@orderlane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeItem, toAvailabilityWire } from '@/testing/menu-data';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { ItemDialog } from './item-dialog';

function renderDialog({
  item = makeItem(),
  availability = 'ALL',
  isSpecialRequestAvailable = true,
  delayMs = 0,
}: {
  item?: MenuItem;
  availability?: 'ALL' | 'NONE';
  isSpecialRequestAvailable?: boolean;
  delayMs?: number;
} = {}) {
  const fetchMock = stubApi([
    {
      match: (url) => url.pathname === '/api/item/itemAvailability',
      respond: () => toAvailabilityWire(item, availability),
      delayMs,
    },
  ]);
  const onAdd = vi.fn<(line: CartLine) => void>();
  const onClose = vi.fn();
  renderWithProviders(
    <ItemDialog
      item={item}
      category={{ id: 9, name: 'Noodles', cnName: '面' }}
      priceContext={{ locale: 'en', mRate: null }}
      scheduleTime={null}
      isSpecialRequestAvailable={isSpecialRequestAvailable}
      onAdd={onAdd}
      onClose={onClose}
    />,
  );
  return { onAdd, onClose, fetchMock, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const addButton = () => screen.findByRole('button', { name: /add to cart/i });

describe('ItemDialog', () => {
  it('checks availability with a spinner, then offers Add to cart with the live total', async () => {
    const { fetchMock } = renderDialog({ delayMs: 30 });
    expect(screen.getByRole('status')).toHaveTextContent('Checking availability');
    expect(await addButton()).toHaveTextContent('$10.00');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('itemId=501');
  });

  it('shows a disabled Item Not Available button when availability is not ALL', async () => {
    renderDialog({ availability: 'NONE' });
    const button = await screen.findByRole('button', { name: 'Item Not Available' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });

  it('replaces the previous pick in a required single-choice group (radio)', async () => {
    const { user } = renderDialog();
    await addButton();
    const size = group('Size');
    await user.click(within(size).getByRole('radio', { name: /Small/ }));
    await user.click(within(size).getByRole('radio', { name: /Large/ }));
    expect(within(size).getByRole('radio', { name: /Large/ })).toBeChecked();
    expect(within(size).getByRole('radio', { name: /Small/ })).not.toBeChecked();
    expect(await addButton()).toHaveTextContent('$12.00');
  });

  it('steps a required group up to numOfChoice in total and never below 0', async () => {
    const { user } = renderDialog();
    await addButton();
    const sauces = group('Sauces');
    const decrease = within(sauces).getByRole('button', { name: 'Remove one Sweet chili' });
    const increase = within(sauces).getByRole('button', { name: 'Add one Sweet chili' });
    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(within(sauces).getByRole('button', { name: 'Add one Hot mustard' }));
    // 2 of 2 chosen: every + is now disabled.
    expect(increase).toBeDisabled();
    expect(within(sauces).getByRole('button', { name: 'Add one Hot mustard' })).toBeDisabled();
    expect(
      within(sauces)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['1', '1']);
    await user.click(decrease);
    expect(decrease).toBeDisabled();
    expect(increase).toBeEnabled();
  });

  it("shows 'Choose up to N' for a capped optional group and stops at N", async () => {
    const { user } = renderDialog();
    await addButton();
    const toppings = group('Toppings');
    expect(toppings).toHaveTextContent('Choose up to 2');
    // Inactive options are not shown.
    expect(within(toppings).queryByText('Hidden')).not.toBeInTheDocument();
    await user.click(within(toppings).getByRole('checkbox', { name: /Egg/ }));
    await user.click(within(toppings).getByRole('checkbox', { name: /Tofu/ }));
    expect(within(toppings).getByRole('checkbox', { name: /Corn/ })).toBeDisabled();
  });

  it('lets an optional group with numOfChoice 0 take every option', async () => {
    const { user } = renderDialog();
    await addButton();
    const extras = group('Extras');
    for (const checkbox of within(extras).getAllByRole('checkbox')) {
      await user.click(checkbox);
    }
    expect(
      within(extras)
        .getAllByRole('checkbox')
        .every((checkbox) => (checkbox as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('keeps the item quantity at 1 or more and multiplies the total', async () => {
    const { user } = renderDialog();
    await addButton();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await addButton()).toHaveTextContent('$20.00');
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('highlights unmet required groups and blocks Add until they are met', async () => {
    const { user, onAdd } = renderDialog();
    await user.click(await addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(group('Size')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Sauces')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Toppings')).not.toHaveAttribute('aria-invalid');
    // Focus moves to the first unmet group.
    expect(within(group('Size')).getAllByRole('radio')).toContain(document.activeElement);

    await user.click(within(group('Size')).getByRole('radio', { name: /Small/ }));
    expect(group('Size')).not.toHaveAttribute('aria-invalid');
    await user.click(within(group('Sauces')).getByRole('button', { name: 'Add one Hot mustard' }));
    await user.click(within(group('Sauces')).getByRole('button', { name: 'Add one Hot mustard' }));
    await user.click(await addButton());
    expect(onAdd).toHaveBeenCalledTimes(1);
    const line = onAdd.mock.calls[0]?.[0];
    expect(line).toMatchObject({ itemId: 501, name: 'N1. Beef Noodle Soup', quantity: 1, priceCents: 1000 });
    expect(line?.options).toEqual([
      expect.objectContaining({ groupId: 1, optionId: 11, quantity: 1 }),
      expect.objectContaining({ groupId: 2, optionId: 22, quantity: 2 }),
    ]);
  });

  it('shows the apology placeholder when the store takes no special requests', async () => {
    renderDialog({ isSpecialRequestAvailable: false });
    await addButton();
    const field = screen.getByRole('textbox', { name: 'Special instructions' });
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute(
      'placeholder',
      'Store cannot fulfill special requests. We apologize for the inconvenience.',
    );
  });
});
