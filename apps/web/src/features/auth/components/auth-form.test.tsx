import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { AuthForm, LOGIN_FAILED_MESSAGE, type AuthMode } from './auth-form';

const USER = { id: 9, email: 'new@orderlane.example', accessToken: 'token-9', userInfos: [] };

function Harness({ initialMode = 'signIn', onSuccess }: { initialMode?: AuthMode; onSuccess: () => void }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <AuthForm
      mode={mode}
      onModeChange={setMode}
      reference="eyJpZCI6MX0="
      forgotPasswordHref="/forgotPassword"
      storeId={5}
      onSuccess={onSuccess}
    />
  );
}

const formBody = (call: unknown[]) => new URLSearchParams(String((call[1] as RequestInit).body));

describe('AuthForm', () => {
  it('signs in with e-mail and password and links to forgot password', async () => {
    const fetchMock = stubApi([{ match: (url) => url.pathname === '/api/user/login', respond: () => USER }]);
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSuccess={onSuccess} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'new@orderlane.example');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(USER));
    const body = formBody(fetchMock.mock.calls.find((call) => String(call[0]).includes('/user/login'))!);
    expect(Object.fromEntries(body)).toEqual({ email: 'new@orderlane.example', password: 'secret-pass' });
  });

  it('marks empty fields inline and sends nothing', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    renderWithProviders(<Harness onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's message as an alert when the login is refused", async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/user/login',
        status: 401,
        respond: () => ({ status: 401, message: 'Wrong e-mail or password.' }),
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<Harness onSuccess={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'a@b.example');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
  });

  it('signs up with names, Mobile Number as digits and the referral reference', async () => {
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/user/signup',
        respond: () => ({ status: 200, user: USER, message: 'Your account has been created.' }),
      },
    ]);
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness initialMode="signUp" onSuccess={onSuccess} />);
    expect(screen.getByRole('radio', { name: 'Sign Up' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'new@orderlane.example');
    await user.type(screen.getByLabelText('Mobile Number'), '3125550199');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('(312) 555-0199');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const body = Object.fromEntries(formBody(fetchMock.mock.calls[0]!));
    expect(body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      phoneNumber: '3125550199',
      reference: 'eyJpZCI6MX0=',
    });
  });

  it("shows the server's message when the sign-up fails", async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/user/signup',
        status: 409,
        respond: () => ({ status: 409, message: 'An account already exists for this e-mail.' }),
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<Harness initialMode="signUp" onSuccess={vi.fn()} />);
    for (const [label, text] of [
      ['First name', 'Ana'],
      ['Last name', 'Lopez'],
      ['Email', 'taken@orderlane.example'],
      ['Mobile Number', '3125550199'],
      ['Password', 'long-enough-1'],
    ] as const) {
      await user.type(screen.getByLabelText(label), text);
    }
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already exists for this e-mail.');
  });

  it('switches between the modes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Sign Up' }));
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sign In' }));
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });
});
