import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeAdminZhCN } from '@/i18n/locales/store-admin-zh-cn';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { GoLivePanel } from './go-live-panel';
import { addStoreAdminStringsForTests } from './store-admin-test-data';

beforeAll(() => {
  addStoreAdminStringsForTests();
  i18n.addResourceBundle('zh-CN', 'translation', storeAdminZhCN, true, true);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const goLiveAnswer = (missing: string[]) => ({
  status: 200,
  data: {
    storeId: 9,
    active: false,
    checklist: Object.fromEntries(
      ['hours', 'menu', 'order-types', 'order-protocol', 'bank-account'].map((key) => [
        key,
        !missing.includes(key),
      ]),
    ),
    missing,
  },
});

describe('GoLivePanel', () => {
  it('links each missing item to the page that fixes it, and only the missing ones', async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/9/go-live',
        respond: () => goLiveAnswer(['hours', 'menu', 'order-protocol', 'bank-account']),
      },
    ]);
    renderWithProviders(<GoLivePanel storeId={9} />);
    expect(await screen.findByRole('link', { name: 'Set opening hours' })).toHaveAttribute(
      'href',
      '/portal/stores/9/hours',
    );
    expect(screen.getByRole('link', { name: 'Add a menu' })).toHaveAttribute(
      'href',
      '/portal/stores/9/menu-editor',
    );
    expect(screen.getByRole('link', { name: 'Choose how orders reach you' })).toHaveAttribute(
      'href',
      '/portal/stores/9/setup#order-protocol',
    );
    expect(screen.getByRole('link', { name: 'Add bank details' })).toHaveAttribute(
      'href',
      '/portal/stores/9/setup#bank-account',
    );
    expect(screen.queryByRole('link', { name: 'Choose order types' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go live' })).toBeDisabled();
  });

  it('and in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/9/go-live',
        respond: () => goLiveAnswer(['order-types']),
      },
    ]);
    renderWithProviders(<GoLivePanel storeId={9} />);
    expect(await screen.findByRole('link', { name: '选择点餐方式' })).toHaveAttribute(
      'href',
      '#settings-ordering',
    );
  });
});
