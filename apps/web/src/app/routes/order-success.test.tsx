import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accountEn } from '@/i18n/locales/account-en';
import { OrderSuccessRoute } from './order-success';

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/orderSuccess" element={<OrderSuccessRoute />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/orderSuccess', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', accountEn, true, true);
  });

  it('links to the tracking of the order just placed', () => {
    renderAt('/orderSuccess?orderId=42&total=26.4');
    expect(screen.getByText('TS-42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my order' })).toHaveAttribute(
      'href',
      '/track-order?orderId=42',
    );
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/order-history');
  });

  it('offers no tracking link without an order number', () => {
    renderAt('/orderSuccess');
    expect(screen.queryByRole('link', { name: 'Track my order' })).toBeNull();
  });
});
