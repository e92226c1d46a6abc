import { checkOrderability, type CartState } from '@orderlane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeLine } from '@/testing/menu-data';
import { renderWithProviders } from '@/testing/test-utils';
import { CartPanel, type CartPanelProps } from './cart-panel';

const store = {
  id: 7,
  name: 'Golden Dragon',
  address: '120 N LaSalle St',
  city: 'Chicago',
  state: 'IL',
  zip: '60602',
  latitude: 41.88,
  longitude: -87.63,
};

type PanelCart = Pick<CartState, 'orderItems' | 'orderType' | 'tableName' | 'restaurantInfoId'>;

function renderPanel(cart: Partial<PanelCart> = {}, props: Partial<CartPanelProps> = {}) {
  const handlers = { onRemove: vi.fn(), onCheckout: vi.fn(), onPlaceOrder: vi.fn() };
  renderWithProviders(
    <CartPanel
      cart={{ orderItems: [], orderType: 'PICK_UP', tableName: '', restaurantInfoId: 7, ...cart }}
      store={store}
      locale="en"
      blockMessage={null}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('CartPanel', () => {
  it('shows the empty state texts and no checkout', () => {
    renderPanel();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add items to get started!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /checkout/i })).not.toBeInTheDocument();
  });

  it('links the store name, lists lines with options and counts items on Checkout', async () => {
    const lines = [
      makeLine({
        quantity: 2,
        options: [{ groupId: 1, optionId: 12, name: 'Large', cnName: null, priceCents: 200, quantity: 1 }],
      }),
      makeLine({ itemId: 502, name: 'Spring Roll', quantity: 1, priceCents: 300, mPriceCents: 350 }),
    ];
    const { onCheckout, user } = renderPanel({ orderItems: lines });
    expect(screen.getByRole('link', { name: 'Golden Dragon' })).toHaveAttribute(
      'href',
      '/store/golden-dragon-chicago-7',
    );
    expect(screen.getByText('Large')).toBeInTheDocument();
    // English diners see marketplace prices: 2 × $12.00 + $3.50.
    expect(screen.getByText('$24.00')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('$27.50');
    const checkout = screen.getByRole('button', { name: /checkout/i });
    expect(checkout).toHaveTextContent('3 items');
    await user.click(checkout);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('says "1 item" for a single item', () => {
    renderPanel({ orderItems: [makeLine()] });
    expect(screen.getByRole('button', { name: /checkout/i })).toHaveTextContent('1 item');
  });

  it('removes the line at its index', async () => {
    const { onRemove, user } = renderPanel({
      orderItems: [makeLine(), makeLine({ itemId: 502, name: 'Spring Roll' })],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Spring Roll' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it('blocks checkout below the delivery minimum with the spec message', () => {
    const orderItems = [makeLine({ priceCents: 1000 })];
    const orderability = checkOrderability({
      store: { id: 7, active: true, minDeliveryCents: 2500 },
      cart: { restaurantInfoId: 7, orderType: 'DELIVERY', subtotalCents: 1000 },
      isWithinHours: true,
      isDeliveryAvailable: true,
    });
    const blockMessage = orderability.orderable ? null : orderability.message;
    renderPanel({ orderItems, orderType: 'DELIVERY' }, { blockMessage });
    expect(screen.getByText('You will need $15.00 more for delivery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /checkout/i })).toBeDisabled();
  });

  it('shows the pickup note with the store address for pickup only', () => {
    renderPanel({ orderItems: [makeLine()], orderType: 'PICK_UP' });
    const note = screen.getByRole('region', { name: 'Pick up at' });
    expect(within(note).getByText('120 N LaSalle St, Chicago, IL 60602')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Open map' })).toBeInTheDocument();
  });

  it('offers Place Order instead of Checkout for a dine-in cart, disabled without a table', () => {
    renderPanel({ orderItems: [makeLine()], orderType: 'DINE_IN', tableName: '' });
    expect(screen.queryByRole('button', { name: /checkout/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Pick up at' })).not.toBeInTheDocument();
  });

  it('places a dine-in order once a table is set', async () => {
    const { onPlaceOrder, user } = renderPanel({
      orderItems: [makeLine()],
      orderType: 'DINE_IN',
      tableName: '12',
    });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  });
});
