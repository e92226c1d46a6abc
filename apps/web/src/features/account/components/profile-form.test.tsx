import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProfileForm } from './profile-form';

const user = {
  id: 9,
  email: 'dana@example.com',
  optIn: false,
  userInfos: [{ firstName: 'Dana', lastName: 'Rivera', phoneNumber: '3125550178' }],
};
const formBody = (call: unknown[]) => new URLSearchParams(String((call[1] as RequestInit).body));

describe('ProfileForm e-mail change (issue 13 finding 7)', () => {
  it('asks for the current password only when the e-mail changes, sends it in the form, and says to confirm', async () => {
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/user/updateUser',
        respond: () => ({ ...user, accessToken: 'token', pendingEmail: 'dana.new@example.com' }),
      },
    ]);
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm user={user} onSaved={onSaved} />);
    const typist = userEvent.setup();
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();

    const email = screen.getByLabelText(/^Email/);
    await typist.clear(email);
    await typist.type(email, 'dana.new@example.com');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await typist.type(screen.getByLabelText(/Current password/), 'my old secret');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        /We sent a link to dana\.new@example\.com\. Your sign-in address changes when you open it/,
      ),
    ).toBeInTheDocument();
    const [call] = fetchMock.mock.calls;
    const url = new URL(String(call![0]), 'http://localhost');
    expect(url.searchParams.get('email')).toBe('dana.new@example.com');
    expect(url.searchParams.has('currentPassword')).toBe(false);
    expect(formBody(call!).get('currentPassword')).toBe('my old secret');
    // The field shows the address that still signs in until the new one is confirmed.
    expect(email).toHaveValue('dana@example.com');
  });
});
