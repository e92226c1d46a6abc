import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import type { OrderSummary } from '../api/search-order-history';
import { OrderHistoryList } from './order-history-list';

const summary = (orderId: number, status: string): OrderSummary => ({
  orderId,
  orderType: 'PICK_UP',
  orderDateTime: '2026-11-03 12:00:00',
  total: 12.47,
  mtotal: 12.47,
  paidTotal: 12.47,
  status,
  restaurantInfoId: 5,
  restaurantInfoName: 'Sunrise Griddle',
  restaurantInfoLogoUrl: null,
});

const detail = (orderId: number) => ({
  ...summary(orderId, 'COMPLETED'),
  scheduleTime: null,
  subTotal: 10.95,
  deliveryFee: 0,
  tax: 1.04,
  convenienceFee: 1.25,
  tip: 0,
  discount: 0,
  orderItems: [],
});

describe('OrderHistoryList rating prompt', () => {
  it('puts the rating prompt under a completed order’s detail only', async () => {
    const user = userEvent.setup();
    stubApi(
      [8, 7].map((orderId) => ({
        match: (url) =>
          url.pathname === '/api/searchOrders' && url.searchParams.get('orderId') === String(orderId),
        respond: () => [detail(orderId)],
      })),
    );
    renderWithProviders(
      <OrderHistoryList
        user={{ id: 1, accessToken: 'token' }}
        orders={[summary(8, 'COMPLETED'), summary(7, 'ACCEPTED')]}
        locale="en"
        renderRatingPrompt={(orderId) => <p>Rate order {orderId}</p>}
      />,
    );
    await user.click(screen.getByRole('button', { name: /TS-8/ }));
    expect(await screen.findByText('Rate order 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /TS-7/ }));
    await waitFor(() => expect(screen.getAllByText('Subtotal')).toHaveLength(2));
    expect(screen.queryByText('Rate order 7')).not.toBeInTheDocument();
  });
});
