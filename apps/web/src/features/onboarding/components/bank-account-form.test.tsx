import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { formBody, loadOnboardingTestStrings, OWNER } from '../utils/onboarding-test-data';
import { BankAccountForm } from './bank-account-form';

async function fillAll(user: ReturnType<typeof userEvent.setup>, confirm = '000123456789') {
  await user.type(screen.getByLabelText('Legal business name'), 'Noodle Bar LLC');
  await user.type(screen.getByLabelText('EIN / Tax ID'), '12-3456789');
  await user.type(screen.getByLabelText('Owner legal name'), 'Mei Chen');
  await user.type(screen.getByLabelText('Owner date of birth'), '1985-04-12');
  await user.type(screen.getByLabelText('Routing Number'), '071000013');
  await user.type(screen.getByLabelText('Account Number'), '000123456789');
  await user.type(screen.getByLabelText('Confirm Account Number'), confirm);
}

describe('BankAccountForm', () => {
  beforeAll(loadOnboardingTestStrings);

  it.each([
    ['12345', 'Routing Number must be nine digits'],
    ['123456789', 'This is not a valid US bank routing number. Please check it.'],
  ])('checks the routing number %s when the field is left', async (routing, message) => {
    const user = userEvent.setup();
    renderWithProviders(<BankAccountForm session={OWNER} restaurantId={40} saved={null} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Routing Number'), routing);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says the account numbers differ, then asks for the two agreements', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    renderWithProviders(<BankAccountForm session={OWNER} restaurantId={40} saved={null} onDone={vi.fn()} />);
    await fillAll(user, '000123456780');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The account number is incorrectly entered twice');
    await user.clear(screen.getByLabelText('Confirm Account Number'));
    await user.type(screen.getByLabelText('Confirm Account Number'), '000123456789');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the marketplace sign-up sheet.' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the necessary options!!!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves with both agreements; text consent stays optional', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/onboarding/bankAccount', respond: () => ({ status: 200 }) },
    ]);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BankAccountForm session={OWNER} restaurantId={40} saved={null} onDone={onDone} />);
    await fillAll(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the marketplace sign-up sheet.' }));
    await user.click(screen.getByRole('checkbox', { name: /merchant terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = Object.fromEntries(new URLSearchParams(String(formBody(fetchMock.mock.calls[0]!))));
    expect(body).toMatchObject({
      storeId: '40',
      routingNumber: '071000013',
      hasAcceptedSignUpSheet: 'true',
      hasAcceptedMerchantTerms: 'true',
      textConsent: 'false',
    });
    const request = (fetchMock.mock.calls[0] as unknown[])[1];
    expect(request).toMatchObject({ headers: { authorization: 'Bearer owner-token' } });
  });

  it('asks for the current password to change saved details, sends it, and says when it is wrong', async () => {
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/onboarding/bankAccount',
        status: 403,
        respond: () => ({ status: 403, message: 'The current password is not correct.' }),
      },
    ]);
    const saved = {
      legalBusinessName: 'Noodle Bar LLC',
      ownerLegalName: 'Mei Chen',
      accountNumber: '••••6789',
      payoutHoldUntil: null,
    };
    const user = userEvent.setup();
    renderWithProviders(<BankAccountForm session={OWNER} restaurantId={40} saved={saved} onDone={vi.fn()} />);
    await user.clear(screen.getByLabelText('Legal business name'));
    await user.clear(screen.getByLabelText('Owner legal name'));
    await fillAll(user);
    await user.type(screen.getByLabelText('Your current password'), 'kitchen-open-late');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the marketplace sign-up sheet.' }));
    await user.click(screen.getByRole('checkbox', { name: /merchant terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    const body = Object.fromEntries(new URLSearchParams(String(formBody(fetchMock.mock.calls[0]!))));
    expect(body.currentPassword).toBe('kitchen-open-late');
  });

  it('asks no password for the first bank details, and shows a payout hold once there is one', () => {
    const { unmount } = renderWithProviders(
      <BankAccountForm session={OWNER} restaurantId={40} saved={null} onDone={vi.fn()} />,
    );
    expect(screen.queryByLabelText('Your current password')).not.toBeInTheDocument();
    unmount();
    const held = {
      legalBusinessName: 'Noodle Bar LLC',
      ownerLegalName: 'Mei Chen',
      accountNumber: '••••4321',
      payoutHoldUntil: '2026-12-05T18:00:00.000Z',
    };
    renderWithProviders(<BankAccountForm session={OWNER} restaurantId={40} saved={held} onDone={vi.fn()} />);
    expect(screen.getByText(/^Payouts wait until .+: the payout account was changed\.$/)).toBeInTheDocument();
  });
});
