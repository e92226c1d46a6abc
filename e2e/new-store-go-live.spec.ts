import { expect, test, type APIRequestContext } from '@playwright/test';
import { snap } from './helpers';

/**
 * A restaurant made today, with nothing seeded for it, goes live from the portal alone (issue 50): the board
 * says it is not live, the go-live checklist links each missing item to the page that fixes it, the order
 * protocol and bank details are saved in the portal's Setup page, and the board then says Live.
 */
async function newOwnerWithStore(request: APIRequestContext) {
  const email = `golive.${Date.now()}.${Math.floor(Math.random() * 1e6)}@new.example`;
  const password = 'kitchen-open-late';
  const signUp = await request.post('/api/signupOwner', {
    data: { name: 'Ana Diaz', phoneNumber: '(312) 555-0188', email, username: email, password },
  });
  expect(signUp.ok()).toBe(true);
  const owner = (await signUp.json()).data as { id: number; accessToken: string };
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const store = await request.post('/api/saveRestaurantInfoJson', {
    headers,
    data: {
      restaurantinfojson: JSON.stringify({
        ownerId: owner.id,
        orderlane: true,
        name: 'First Light Tacos',
        phoneNumber: 3125550188,
        address: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        taxRate: 0.1025,
      }),
    },
  });
  expect(store.ok()).toBe(true);
  return { email, password, headers, storeId: (await store.json()).id as number };
}

test('a brand-new store goes live from the portal alone', async ({ page, request }, testInfo) => {
  const { email, password, headers, storeId } = await newOwnerWithStore(request);
  await page.goto(`/portal/stores/${storeId}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Not live yet: the board says so, never a green "Live".
  await expect(page.getByText('Diners cannot order from this store yet.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not live' })).toBeVisible();
  await snap(page, testInfo, 'board-not-live');
  await page.getByRole('link', { name: 'See what going live still needs' }).click();

  // Pickup is on from the start; the other order types are there to switch on.
  const checklist = page.getByRole('region', { name: 'Going live' });
  await expect(
    page.getByRole('group', { name: 'Pick up' }).getByRole('checkbox', { name: 'Offered' }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Delivery' }).getByRole('checkbox', { name: 'Offered' }),
  ).not.toBeChecked();
  await expect(checklist.getByRole('link', { name: 'Choose order types' })).toHaveCount(0);
  await snap(page, testInfo, 'go-live-checklist');

  await checklist.getByRole('link', { name: 'Choose how orders reach you' }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/stores/${storeId}/setup#order-protocol$`));
  const protocol = page.locator('#order-protocol');
  await protocol.getByText('Email + Phone Confirmation', { exact: true }).click();
  await protocol.getByLabel('E-mail for orders').fill('kitchen@firstlight.example');
  await protocol.getByLabel('Store phone').fill('(312) 555-0188');
  await protocol.getByRole('button', { name: 'Save' }).click();
  await expect(protocol.getByText('Saved. It counts toward going live now.')).toBeVisible();

  const bank = page.locator('#bank-account');
  await bank.getByLabel('Legal business name').fill('First Light Tacos LLC');
  await bank.getByLabel('EIN / Tax ID').fill('12-3456789');
  await bank.getByLabel('Owner legal name').fill('Ana Diaz');
  await bank.getByLabel('Owner date of birth').fill('1980-04-12');
  await bank.getByLabel('Routing Number').fill('021000021');
  await bank.getByLabel('Account Number', { exact: true }).fill('000123456789');
  await bank.getByLabel('Confirm Account Number').fill('000123456789');
  await bank.getByRole('checkbox').nth(0).check();
  await bank.getByRole('checkbox').nth(1).check();
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(bank.getByText('Saved. It counts toward going live now.')).toBeVisible();
  await snap(page, testInfo, 'setup-saved');

  // Hours and the menu have their own portal pages and journeys; here they are set through the same calls.
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '00:00',
    endTime: '24:00',
  }));
  expect(
    (await request.post(`/api/portal/stores/${storeId}/hours`, { headers, data: { weekly } })).ok(),
  ).toBe(true);
  const category = await request.post(`/api/portal/stores/${storeId}/categories`, {
    headers,
    data: { name: 'Tacos' },
  });
  const item = await request.post(`/api/portal/stores/${storeId}/items`, {
    headers,
    data: { categoryId: (await category.json()).data.id, name: 'Al pastor taco', price: 4.5 },
  });
  expect(item.ok()).toBe(true);

  await page.getByRole('link', { name: 'Back to going live' }).click();
  await expect(page.getByText('Everything is ready to go live.')).toBeVisible();
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText('Your store is live: diners can order.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(page.getByText('Diners cannot order from this store yet.')).toHaveCount(0);
  await snap(page, testInfo, 'board-live');
});
