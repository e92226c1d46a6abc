import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { makePortalOrder, addPortalStringsForTests } from '../testing/portal-order-data';
import type { PortalOrder } from '../utils/portal-order';
import { OrderCard } from './order-card';

beforeAll(addPortalStringsForTests);

const handlers = () => ({ onAccept: vi.fn(), onReject: vi.fn(), onReady: vi.fn(), onComplete: vi.fn() });

function renderCard(order: PortalOrder, actions = handlers(), busyAction: string | null = null) {
  renderWithProviders(
    <OrderCard
      order={order}
      storeNow="2026-11-23 12:10:00"
      ticketHref="/portal/stores/5/tickets/1042"
      actions={actions}
      busyAction={busyAction}
    />,
  );
  return { card: screen.getByRole('article', { name: /TS-1042/ }), actions };
}

describe('OrderCard', () => {
  it("shows a delivery's address and drop-off note, and links to the order's details", () => {
    const { card } = renderCard(
      makePortalOrder({
        orderType: 'DELIVERY',
        address: '1 Main St, Chicago, IL 60601',
        deliveryNote: 'Leave it at my door. Gate 12',
      }),
    );
    expect(card).toHaveTextContent('1 Main St, Chicago, IL 60601');
    expect(card).toHaveTextContent('Drop-off: Leave it at my door. Gate 12');
    expect(within(card).getByRole('link', { name: 'Details of TS-1042: refund or cancel' })).toHaveAttribute(
      'href',
      '/portal/stores/5/orders?orderId=1042',
    );
  });

  it('shows the number, type, wanted time, diner, lines with options and instructions, amount and payment', () => {
    const { card } = renderCard(makePortalOrder());
    expect(within(card).getByRole('heading', { name: 'TS-1042' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Pickup');
    expect(card).toHaveTextContent('ASAP');
    expect(card).toHaveTextContent('Placed 12:04 PM');
    expect(card).toHaveTextContent('waiting 6 min');
    expect(card).toHaveTextContent('Robin');
    expect(within(card).getByRole('link', { name: '(312) 555-0199' })).toHaveAttribute(
      'href',
      'tel:3125550199',
    );
    expect(card).toHaveTextContent('2×');
    expect(card).toHaveTextContent('Eggs Benedict');
    expect(card).toHaveTextContent('Extra bacon');
    expect(card).toHaveTextContent('“No hollandaise”');
    expect(card).toHaveTextContent('$13.96');
    expect(card).toHaveTextContent('Paid by card');
    expect(card).not.toHaveTextContent('Phone order');
    expect(within(card).getByRole('link', { name: 'Print ticket' })).toHaveAttribute(
      'href',
      '/portal/stores/5/tickets/1042',
    );
  });

  it('shows the slot, the table, the phone-order badge and that the diner pays in store', () => {
    const { card } = renderCard(
      makePortalOrder({
        orderType: 'DINE_IN',
        scheduleTime: '2026-11-24 18:30:00',
        tableName: '4',
        isPaidByCard: false,
        isPhoneOrder: true,
      }),
    );
    expect(card).toHaveTextContent('Dine-in');
    expect(card).toHaveTextContent('For Nov 24, 6:30 PM');
    expect(card).toHaveTextContent('Table 4');
    expect(card).toHaveTextContent('Phone order');
    expect(card).toHaveTextContent('To pay in store');
    expect(card).not.toHaveTextContent('ASAP');
  });

  it('offers Accept and Reject on a new order, each opening its own step', async () => {
    const user = userEvent.setup();
    const order = makePortalOrder();
    const { card, actions } = renderCard(order);
    expect(within(card).queryByRole('button', { name: /Ready/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept TS-1042' }));
    expect(actions.onAccept).toHaveBeenCalledWith(order);
    await user.click(within(card).getByRole('button', { name: 'Reject TS-1042' }));
    expect(actions.onReject).toHaveBeenCalledWith(order);
    expect(actions.onReady).not.toHaveBeenCalled();
  });

  it('moves an accepted order to Ready and shows the promised time', async () => {
    const user = userEvent.setup();
    const order = makePortalOrder({ status: 'ACCEPTED', readyTime: '2026-11-23 12:30:00', prepMinutes: 20 });
    const { card, actions } = renderCard(order);
    expect(card).toHaveTextContent('Ready by 12:30 PM');
    expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ready: TS-1042' }));
    expect(actions.onReady).toHaveBeenCalledWith(order);
  });

  it('completes a ready order, and keeps the button busy while the change runs', async () => {
    const user = userEvent.setup();
    const order = makePortalOrder({ status: 'READY', readyTime: '2026-11-23 12:30:00' });
    const { card, actions } = renderCard(order);
    await user.click(within(card).getByRole('button', { name: 'Complete TS-1042' }));
    expect(actions.onComplete).toHaveBeenCalledWith(order);
  });

  it('disables the running action', () => {
    const { card } = renderCard(makePortalOrder({ status: 'READY' }), handlers(), 'complete');
    expect(within(card).getByRole('button', { name: 'Complete TS-1042' })).toBeDisabled();
  });

  it('shows a rejected order with its reason and refund, without buttons', () => {
    const { card } = renderCard(
      makePortalOrder({
        status: 'REJECTED',
        rejectReason: 'ITEM_UNAVAILABLE',
        rejectNote: 'Out of salmon',
        refundStatus: 'VOIDED',
      }),
    );
    expect(card).toHaveTextContent('Rejected: An item is unavailable');
    expect(card).toHaveTextContent('“Out of salmon”');
    expect(card).toHaveTextContent('card charge voided');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });
});
