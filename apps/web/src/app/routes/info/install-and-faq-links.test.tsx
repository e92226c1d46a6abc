import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MarketingFooter } from '@/components/layout/marketing-footer';
import { AppBand } from '@/features/home/components/app-band';
import { infoEn } from '@/i18n/locales/info-en';
import { infoZhCN } from '@/i18n/locales/info-zh-cn';
import { marketingEn } from '@/i18n/locales/marketing-en';
import { marketingZhCN } from '@/i18n/locales/marketing-zh-cn';
import { renderWithProviders } from '@/testing/test-utils';
import { MobileNoticeRoute } from './mobile-notice';
import { CustomerSupportRoute, MerchantSupportRoute, SupportHubRoute } from './support';

const localeModules = import.meta.glob('../../../i18n/locales/*.ts', { eager: true });

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', { ...infoEn, ...marketingEn }, true, true);
  i18n.addResourceBundle('zh-CN', 'translation', { ...infoZhCN, ...marketingZhCN }, true, true);
});

describe('the links to the app', () => {
  it.each([
    ['the marketing footer', () => <MarketingFooter />],
    ["the home page's app band", () => <AppBand />],
    ['the mobile notice', () => <MobileNoticeRoute />],
  ])('%s leads to /download_app with "Install the app", and shows no store badge', (_where, ui) => {
    const { container } = renderWithProviders(ui());
    expect(screen.getByRole('link', { name: /Install the app/ })).toHaveAttribute('href', '/download_app');
    expect(container.textContent).not.toMatch(/App Store|Google Play|Get it on|Download on the/);
  });

  it('says nothing anywhere is coming soon or on the way, in English or Chinese', () => {
    const strings = JSON.stringify(localeModules);
    expect(strings).toContain('在手机上安装 {{brand}}');
    expect(strings).not.toMatch(/coming soon|on the way|即将推出|敬请期待/i);
  });
});

describe("the customers' FAQ", () => {
  it('is linked from the support hub, whose Customer Support tile goes to the storefront', () => {
    renderWithProviders(<SupportHubRoute />);
    expect(screen.getByRole('link', { name: /Diners: ordering, payments/ })).toHaveAttribute(
      'href',
      '/helps/customer/',
    );
    expect(screen.getByRole('link', { name: /Customer Support/ })).toHaveAttribute('href', '/');
  });

  it("is linked from the merchants' FAQ, and the merchants' from the customers'", () => {
    renderWithProviders(<MerchantSupportRoute />);
    expect(screen.getByRole('link', { name: /Diners:/ })).toHaveAttribute('href', '/helps/customer/');
    expect(screen.queryByRole('link', { name: /Restaurants:/ })).toBeNull();
  });

  it("links the merchants' questions from the customers' page, in Chinese too", async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<CustomerSupportRoute />);
    expect(screen.getByRole('link', { name: /餐厅：加入/ })).toHaveAttribute('href', '/helps/merchant/');
    await i18n.changeLanguage('en');
  });
});
