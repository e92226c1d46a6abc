import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/test-utils';
import { SESSION_INVALID_MESSAGE, useUserStore } from '../stores/user-store';
import { useSessionRefresh } from './use-session-refresh';

const STORED = { id: 4, email: 'ana@orderlane.example', accessToken: 'token-4', orderCount: 0 };

function Page() {
  useSessionRefresh();
  return <p>Page</p>;
}

const refreshCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter((call) => String(call[0]).includes('/user/getByAccessToken'));

describe('useSessionRefresh', () => {
  afterEach(() => {
    useUserStore.setState({ user: null, sessionNotice: null });
  });

  it('refreshes the stored diner after the page has started, keeping the token', async () => {
    useUserStore.getState().setUser(STORED);
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/user/getByAccessToken',
        respond: () => ({ ...STORED, accessToken: '', orderCount: 3 }),
      },
    ]);
    render(<Page />);
    // Not in the task of the page's first effects.
    expect(refreshCalls(fetchMock)).toHaveLength(0);
    await waitFor(() => expect(useUserStore.getState().user?.orderCount).toBe(3));
    expect(useUserStore.getState().user?.accessToken).toBe('token-4');
    expect(refreshCalls(fetchMock)).toHaveLength(1);
  });

  it('signs the diner out with the notice when the server refuses the token', async () => {
    useUserStore.getState().setUser(STORED);
    stubApi([
      {
        match: (url) => url.pathname === '/api/user/getByAccessToken',
        respond: () => ({ status: 403, message: 'Forbidden' }),
        status: 403,
      },
    ]);
    render(<Page />);
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    expect(useUserStore.getState().sessionNotice).toBe(SESSION_INVALID_MESSAGE);
  });

  it('asks nothing when the page is left before the request starts, or with no diner', async () => {
    useUserStore.getState().setUser(STORED);
    const fetchMock = stubApi([]);
    const { unmount } = render(<Page />);
    unmount();
    useUserStore.setState({ user: null });
    render(<Page />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshCalls(fetchMock)).toHaveLength(0);
  });
});
