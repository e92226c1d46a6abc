import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toStore } from '@/features/store/api/search-restaurants';
import { makeStoreWire } from '@/testing/store-wire';
import { renderWithProviders } from '@/testing/test-utils';
import { StoreHero } from './store-hero';

describe('StoreHero rating line', () => {
  it('shows no rating line for a store without enough ratings, and never a made-up one', () => {
    renderWithProviders(<StoreHero store={toStore(makeStoreWire({ rating: null }))} readyTime={null} />);
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByText(/4\.8|600/)).not.toBeInTheDocument();
  });

  it('shows the real average with one decimal and the count', () => {
    renderWithProviders(
      <StoreHero store={toStore(makeStoreWire({ rating: { average: 4, count: 12 } }))} readyTime={null} />,
    );
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.0 out of 5 from 12 ratings')).toBeInTheDocument();
  });
});
