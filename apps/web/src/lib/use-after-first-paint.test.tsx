import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Page() {
  const isAfter = useAfterFirstPaint();
  return (
    <>
      <p>First screen</p>
      {isAfter && <p>Below the fold</p>}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  it('draws the rest of a page in a render after its first', async () => {
    render(<Page />);
    expect(screen.getByText('First screen')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });
});
