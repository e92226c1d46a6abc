import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { ListedStore } from '../api/locate-restaurants';
import { StoreListResults, type StoreListResultsProps } from './store-list-results';

const stores: ListedStore[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `Store ${index + 1}`,
  bannerUrl: `/media/stores/store-${index + 1}-banner.svg`,
  distance: null,
  keyword: 'Pizza',
  orderlane: true,
  orderlaneDrive: false,
  ownDriver: true,
  tdrive: false,
  city: 'Chicago',
}));

const props: StoreListResultsProps = {
  stores,
  shownCount: 6,
  isLoading: false,
  isError: false,
  onRetry: () => undefined,
  onShowMore: () => undefined,
  labelledBy: 'stores-title',
};

describe('StoreListResults', () => {
  it("puts the results in new elements, not the skeleton's: a moved skeleton box counts as a layout shift", () => {
    const { container, rerender } = renderWithProviders(<StoreListResults {...props} isLoading />);
    const skeletonBoxes = new Set(container.querySelectorAll('div'));

    rerender(<StoreListResults {...props} />);

    const showMore = screen.getByRole('button', { name: 'Show More' }).parentElement;
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(showMore).not.toBeNull();
    expect(skeletonBoxes.has(showMore as HTMLDivElement)).toBe(false);
    expect(skeletonBoxes.has(container.firstElementChild as HTMLDivElement)).toBe(false);
  });
});
