import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalEn } from '@/i18n/locales/portal-en';
import { useOwnerSessionStore } from '@/lib/owner-session';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import type { NewOrderAlerts } from '../hooks/use-new-order-alerts';
import { BoardStatusBar } from './board-status-bar';

const alerts = { unacknowledged: 0, tone: 'ready', enableSound: vi.fn() } as unknown as NewOrderAlerts;

const withStore = (active: boolean) =>
  stubApi([
    {
      match: (url) => url.pathname === '/api/searchRestaurants',
      respond: () => [{ id: 3, name: 'Fresh Start', active, timeZone: 'America/Chicago' }],
    },
  ]);

const signInAs = (role: 'OWNER' | 'STAFF') =>
  useOwnerSessionStore.getState().setSession({
    id: 1,
    accessToken: 'token',
    name: 'Rosa',
    email: 'rosa@example.com',
    preferredLanguage: 'EN',
    stores: [{ id: 3, name: 'Fresh Start', role }],
  });

beforeAll(() => i18n.addResourceBundle('en', 'translation', portalEn, true, true));
afterEach(() => {
  vi.unstubAllGlobals();
  useOwnerSessionStore.getState().clear();
});

describe('BoardStatusBar', () => {
  it('says a store diners cannot order from is not live, never a green Live, and shows its owner the checklist', async () => {
    withStore(false);
    signInAs('OWNER');
    renderWithProviders(<BoardStatusBar storeId={3} connection="live" alerts={alerts} />);
    expect(await screen.findByText(/Diners cannot order from this store yet/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Not live$/);
    expect(screen.getByRole('link', { name: 'See what going live still needs' })).toHaveAttribute(
      'href',
      '/portal/stores/3/store-settings',
    );
  });

  it('tells staff who can take it live instead of linking to owners-only settings', async () => {
    withStore(false);
    signInAs('STAFF');
    renderWithProviders(<BoardStatusBar storeId={3} connection="live" alerts={alerts} />);
    expect(await screen.findByText(/owner takes it live in Settings/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says Live for a live store with the board connected', async () => {
    const fetchMock = withStore(true);
    signInAs('OWNER');
    renderWithProviders(<BoardStatusBar storeId={3} connection="live" alerts={alerts} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(/^Live$/);
    expect(screen.queryByText(/Diners cannot order/)).not.toBeInTheDocument();
  });
});
