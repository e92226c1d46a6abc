import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { PhoneDialog } from './phone-dialog';

describe('PhoneDialog', () => {
  it('shows the stored digits as (###) ###-####', () => {
    renderWithProviders(<PhoneDialog phoneNumber="3125550178" onSave={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('(312) 555-0178');
  });

  it('formats as typed, drops +1 and saves digits only', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PhoneDialog phoneNumber="" onSave={onSave} onClose={vi.fn()} />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAttribute('maxLength', '17');
    await user.type(input, '+1 312-555-0142');
    expect(input).toHaveValue('(312) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('3125550142');
  });

  it('keeps Save disabled for a number that is not a valid US number', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PhoneDialog phoneNumber="" onSave={onSave} onClose={vi.fn()} />);
    const input = screen.getByLabelText('Mobile Number');
    await user.type(input, '123456');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Please enter a valid US phone number')).toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });
});
