import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { infoEn } from '@/i18n/locales/info-en';
import { infoZhCN } from '@/i18n/locales/info-zh-cn';
import { listenForInstallOffer } from '@/lib/installable-app';
import { renderWithProviders } from '@/testing/test-utils';
import { DownloadAppRoute } from './download-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The browser's install offer as Chrome makes it, answering the diner's choice. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(offer);
  return offer;
}

const stepsHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', infoEn, true, true);
  i18n.addResourceBundle('zh-CN', 'translation', infoZhCN, true, true);
  listenForInstallOffer(window);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

// The install offer lives for the whole visit (lib/installable-app.ts): the tests run in this order, the ones
// with an offer last.
describe('/download_app', () => {
  it("shows an iPhone's Safari steps first, each with its picture, and no store or coming-soon wording", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { container } = renderWithProviders(<DownloadAppRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Install Orderlane on your phone' })).toBeVisible();
    expect(stepsHeadings().slice(0, 2)).toEqual(['iPhone and iPad (Safari)', 'Android (Chrome)']);
    const ios = within(screen.getByRole('region', { name: 'iPhone and iPad (Safari)' }));
    const steps = ios.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('tap Share'),
      expect.stringContaining('Add to Home Screen'),
      expect.stringContaining('Orderlane is now on your home screen'),
    ]);
    steps.forEach((step) => expect(step.querySelector('svg')).not.toBeNull());
    // No install button: Safari makes no offer.
    expect(screen.queryByRole('button', { name: /Install/ })).toBeNull();
    expect(container.textContent).not.toMatch(/on the way|coming soon/i);
    // No store badge: the app is in no store.
    expect(container.textContent).not.toMatch(/App Store|Google Play/);
  });

  it("shows an Android phone's Chrome steps first", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    renderWithProviders(<DownloadAppRoute />);
    expect(stepsHeadings().slice(0, 2)).toEqual(['Android (Chrome)', 'iPhone and iPad (Safari)']);
    const android = within(screen.getByRole('region', { name: 'Android (Chrome)' }));
    expect(android.getAllByRole('listitem')[1]).toHaveTextContent('Tap Install app');
  });

  it('says the app is installed, with no steps, when it runs from the home screen', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<DownloadAppRoute />);
    expect(screen.getByRole('status')).toHaveTextContent('Orderlane is installed');
    expect(screen.queryByRole('region', { name: 'Android (Chrome)' })).toBeNull();
  });

  it('reads in Chinese for zh-CN readers, with nothing said to be coming', async () => {
    await i18n.changeLanguage('zh-CN');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { container } = renderWithProviders(<DownloadAppRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('在手机上安装 Orderlane');
    expect(screen.getByRole('region', { name: 'iPhone 和 iPad（Safari）' })).toHaveTextContent(
      '添加到主屏幕',
    );
    expect(container.textContent).not.toMatch(/即将|敬请期待/);
  });

  it("keeps the steps when the diner dismisses the browser's install dialog", async () => {
    renderWithProviders(<DownloadAppRoute />);
    const offer = offerInstall('dismissed');
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install Orderlane' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the button goes, the steps stay.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install Orderlane' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Android (Chrome)' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("offers the browser's install dialog where the browser makes the offer, then says it is installed", async () => {
    const offer = offerInstall('accepted');
    renderWithProviders(<DownloadAppRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Install Orderlane' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Orderlane is installed');
    expect(screen.queryByRole('button', { name: 'Install Orderlane' })).toBeNull();
  });
});
