import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalEn } from '@/i18n/locales/portal-en';
import { renderWithProviders } from '@/testing/test-utils';
import { OrderRefundsList } from './order-refunds';

beforeAll(() => i18n.addResourceBundle('en', 'translation', portalEn, true, true));

describe('the refunds line on /track-order', () => {
  it('lists refunds after acceptance with their reasons and what the card still carries', () => {
    renderWithProviders(
      <OrderRefundsList
        refunds={[
          {
            kind: 'REFUND',
            amount: 2.5,
            reason: 'Fries were cold',
            time: '2026-11-23 12:20:00',
            status: 'REFUNDED',
          },
          { kind: 'REFUND', amount: 1, reason: 'Late', time: '2026-11-23 12:40:00', status: 'PENDING' },
        ]}
        stillCharged={7.25}
      />,
    );
    const section = screen.getByRole('region', { name: 'Refunds' });
    expect(section).toHaveTextContent('$2.50 refunded · Fries were cold');
    expect(section).toHaveTextContent('$1.00 being refunded · Late');
    expect(section).toHaveTextContent('Your card now carries $7.25 for this order.');
  });

  it("leaves a rejection's or cancellation's give-back to the timeline, and shows nothing without refunds", () => {
    const { container } = renderWithProviders(
      <OrderRefundsList
        refunds={[
          { kind: 'CANCEL', amount: 10, reason: 'Closing', time: '2026-11-23 12:20:00', status: 'VOIDED' },
        ]}
        stillCharged={0}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
