import { createEmptyCart } from '@orderlane/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStoreWire } from '@/testing/store-wire';
import { renderWithProviders } from '@/testing/test-utils';
import type { Store } from '@/types/api';
import { StoreOrderControls } from './store-order-controls';

const deliveringStore: Store = {
  ...makeStoreWire(),
  timeZone: 'America/Chicago',
  minDeliveryCents: 1550,
  restaurantInfoOrderTypes: ['PICK_UP', 'DELIVERY'].map((value) => ({
    orderType: { value },
    minReadyMinutes: 15,
    maxReadyMinutes: 25,
    available: true,
  })),
};

function renderControls(isDeliveryPaused: boolean) {
  const onDelivery = vi.fn();
  renderWithProviders(
    <StoreOrderControls
      store={deliveringStore}
      cart={createEmptyCart()}
      deliveryStatus="no-address"
      isDeliveryPaused={isDeliveryPaused}
      onPickUp={vi.fn()}
      onDelivery={onDelivery}
      onOpenAddress={vi.fn()}
      onOpenTime={vi.fn()}
    />,
  );
  return { onDelivery, delivery: screen.getByRole('radio', { name: 'Delivery' }) };
}

describe('StoreOrderControls', () => {
  it('offers delivery at a store that delivers', () => {
    const { delivery } = renderControls(false);
    expect(delivery).toBeEnabled();
  });

  it('cannot switch to delivery while the restaurant has paused it', () => {
    const { delivery } = renderControls(true);
    expect(delivery).toBeDisabled();
  });
});
