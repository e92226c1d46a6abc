import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { addPortalStringsForTests } from '../testing/portal-order-data';
import type { PortalOrder } from '../utils/portal-order';
import { KitchenTicket } from './kitchen-ticket';

const order: PortalOrder = {
  orderId: 1042,
  storeId: 7,
  status: 'ACCEPTED',
  orderType: 'PICK_UP',
  scheduleTime: null,
  placedAt: '2026-03-02 12:00:00',
  readyTime: null,
  prepMinutes: 15,
  firstName: 'Ada',
  phoneNumber: '3125550199',
  address: null,
  tableName: null,
  specialInstructions: null,
  totalCents: 1168,
  isPaidByCard: true,
  isPhoneOrder: false,
  rejectReason: null,
  rejectNote: null,
  refundStatus: null,
  lines: [{ name: 'Burger', cnName: null, quantity: 1, specialInstructions: null, options: [] }],
};

beforeAll(addPortalStringsForTests);

/** Issue 50 item 4: the ticket read $14.45 - $7.50 = "Paid $11.55", its fee, tax and tip missing. */
describe('KitchenTicket', () => {
  it('prints subtotal, credit, fee, tax and tip, adding up to the total paid', () => {
    renderWithProviders(
      <KitchenTicket
        storeName="Board Grill"
        order={order}
        today="2026-03-02"
        money={{
          lines: [
            { key: 'subtotal', cents: 1445 },
            { key: 'rewardCredit', cents: -750 },
            { key: 'convenienceFee', cents: 125 },
            { key: 'tax', cents: 148 },
            { key: 'tip', cents: 200 },
          ],
          totalCents: 1168,
        }}
      />,
    );
    const ticket = screen.getByRole('article', { name: 'Ticket TS-1042' });
    const line = (label: string) => within(ticket).getByText(label).parentElement!;
    expect(line('Subtotal')).toHaveTextContent('$14.45');
    expect(line('Reward credit')).toHaveTextContent('-$7.50');
    expect(line('Convenience fee')).toHaveTextContent('$1.25');
    expect(line('Tax')).toHaveTextContent('$1.48');
    expect(line('Tip')).toHaveTextContent('$2.00');
    expect(line('Total')).toHaveTextContent('$11.68');
    expect(within(ticket).getByText('PAID BY CARD')).toBeInTheDocument();
  });

  it('prints the total alone while its lines load', () => {
    renderWithProviders(<KitchenTicket storeName="Board Grill" order={order} today="2026-03-02" />);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$11.68');
    expect(screen.queryByText('Subtotal')).toBeNull();
  });
});
