import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { RESET_LINK_INVALID_MESSAGE, ResetPasswordForm } from './reset-password-form';

const LINK = { email: 'dana@orderlane.example', token: 'abc' };

describe('ResetPasswordForm', () => {
  it("shows the expired text and Return to Login when the token is not 'true'", async () => {
    stubApi([{ match: (url) => url.pathname.endsWith('/validatePasswordResetToken'), respond: () => false }]);
    renderWithProviders(<ResetPasswordForm link={LINK} loginHref="/auth" onReset={vi.fn()} />);
    expect(await screen.findByText(RESET_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
  });

  it('enables Update only for two identical passwords, then resets', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname.endsWith('/validatePasswordResetToken'), respond: () => true },
      { match: (url) => url.pathname.endsWith('/resetPassword'), respond: () => ({ status: '200' }) },
    ]);
    const onReset = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm link={LINK} loginHref="/auth" onReset={onReset} />);
    expect(await screen.findByLabelText('Email')).toHaveValue(LINK.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'new-pass-123');
    await user.type(screen.getByLabelText('Confirm Password', { exact: true }), 'new-pass-12');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password', { exact: true }), '3');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalled(), { timeout: 15_000 });
    const call = fetchMock.mock.calls[1] as unknown[];
    const sent = new URLSearchParams(String((call[1] as RequestInit).body));
    expect(Object.fromEntries(sent)).toEqual({
      email: LINK.email,
      token: 'abc',
      newPassword: 'new-pass-123',
    });
  });

  it('keeps both passwords when a suggested password fills them in one tick', async () => {
    stubApi([{ match: (url) => url.pathname.endsWith('/validatePasswordResetToken'), respond: () => true }]);
    renderWithProviders(<ResetPasswordForm link={LINK} loginHref="/auth" onReset={vi.fn()} />);
    const password = await screen.findByLabelText('Password', { exact: true });
    const confirm = screen.getByLabelText('Confirm Password', { exact: true });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const input of [password, confirm]) {
      setValue.call(input, 'Suggested-Pass-42');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    expect(password).toHaveValue('Suggested-Pass-42');
    expect(confirm).toHaveValue('Suggested-Pass-42');
  });
});
