import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { loadMerchantTestStrings } from '../utils/merchant-test-strings';
import { RegistrationForm } from './registration-form';

async function fillAll(labels: Record<string, string>, email: string) {
  const user = userEvent.setup();
  const values = {
    [labels.name!]: 'Ana Diaz',
    [labels.store!]: 'Taco Town',
    [labels.phone!]: '3125550142',
    [labels.zip!]: '60601',
    [labels.email!]: email,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

const en = { name: 'Name', store: 'Restaurant Name', phone: 'Phone Number', zip: 'Zip', email: 'Email' };

describe('RegistrationForm with a mistyped e-mail', () => {
  beforeAll(loadMerchantTestStrings);
  afterEach(() => i18n.changeLanguage('en'));

  it("shows the e-mail field's message, not a failed send, and sends nothing", async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<RegistrationForm referral={null} referrerName={null} onRegistered={vi.fn()} />);
    const user = await fillAll(en, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please provide a valid email.');
    expect(screen.queryByText('We could not send your registration. Please try again.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the field's message when the server refuses the address", async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/sendCustomEmail'),
        status: 400,
        respond: () => ({ status: 400, message: 'Please provide a valid email.' }),
      },
    ]);
    renderWithProviders(<RegistrationForm referral={null} referrerName={null} onRegistered={vi.fn()} />);
    const user = await fillAll(en, 'ana@example.co');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please provide a valid email.'),
    );
    expect(screen.queryByText('We could not send your registration. Please try again.')).toBeNull();
  });

  it('says it in Chinese under zh-CN', async () => {
    await i18n.changeLanguage('zh-CN');
    stubApi([]);
    renderWithProviders(<RegistrationForm referral={null} referrerName={null} onRegistered={vi.fn()} />);
    const zh = {
      name: i18n.t('merchant.form.name'),
      store: i18n.t('merchant.form.restaurantName'),
      phone: i18n.t('merchant.form.phoneNumber'),
      zip: i18n.t('merchant.form.zip'),
      email: i18n.t('merchant.form.email'),
    };
    const user = await fillAll(zh, 'ana@');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(screen.getByLabelText(zh.email)).toHaveAccessibleDescription('请输入有效的电子邮箱地址。');
  });
});
