import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { staffEn } from '@/i18n/locales/staff-en';
import { staffZhCN } from '@/i18n/locales/staff-zh-cn';
import { useOwnerSessionStore } from '@/lib/owner-session';
import { stubApi } from '@/testing/test-utils';
import { CustomerInfoRoute } from './customer-info';
import { PhoneOrderRoute } from './phone-order';

function renderAt(entry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/phone-order/:phone" element={<PhoneOrderRoute />} />
          <Route path="/customerInfo" element={<CustomerInfoRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the phone-order staff screens say what is wrong', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', staffEn, true, true);
    i18n.addResourceBundle('zh-CN', 'translation', staffZhCN, true, true);
  });
  beforeEach(() => {
    useOwnerSessionStore.getState().setSession({
      id: 4,
      accessToken: 'staff-token',
      name: 'Sam',
      email: 'sam@example.com',
      preferredLanguage: 'EN',
      stores: [{ id: 1, name: 'Board Grill', role: 'STAFF' }],
    });
  });
  afterEach(async () => {
    useOwnerSessionStore.getState().clear();
    await i18n.changeLanguage('en');
  });

  it("a number no store answers shows the screen's line, not the server's sentence", async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/searchRestaurants'),
        status: 404,
        respond: () => ({ status: 404, message: 'No store has the phone number 2125550199' }),
      },
    ]);
    renderAt('/phone-order/2125550199');
    expect(await screen.findByText('No restaurant answers at (212) 555-0199.')).toBeInTheDocument();
    expect(screen.queryByText(/No store has the phone number/)).toBeNull();
    expect(screen.queryByText('The restaurant could not be loaded.')).toBeNull();
  });

  it("/customerInfo's access message names the store", async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/searchRestaurants') && url.searchParams.get('id') === '9',
        respond: () => [{ id: 9, name: 'Lucky Noodle', timeZone: 'America/Chicago' }],
      },
    ]);
    renderAt('/customerInfo?restaurantInfoId=9&orderType=PICK_UP');
    expect(
      await screen.findByRole('heading', { name: 'Your account does not work at Lucky Noodle.' }),
    ).toBeInTheDocument();
  });

  it('says both in Chinese under zh-CN', async () => {
    useOwnerSessionStore.getState().setSession({
      ...useOwnerSessionStore.getState().session!,
      preferredLanguage: 'CN',
    });
    await i18n.changeLanguage('zh-CN');
    stubApi([
      {
        match: (url) => url.searchParams.has('phoneNumber'),
        status: 404,
        respond: () => ({ status: 404, message: 'No store has the phone number 2125550199' }),
      },
      {
        match: (url) => url.searchParams.get('id') === '9',
        respond: () => [{ id: 9, name: 'Lucky Noodle', timeZone: 'America/Chicago' }],
      },
    ]);
    const phone = renderAt('/phone-order/2125550199');
    expect(await screen.findByText('没有餐厅使用号码 (212) 555-0199。')).toBeInTheDocument();
    phone.unmount();
    renderAt('/customerInfo?restaurantInfoId=9');
    expect(await screen.findByRole('heading', { name: '您的账户不属于Lucky Noodle。' })).toBeInTheDocument();
  });
});
