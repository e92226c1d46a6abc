import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { driverEn } from '@/i18n/locales/driver-en';
import { driverZhCN } from '@/i18n/locales/driver-zh-cn';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { DriverSignUpForm } from './driver-sign-up-form';

async function fillDriver(password: string, labels = driverEn.driver) {
  const user = userEvent.setup();
  const values: [string, string][] = [
    [labels.firstName, 'Dana'],
    [labels.lastName, 'Lee'],
    [labels.zip, '60601'],
    [labels.telephone, '3125550142'],
    [labels.email, 'dana@example.com'],
    [labels.password, password],
  ];
  for (const [label, value] of values) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.tab();
  return user;
}

describe('the driver form shows the 8-character password rule before the server refuses it', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', driverEn, true, true);
    i18n.addResourceBundle('zh-CN', 'translation', driverZhCN, true, true);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('marks a 6-character password invalid with the rule and sends nothing', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<DriverSignUpForm onSignedUp={vi.fn()} labelledBy="driver-title" />);
    const user = await fillDriver('abc123');
    const password = screen.getByLabelText(driverEn.driver.password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    await user.click(screen.getByRole('button', { name: driverEn.driver.next }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes an 8-character password', async () => {
    stubApi([]);
    renderWithProviders(<DriverSignUpForm onSignedUp={vi.fn()} labelledBy="driver-title" />);
    await fillDriver('abcd1234');
    expect(screen.getByLabelText(driverEn.driver.password)).not.toHaveAttribute('aria-invalid');
  });

  it('says the rule in Chinese under zh-CN', async () => {
    await i18n.changeLanguage('zh-CN');
    stubApi([]);
    renderWithProviders(<DriverSignUpForm onSignedUp={vi.fn()} labelledBy="driver-title" />);
    await fillDriver('abc123', driverZhCN.driver);
    expect(screen.getByLabelText(driverZhCN.driver.password)).toHaveAccessibleDescription('至少 8 个字符');
  });
});
