import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { loadMerchantTestStrings } from '../utils/merchant-test-strings';
import { AccountRegistrationForm } from './account-registration-form';

const LEAD = {
  name: 'Ana Diaz',
  store: 'Taco Town',
  phone: '3125550142',
  email: 'ana@tacos.example',
  zip: '60601',
};
const SESSION = {
  id: 7,
  accessToken: 'owner-token',
  name: 'Ana Diaz',
  email: LEAD.email,
  preferredLanguage: 'EN',
  stores: [],
};
const formBody = (call: unknown[]) => new URLSearchParams(String((call[1] as RequestInit).body));

async function fillAccount(password: string, confirmPassword: string, tick = true) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  if (tick) {
    await user.click(screen.getByRole('checkbox'));
  }
  await user.click(screen.getByRole('button', { name: 'Create User' }));
}

describe('AccountRegistrationForm', () => {
  beforeAll(loadMerchantTestStrings);
  afterEach(() => i18n.changeLanguage('en'));

  it('prefills the username with the e-mail and links the terms, privacy and portal sign-in', () => {
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={vi.fn()} />);
    expect(screen.getByLabelText('Username')).toHaveValue('ana@tacos.example');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/useofterm');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/portal');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
  });

  it('asks for the terms first', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={vi.fn()} />);
    await fillAccount('secret-pass', 'secret-pass', false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please read the privacy and service terms before creating users',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns both borders red for different passwords and sends nothing, silently', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={vi.fn()} />);
    await fillAccount('secret-pass', 'secret-pasz');
    expect(screen.getByLabelText('Password')).toHaveClass('differ');
    expect(screen.getByLabelText('Confirm Password')).toHaveClass('differ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns both borders green once they match', async () => {
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    expect(screen.getByLabelText('Password')).toHaveClass('match');
    expect(screen.getByText('Passwords match.')).toBeInTheDocument();
  });

  it.each([
    ['abc12', 'The password length cannot be less than 6 digits'],
    ['abc1234', 'Restaurant accounts need a password of at least 8 characters.'],
  ])('refuses the password %s with %j', async (password, message) => {
    const fetchMock = stubApi([]);
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={vi.fn()} />);
    await fillAccount(password, password);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the owner with the e-mail as username and the page language', async () => {
    await i18n.changeLanguage('zh-CN');
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/signupOwner',
        respond: () => ({ status: 200, id: 7, data: SESSION }),
      },
    ]);
    const onCreated = vi.fn();
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={onCreated} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('密码'), 'secret-pass');
    await user.type(screen.getByLabelText('确认密码'), 'secret-pass');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '创建用户' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(SESSION));
    expect(Object.fromEntries(formBody(fetchMock.mock.calls[0]!))).toEqual({
      name: 'Ana Diaz',
      email: 'ana@tacos.example',
      username: 'ana@tacos.example',
      password: 'secret-pass',
      phoneNumber: '3125550142',
      preferredLanguage: 'CN',
    });
  });

  it('says Email already exists on any failure', async () => {
    stubApi([
      { match: () => true, status: 409, respond: () => ({ status: 409, message: 'Email already exists' }) },
    ]);
    renderWithProviders(<AccountRegistrationForm lead={LEAD} onCreated={vi.fn()} />);
    await fillAccount('secret-pass', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already exists');
  });
});
