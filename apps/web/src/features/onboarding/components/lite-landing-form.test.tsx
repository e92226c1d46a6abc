import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { useOnboardingStore } from '../stores/onboarding-store';
import { formBody, loadOnboardingTestStrings } from '../utils/onboarding-test-data';
import { LiteLandingForm } from './lite-landing-form';

const SUGGESTION = {
  description: '100 N State St, Chicago, IL 60602',
  fullThoroughfare: '100 N State St',
  locality: 'Chicago',
  administrativeAreaCode: 'IL',
  postCode: '60602',
  latitude: 41.88,
  longitude: -87.63,
};

describe('LiteLandingForm', () => {
  beforeAll(loadOnboardingTestStrings);
  afterEach(() => i18n.changeLanguage('en'));

  it('shows its three messages and sends nothing', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<LiteLandingForm referral={null} onSent={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'See Pricing' }));
    expect(screen.getByText('Please provide a valid Restaurant Name.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid Mobile Phone.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('and in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    stubApi([]);
    renderWithProviders(<LiteLandingForm referral={null} onSent={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '查看价格' }));
    expect(screen.getByText('请输入有效的餐厅名称。')).toBeInTheDocument();
  });

  it('suggests addresses only after more than 4 characters and sends the inquiry with the picked one', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/address/suggest', respond: () => [SUGGESTION] },
      { match: (url) => url.pathname === '/api/sendCustomEmail', respond: () => ({ status: 200 }) },
    ]);
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LiteLandingForm referral="eyJyb2xlIjoiU0FMRSJ9" onSent={onSent} />);
    await user.type(screen.getByLabelText('Restaurant Name'), 'Noodle Bar');
    await user.type(screen.getByLabelText('Email'), 'mei@noodles.example');
    await user.type(screen.getByLabelText('Mobile Phone'), '13125550142');
    const address = screen.getByRole('combobox', { name: 'Address' });
    await user.type(address, '100N');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/address/suggest'))).toBe(false);
    await user.type(address, ' State');
    await user.click(await screen.findByRole('option', { name: SUGGESTION.description }));
    expect(address).toHaveValue(SUGGESTION.description);
    await user.click(screen.getByRole('button', { name: 'See Pricing' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.find((call) => String(call[0]).includes('/sendCustomEmail'))!;
    const query = new URL(String(sent[0]), 'http://localhost').searchParams;
    expect(query.get('email')).toBe('mei@noodles.example');
    const body = new URLSearchParams(String(formBody(sent)));
    expect(body.get('variant')).toBe('lite');
    expect(body.get('restaurantName')).toBe('Noodle Bar');
    expect(useOnboardingStore.getState().landing?.place).toMatchObject({ city: 'Chicago', zip: '60602' });
  });

  it.each([
    ['en', 'See Pricing', 'We could not find this address.'],
    ['zh-CN', '查看价格', '找不到这个地址。'],
  ])(
    '(%s) refuses a typed address the server cannot place under its field, before sending anything',
    async (language, button, message) => {
      await i18n.changeLanguage(language);
      useOnboardingStore.setState({ landing: null });
      const fetchMock = stubApi([
        { match: (url) => url.pathname === '/api/address/suggest', respond: () => [] },
        {
          match: (url) => url.pathname === '/api/address/lookup',
          status: 404,
          respond: () => ({ status: 404, message: 'address is incorrect' }),
        },
        { match: (url) => url.pathname === '/api/sendCustomEmail', respond: () => ({ status: 200 }) },
      ]);
      const onSent = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<LiteLandingForm referral={null} onSent={onSent} />);
      await user.type(screen.getByRole('textbox', { name: /Restaurant Name|餐厅名称/ }), 'Noodle Bar');
      await user.type(screen.getByRole('textbox', { name: /Email|邮箱|电子邮件/ }), 'mei@noodles.example');
      await user.type(screen.getByRole('textbox', { name: /Mobile Phone|手机/ }), '13125550142');
      await user.type(screen.getByRole('combobox'), '100 Nowhere');
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
      expect(onSent).not.toHaveBeenCalled();
      expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/sendCustomEmail'))).toBe(false);
    },
  );
});
