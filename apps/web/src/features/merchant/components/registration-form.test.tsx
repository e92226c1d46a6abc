import { decodeMerchantInitData } from '@orderlane/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { loadMerchantTestStrings } from '../utils/merchant-test-strings';
import { RegistrationForm } from './registration-form';

const formBody = (call: unknown[]) => new URLSearchParams(String((call[1] as RequestInit).body));

async function fill(
  values: Partial<Record<'Name' | 'Restaurant Name' | 'Phone Number' | 'Zip' | 'Email', string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

describe('RegistrationForm', () => {
  beforeAll(loadMerchantTestStrings);
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['every field empty', {}],
    [
      'a field left blank',
      { Name: 'Ana Diaz', 'Restaurant Name': 'Taco Town', 'Phone Number': '3125550142', Zip: '60601' },
    ],
    [
      'a field of spaces only',
      {
        Name: 'Ana Diaz',
        'Restaurant Name': '   ',
        'Phone Number': '3125550142',
        Zip: '60601',
        Email: 'a@b.co',
      },
    ],
  ])('says Please fill form. for %s and sends nothing', async (_, values) => {
    const fetchMock = stubApi([]);
    renderWithProviders(<RegistrationForm referral={null} referrerName={null} onRegistered={vi.fn()} />);
    const user = await fill(values);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill form.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it in Chinese under zh-CN', async () => {
    await i18n.changeLanguage('zh-CN');
    stubApi([]);
    renderWithProviders(<RegistrationForm referral={null} referrerName={null} onRegistered={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '确认' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写表格。');
  });

  it('sends each value under its own label and hands over initData and the referral', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/sendCustomEmail', respond: () => ({ status: 200 }) },
    ]);
    const onRegistered = vi.fn();
    renderWithProviders(
      <RegistrationForm referral="eyJyb2xlIjoiU0FMRSJ9" referrerName="Sam" onRegistered={onRegistered} />,
    );
    expect(screen.getByText('Referred by Sam')).toBeInTheDocument();
    const user = await fill({
      Name: 'Ana Diaz',
      'Restaurant Name': ' Taco Town ',
      'Phone Number': '3125550142',
      Zip: '60601',
      Email: 'ana@tacos.example',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const body = formBody(fetchMock.mock.calls[0]!);
    expect(body.get('sendbox')).toBe('MERCHANT_CARE');
    expect(body.get('email')).toBe('ana@tacos.example');
    expect(body.get('zip')).toBe('60601');
    expect(body.get('store')).toBe('Taco Town');
    expect(body.get('firstName')).toBe('Ana');
    expect(body.get('lastName')).toBe('Diaz');
    expect(body.get('referral')).toBe('eyJyb2xlIjoiU0FMRSJ9');
    const [initData, referral] = onRegistered.mock.calls[0]!;
    expect(decodeMerchantInitData(initData)).toEqual({
      name: 'Ana Diaz',
      store: 'Taco Town',
      phone: '3125550142',
      email: 'ana@tacos.example',
      zip: '60601',
    });
    expect(referral).toBe('eyJyb2xlIjoiU0FMRSJ9');
  });

  it('keeps the applicant on the form with a message when the call fails', async () => {
    stubApi([
      { match: () => true, respond: () => ({ status: 500, message: 'Internal Server Error' }), status: 500 },
    ]);
    const onRegistered = vi.fn();
    renderWithProviders(<RegistrationForm referral={null} referrerName={null} onRegistered={onRegistered} />);
    const user = await fill({
      Name: 'Ana',
      'Restaurant Name': 'T',
      'Phone Number': '1',
      Zip: '60601',
      Email: 'a@b.co',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your registration. Please try again.',
    );
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
