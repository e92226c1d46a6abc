import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { addPortalStringsForTests, makePortalOrder } from '../testing/portal-order-data';
import { AcceptDialog } from './accept-dialog';
import { RejectDialog } from './reject-dialog';

beforeAll(addPortalStringsForTests);

describe('AcceptDialog', () => {
  it("starts on the store's ready time and accepts with a quick pick", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <AcceptDialog
        order={makePortalOrder()}
        defaultMinutes={25}
        isBusy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Accept TS-1042' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '25 min' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '10',
      '15',
      '20',
      '25',
      '30',
    ]);
    await user.click(screen.getByRole('radio', { name: '20 min' }));
    await user.click(screen.getByRole('button', { name: 'Accept · ready in 20 min' }));
    expect(onConfirm).toHaveBeenCalledWith(20);
  });

  it('takes other minutes typed in, and refuses what is not 1 to 240', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <AcceptDialog
        order={makePortalOrder()}
        defaultMinutes={20}
        isBusy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const other = screen.getByLabelText('Other (minutes)');
    await user.type(other, '500');
    expect(screen.getByText('Enter whole minutes from 1 to 240.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await user.clear(other);
    await user.type(other, '45');
    await user.click(screen.getByRole('button', { name: 'Accept · ready in 45 min' }));
    expect(onConfirm).toHaveBeenCalledWith(45);
  });
});

describe('RejectDialog', () => {
  it('needs a reason, says the card is refunded, and sends the reason with the note', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <RejectDialog order={makePortalOrder()} isBusy={false} onConfirm={onConfirm} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Reject TS-1042?' })).toBeInTheDocument();
    expect(screen.getByText(/paid \$13\.96 by card/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'An item is unavailable' }));
    await user.type(screen.getByLabelText('Details for the diner (optional)'), 'Out of salmon');
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(onConfirm).toHaveBeenCalledWith('ITEM_UNAVAILABLE', 'Out of salmon');
  });

  it('asks for words when the reason is Other, and keeps the order on Keep order', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <RejectDialog
        order={makePortalOrder({ isPaidByCard: false })}
        isBusy={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('The diner has not paid yet; nothing is charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(screen.getByText('Please say why the order is rejected.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(onClose).toHaveBeenCalled();
  });
});
