import { INCOMPLETE_CARD_MESSAGE, type CardEntry } from '@orderlane/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CardForm, EMPTY_CARD } from './card-form';

const NOW = new Date('2026-11-22T12:00:00Z');

function Harness({ initial = EMPTY_CARD }: { initial?: CardEntry }) {
  const [card, setCard] = useState(initial);
  const [saveCard, setSaveCard] = useState(false);
  return (
    <CardForm value={card} onChange={setCard} saveCard={saveCard} onSaveCardChange={setSaveCard} now={NOW} />
  );
}

const setup = (initial?: CardEntry) => {
  renderWithProviders(<Harness initial={initial} />);
  return userEvent.setup();
};

describe('CardForm', () => {
  it('detects the brand as the number is typed and strips spaces', async () => {
    const user = setup();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4111 1111');
    expect(number).toHaveValue('41111111');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '5555555555554444');
    expect(screen.getByText('Mastercard')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(screen.getByText('American Express')).toBeInTheDocument();
  });

  it('caps the number at 16 digits, 15 for numbers starting with 3', async () => {
    const user = setup();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '41111111111111119999');
    expect(number).toHaveValue('4111111111111111');
    await user.clear(number);
    await user.type(number, '3782822463100059999');
    expect(number).toHaveValue('378282246310005');
  });

  it('draws a green border for a valid number and red for an invalid non-empty one', async () => {
    const user = setup();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('data-state', 'empty');
    await user.type(number, '4111111111111112');
    expect(number).toHaveAttribute('data-state', 'invalid');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.clear(number);
    await user.type(number, '4111111111111111');
    expect(number).toHaveAttribute('data-state', 'valid');
  });

  it('inserts the slash after the month and accepts digits only', async () => {
    const user = setup();
    const expiry = screen.getByLabelText('Expiry');
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, 'a3x0');
    expect(expiry).toHaveValue('12/30');
    expect(expiry).toHaveAttribute('data-state', 'valid');
    await user.clear(expiry);
    await user.type(expiry, '0120');
    expect(expiry).toHaveAttribute('data-state', 'invalid');
  });

  it('asks for a 4-digit CVV when the number starts with 3, else 3 digits', async () => {
    const user = setup();
    const cvv = screen.getByLabelText('CVV');
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(cvv, '12345');
    expect(cvv).toHaveValue('123');
    expect(cvv).toHaveAttribute('data-state', 'valid');
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '378282246310005');
    expect(cvv).toHaveAttribute('data-state', 'invalid');
    await user.type(cvv, '4');
    expect(cvv).toHaveValue('1234');
    expect(cvv).toHaveAttribute('data-state', 'valid');
  });

  it("shows 'Please add a valid payment method' until every field is valid", async () => {
    const user = setup();
    expect(screen.getByText(INCOMPLETE_CARD_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cardholder name'), 'Dana Rivera');
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('ZIP'), '6060');
    expect(screen.getByText(INCOMPLETE_CARD_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP'), '1a');
    expect(screen.getByLabelText('ZIP')).toHaveValue('60601');
    expect(screen.queryByText(INCOMPLETE_CARD_MESSAGE)).not.toBeInTheDocument();
  });

  it("offers 'Save this card'", async () => {
    const user = setup();
    const save = screen.getByRole('checkbox', { name: 'Save this card' });
    expect(save).not.toBeChecked();
    await user.click(save);
    expect(save).toBeChecked();
  });
});
