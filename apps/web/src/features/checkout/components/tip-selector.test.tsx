import { TIP_OTHER_CODE } from '@orderlane/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { useTipChoice } from '../hooks/use-tip-choice';
import type { ShownFigures } from '../utils/shown-figures';
import { TipSelector } from './tip-selector';

const FIGURES: ShownFigures = {
  subtotalCents: 1395,
  convenienceFeeCents: 125,
  deliveryFeeCents: 0,
  taxCents: 66,
  tipCents: 0,
  discountCents: 0,
  totalCents: 1586,
  amountDueCents: 1586,
};

function Harness() {
  const tip = useTipChoice(FIGURES, 'PICK_UP');
  return (
    <>
      {tip.presetsCents && (
        <TipSelector presetsCents={tip.presetsCents} choice={tip.choice} onChange={tip.setChoice} />
      )}
      <output aria-label="tip cents">{tip.tipCents}</output>
    </>
  );
}

describe('TipSelector', () => {
  it('offers 10% of the pre-tip total, +$1 and +$2, with +$1 selected by default', () => {
    renderWithProviders(<Harness />);
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual(['$1.59', '$2.59', '$3.59', 'Other']);
    expect(screen.getByRole('radio', { name: '$2.59' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('tip cents')).toHaveTextContent('259');
  });

  it('keeps exactly one option selected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('radio', { name: '$1.59' }));
    const checked = screen
      .getAllByRole('radio')
      .filter((option) => option.getAttribute('aria-checked') === 'true');
    expect(checked).toHaveLength(1);
    expect(screen.getByLabelText('tip cents')).toHaveTextContent('159');
  });

  it('reveals a free entry for Other (999) that keeps digits, one point and 2 decimals', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByLabelText('Tip amount in dollars')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveAttribute('data-code', String(TIP_OTHER_CODE));
    const entry = screen.getByLabelText('Tip amount in dollars');
    expect(screen.getByLabelText('tip cents')).toHaveTextContent(/^0$/);
    await user.type(entry, 'a4.5.67x');
    expect(entry).toHaveValue('4.56');
    expect(screen.getByLabelText('tip cents')).toHaveTextContent('456');
  });

  it('moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    screen.getByRole('radio', { name: '$2.59' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '$3.59' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '$3.59' })).toHaveFocus();
  });
});
