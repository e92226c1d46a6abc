import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { ListedStore } from '../api/locate-restaurants';
import { StoreCard } from './store-card';

const listed = (rating: ListedStore['rating']): ListedStore => ({
  id: 5,
  name: 'Sunrise Griddle',
  bannerUrl: null,
  distance: 0.7,
  keyword: 'Breakfast',
  orderlane: true,
  orderlaneDrive: false,
  ownDriver: true,
  tdrive: false,
  city: 'Chicago',
  rating,
});

describe('StoreCard rating', () => {
  it('shows no rating for a store without enough ratings', () => {
    renderWithProviders(<StoreCard store={listed(null)} />);
    expect(screen.getByRole('link')).not.toHaveTextContent(/out of 5|5\.0/);
  });

  it('shows the real average with one decimal', () => {
    renderWithProviders(<StoreCard store={listed({ average: 4.6, count: 31 })} />);
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.6 out of 5 from 31 ratings')).toBeInTheDocument();
  });
});
