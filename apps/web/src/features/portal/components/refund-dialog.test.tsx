import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalZhCN } from '@/i18n/locales/portal-zh-cn';
import { renderWithProviders } from '@/testing/test-utils';
import { addPortalStringsForTests } from '../testing/portal-order-data';
import type { PortalOrderDetail } from '../utils/portal-order-detail';
import { CancelDialog } from './cancel-dialog';
import { OrderDetailView } from './order-detail';
import { parseDollars, RefundDialog } from './refund-dialog';

beforeAll(() => {
  addPortalStringsForTests();
  i18n.addResourceBundle('zh-CN', 'translation', portalZhCN, true, true);
});
afterEach(() => i18n.changeLanguage('en'));

/** An accepted card order of $23.00 with two lines, $4.00 of it refunded already. */
function makeDetail(overrides: Partial<PortalOrderDetail> = {}): PortalOrderDetail {
  return {
    orderId: 1042,
    number: 'TS-1042',
    storeId: 5,
    status: 'ACCEPTED',
    orderType: 'DELIVERY',
    placedAt: '2026-11-23 12:04:00',
    wantedTime: null,
    readyTime: '2026-11-23 12:30:00',
    customer: { firstName: 'Robin', lastName: 'Diner', phone: '(312) 555-0199', email: 'robin@example.com' },
    deliveryAddress: '1 Main St, Chicago, IL 60601',
    deliveryNote: 'Leave it at my door. Gate 12',
    tableName: null,
    specialInstructions: '',
    lines: [
      {
        id: 11,
        name: 'Eggs Benedict',
        cnName: '班尼迪克蛋',
        quantity: 1,
        specialInstructions: '',
        unitPrice: 12,
        subtotal: 12,
        refundAmount: 13.23,
        isRefunded: false,
        options: [{ name: 'Extra bacon', cnName: '加培根', quantity: 1, price: 2 }],
      },
      {
        id: 12,
        name: 'Coffee',
        cnName: null,
        quantity: 1,
        specialInstructions: '',
        unitPrice: 4,
        subtotal: 4,
        refundAmount: 4.41,
        isRefunded: true,
        options: [],
      },
    ],
    amount: 23,
    payment: 'CARD',
    rejectReason: null,
    rejectNote: null,
    refundStatus: null,
    refundedAmount: 4,
    stillCharged: 19,
    refundable: 19,
    refunds: [
      {
        id: 1,
        kind: 'REFUND',
        amount: 4,
        reason: 'Coffee was cold',
        time: '2026-11-23 12:20:00',
        status: 'REFUNDED',
        method: 'REFUND',
        lines: [12],
        by: 'Olive Owner',
        gatewayMessage: null,
      },
    ],
    totals: {
      subtotal: 16,
      discount: 0,
      tax: 1.64,
      deliveryFee: 2.99,
      convenienceFee: 0,
      tip: 2.37,
      total: 23,
    },
    paymentDetails: { method: 'CARD', charged: 23, transactionId: 'sbx_1' },
    history: [{ status: 'ACCEPTED', at: '2026-11-23 12:05:00', by: 'Olive Owner', note: null }],
    ...overrides,
  };
}

describe('RefundDialog', () => {
  it('reads dollars as cents, or nothing', () => {
    expect(parseDollars('4')).toBe(400);
    expect(parseDollars('$4.5')).toBe(450);
    expect(parseDollars('4.05')).toBe(405);
    expect(parseDollars('4.055')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('four')).toBeNull();
  });

  it('refuses an amount over what can still be refunded and a missing reason, then refunds', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <RefundDialog
        order={makeDetail()}
        isBusy={false}
        error={null}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Refund TS-1042' });
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $25.00' }));
    expect(within(dialog).getByText('At most $19.00 can still be refunded.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please say why you are giving money back.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(dialog).getByText('Enter an amount in dollars, such as 4.50.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5.5');
    await user.type(within(dialog).getByLabelText('Reason (the diner sees it)'), 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.50' }));
    expect(onConfirm).toHaveBeenCalledWith({ orderId: 1042, amount: '5.50', reason: 'Late delivery' });
  });

  it('refunds ticked items, never one refunded before', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <RefundDialog
        order={makeDetail()}
        isBusy={false}
        error={null}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Items' }));
    expect(screen.getByRole('checkbox', { name: /Coffee/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (the diner sees it)'), 'Wrong dish');
    await user.click(screen.getByRole('button', { name: 'Refund $0.00' }));
    expect(screen.getByText('Choose at least one item.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Eggs Benedict/ }));
    await user.click(screen.getByRole('button', { name: 'Refund $13.23' }));
    expect(onConfirm).toHaveBeenCalledWith({ orderId: 1042, lines: [11], reason: 'Wrong dish' });
  });

  it('shows the refusal it is given, and reads Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(
      <RefundDialog
        order={makeDetail()}
        isBusy={false}
        error="支付机构未接受此退款，因此没有退款。请重试。"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: '为 TS-1042 退款' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('支付机构未接受此退款');
    expect(screen.getByLabelText('金额（美元）')).toBeInTheDocument();
  });
});

describe('CancelDialog', () => {
  it('says what goes back to the card and needs a reason', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <CancelDialog
        order={makeDetail()}
        isBusy={false}
        error={null}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText(/\$19\.00 still charged goes back/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(screen.getByText('Please say why the order is cancelled.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Too busy right now' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(onConfirm).toHaveBeenCalledWith('TOO_BUSY', '');
  });
});

describe('OrderDetailView', () => {
  const draw = (order: PortalOrderDetail) =>
    renderWithProviders(
      <OrderDetailView
        order={order}
        today="2026-11-23"
        onClose={vi.fn()}
        onRefund={vi.fn()}
        onCancel={vi.fn()}
      />,
    );

  it('shows lines, totals, payment, refunds and the drop-off note, with Refund and Cancel', () => {
    draw(makeDetail());
    expect(screen.getByRole('heading', { name: 'Order TS-1042' })).toBeInTheDocument();
    expect(screen.getByText('Leave it at my door. Gate 12')).toBeInTheDocument();
    expect(screen.getByText('Extra bacon')).toBeInTheDocument();
    expect(screen.getByText('Card, charged $23.00')).toBeInTheDocument();
    expect(screen.getByText('Coffee was cold')).toBeInTheDocument();
    expect(screen.getByText(/Refund · refunded to the card/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('offers a refund but no cancel once completed, and neither when all is refunded or paid in store', () => {
    const { unmount } = draw(makeDetail({ status: 'COMPLETED' }));
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    unmount();
    const second = draw(makeDetail({ status: 'COMPLETED', refundable: 0, stillCharged: 0 }));
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByText('Everything charged has been refunded.')).toBeInTheDocument();
    second.unmount();
    draw(makeDetail({ status: 'COMPLETED', payment: 'IN_STORE', refunds: [] }));
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByText('Paid in store: give money back at the counter.')).toBeInTheDocument();
  });
});
