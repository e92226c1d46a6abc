import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { formBody, loadOnboardingTestStrings, OWNER } from '../utils/onboarding-test-data';
import { OrderProtocolForm } from './order-protocol-form';

const renderForm = (onDone = vi.fn()) =>
  renderWithProviders(
    <OrderProtocolForm
      session={OWNER}
      restaurantId={40}
      saved={null}
      defaultStorePhone="3125550142"
      onDone={onDone}
    />,
  );

describe('OrderProtocolForm', () => {
  beforeAll(loadOnboardingTestStrings);

  it('starts on Auto Printing, shows each price and lets exactly one be chosen', async () => {
    renderForm();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Auto Printing/ })).toBeChecked();
    expect(screen.getByText('$0 for 30 days, then $9.15/week')).toBeInTheDocument();
    expect(screen.getAllByText('$0')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Email \+ Phone/ }));
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('asks for the fax number when Fax is chosen, and the store phone always', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /Fax \+ Phone/ }));
    await user.clear(screen.getByLabelText('Store phone'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please fill form.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the choice with its fax number', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/onboarding/orderProtocol', respond: () => ({ status: 200 }) },
    ]);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderForm(onDone);
    await user.click(screen.getByRole('radio', { name: /Fax \+ Phone/ }));
    await user.type(screen.getByLabelText('Fax number'), '3125550199');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = new URLSearchParams(String(formBody(fetchMock.mock.calls[0]!)));
    expect(Object.fromEntries(body)).toMatchObject({
      storeId: '40',
      protocol: 'Fax + Phone Confirmation',
      faxNumber: '3125550199',
      storePhone: '3125550142',
    });
  });
});
