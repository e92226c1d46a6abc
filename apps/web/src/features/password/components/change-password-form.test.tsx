import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ChangePasswordForm } from './change-password-form';

/** Sets inputs the way autofill and a suggested password do: several fields in one task, no render between. */
function fillInOneTick(fields: [HTMLElement, string][]) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [input, value] of fields) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('ChangePasswordForm', () => {
  const fields = () => ({
    old: screen.getByLabelText('Old password'),
    next: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm password'),
  });

  it('keeps both values when a suggested password fills new and confirm at once, and enables the button', async () => {
    renderWithProviders(<ChangePasswordForm userId={7} onChanged={vi.fn()} />);
    const { old, next, confirm } = fields();
    await userEvent.type(old, 'old-secret-1');
    fillInOneTick([
      [next, 'Suggested-Pass-42'],
      [confirm, 'Suggested-Pass-42'],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled());
    expect(old).toHaveValue('old-secret-1');
    expect(next).toHaveValue('Suggested-Pass-42');
    expect(confirm).toHaveValue('Suggested-Pass-42');
  });

  it('keeps every field autofill sets in one go', async () => {
    renderWithProviders(<ChangePasswordForm userId={7} onChanged={vi.fn()} />);
    const { old, next, confirm } = fields();
    fillInOneTick([
      [old, 'saved-old-pass'],
      [next, 'brand-new-pass'],
      [confirm, 'brand-new-pass'],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled());
    expect(old).toHaveValue('saved-old-pass');
    expect(next).toHaveValue('brand-new-pass');
    expect(confirm).toHaveValue('brand-new-pass');
  });
});
