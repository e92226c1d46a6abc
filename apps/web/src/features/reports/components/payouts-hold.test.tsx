import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { PayoutsPage } from './payouts-page';
import { addReportsStringsForTests, makePayouts } from './reports-test-data';

beforeAll(addReportsStringsForTests);
afterEach(() => vi.unstubAllGlobals());

describe('PayoutsPage after the payout account changed', () => {
  it('shows the hold with its end date and the held week', async () => {
    const payouts = makePayouts();
    payouts.weeks[0] = { ...payouts.weeks[0]!, status: 'HELD', heldUntil: '2026-11-12' };
    payouts.payoutHold = {
      reason: 'BANK_ACCOUNT_CHANGED',
      until: '2026-11-12T20:00:00.000Z',
      untilDate: '2026-11-12',
    };
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/payouts',
        respond: () => ({ status: 200, data: payouts }),
      },
    ]);
    renderWithProviders(<PayoutsPage storeId={7} />);
    expect(
      await screen.findByText(
        'Payouts wait until 2026-11-12: the payout bank account was changed. Every owner was told by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: /2026-11-04 – 2026-11-10/ }).closest('tr'),
    ).toHaveTextContent('Held');
  });
});
