import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { addPortalStringsForTests } from '../testing/portal-order-data';
import { InvitationAccept } from './invitation-accept';

beforeAll(addPortalStringsForTests);
afterEach(() => useOwnerSessionStore.getState().clear());

const preview = {
  storeId: 7,
  storeName: 'Board Grill',
  role: 'STAFF',
  email: 'cook@example.com',
  name: 'Nia Cook',
  inviterName: 'Olive Owner',
};
const session: OwnerSession = {
  id: 31,
  accessToken: 'owner-token',
  name: 'Nia Cook',
  email: 'cook@example.com',
  preferredLanguage: 'EN',
  stores: [],
};
const formOf = (call: unknown[]) => new URLSearchParams(String((call[1] as RequestInit).body));

describe('InvitationAccept (issue 49 finding 7)', () => {
  it('a new account is created, then joins the store only when Accept is pressed', async () => {
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/portal/invitations/preview',
        respond: () => ({ data: preview }),
      },
      { match: (url) => url.pathname === '/api/signupOwner', respond: () => ({ id: 31, data: session }) },
      {
        match: (url) => url.pathname === '/api/portal/invitations/accept',
        respond: () => ({
          data: { storeId: 7, role: 'STAFF', stores: [{ id: 7, name: 'Board Grill', role: 'STAFF' }] },
        }),
      },
    ]);
    const onJoined = vi.fn();
    const onSignedIn = (signedIn: OwnerSession) => useOwnerSessionStore.getState().setSession(signedIn);
    renderWithProviders(<InvitationAccept token="link-token" onJoined={onJoined} onSignedIn={onSignedIn} />);
    const typist = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Join Board Grill' })).toBeInTheDocument();
    expect(
      screen.getByText('Olive Owner invited cook@example.com to join Board Grill as Staff.'),
    ).toBeInTheDocument();
    expect(formOf(fetchMock.mock.calls[0]!).get('token')).toBe('link-token');
    expect(String(fetchMock.mock.calls[0]![0])).not.toContain('link-token');

    await typist.click(screen.getByRole('button', { name: 'Create an account instead' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('cook@example.com');
    await typist.type(screen.getByLabelText('Choose a password'), 'kitchen-pass-1');
    await typist.click(screen.getByRole('button', { name: 'Create account' }));

    const accept = await screen.findByRole('button', { name: 'Accept and join Board Grill' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/invitations/accept'))).toBe(false);
    await typist.click(accept);
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledWith(7));
    expect(useOwnerSessionStore.getState().session?.stores).toEqual([
      { id: 7, name: 'Board Grill', role: 'STAFF' },
    ]);
  });

  it('says plainly when the link no longer works', async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/invitations/preview',
        status: 404,
        respond: () => ({ status: 404, message: 'This invitation is no longer valid.' }),
      },
    ]);
    renderWithProviders(<InvitationAccept token="spent" onJoined={vi.fn()} onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is no longer valid.');
  });
});
