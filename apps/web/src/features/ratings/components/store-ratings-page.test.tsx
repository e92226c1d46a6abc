import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import type { StoreRatings } from '../api/get-store-ratings';
import { ratingsEn } from '../i18n/ratings-en';
import { StoreRatingsPage } from './store-ratings-page';

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', ratingsEn, true, false);
});

const rating = (id: number, stars: number, comment: string | null) => ({
  id,
  orderId: 100 + id,
  orderNumber: `TS-${100 + id}`,
  stars,
  comment,
  createdAt: '2026-11-03T18:00:00.000Z',
  ratedAt: '2026-11-03 12:00:00',
});

const page = (overrides: Partial<StoreRatings> = {}): StoreRatings => ({
  storeId: 7,
  count: 6,
  average: 4.2,
  shown: { average: 4.2, count: 6 },
  distribution: [0, 1, 0, 2, 3],
  ratings: [rating(6, 2, 'Cold fries'), rating(5, 5, null)],
  nextBefore: null,
  ...overrides,
});

describe('StoreRatingsPage', () => {
  it('shows the average, count, stars distribution and each rating with its order number', async () => {
    stubApi([
      { match: (url) => url.pathname === '/api/portal/stores/7/ratings', respond: () => ({ data: page() }) },
    ]);
    renderWithProviders(<StoreRatingsPage storeId={7} />);
    expect(await screen.findByText('4.2')).toBeInTheDocument();
    expect(screen.getByText('6 ratings')).toBeInTheDocument();
    expect(
      screen.getByText('Diners see 4.2 (6) on your store page and in the store list.'),
    ).toBeInTheDocument();
    const bars = within(
      screen.getByRole('heading', { name: 'Ratings by stars' }).parentElement!,
    ).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars3',
      '4 stars2',
      '3 stars0',
      '2 stars1',
      '1 star0',
    ]);
    const list = screen.getByRole('region', { name: 'Every rating, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('TS-106');
    expect(rows[0]).toHaveTextContent('Cold fries');
    expect(rows[0]).toHaveTextContent('Nov 3, 2026');
    expect(within(rows[0]!).getByRole('img', { name: '2 stars' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('No comment');
  });

  it('says the store page shows no rating yet below 5 ratings, and that none came in', async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/ratings',
        respond: () => ({
          data: page({ count: 0, average: null, shown: null, distribution: [0, 0, 0, 0, 0], ratings: [] }),
        }),
      },
    ]);
    renderWithProviders(<StoreRatingsPage storeId={7} />);
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText(/shows a rating once it has 5 ratings/)).toBeInTheDocument();
    expect(
      screen.getByText('No ratings yet. Diners can rate an order once you mark it Complete.'),
    ).toBeInTheDocument();
  });

  it('loads older ratings on request', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/ratings' && !url.searchParams.has('before'),
        respond: () => ({ data: page({ nextBefore: 5 }) }),
      },
      {
        match: (url) => url.searchParams.get('before') === '5',
        respond: () => ({ data: page({ ratings: [rating(4, 3, 'Fine')], nextBefore: null }) }),
      },
    ]);
    renderWithProviders(<StoreRatingsPage storeId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Show older ratings' }));
    expect(await screen.findByText('TS-104')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older ratings' })).not.toBeInTheDocument();
  });
});
