import { describe, expect, it } from 'vitest';
import { createSessionGuesses } from './session-guesses.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const standing = { orderCount: 2, rewardBalanceCents: 150, usedNewCustomerPromo: true };
const session = (overrides: Partial<{ expiresAtMs: number; endsAtMs: number; userId: number }> = {}) => ({
  tokenId: 7,
  userId: 42,
  standing,
  expiresAtMs: 30 * DAY_MS,
  endsAtMs: 90 * DAY_MS,
  ...overrides,
});

describe('session guesses', () => {
  const neverSlides = () => false;

  it('offers the session last read for a token, and nothing for a token never read', () => {
    const guesses = createSessionGuesses(neverSlides);
    guesses.remember('hash-a', session());
    expect(guesses.guess('hash-a', DAY_MS)).toEqual({
      tokenHash: 'hash-a',
      tokenId: 7,
      userId: 42,
      standing,
    });
    expect(guesses.guess('hash-b', DAY_MS)).toBeNull();
  });

  it('offers nothing for a token once forgotten', () => {
    const guesses = createSessionGuesses(neverSlides);
    guesses.remember('hash-a', session());
    guesses.forget('hash-a');
    expect(guesses.guess('hash-a', DAY_MS)).toBeNull();
    expect(guesses.size).toBe(0);
  });

  it('offers the latest read of a token', () => {
    const guesses = createSessionGuesses(neverSlides);
    guesses.remember('hash-a', session());
    const later = { orderCount: 3, rewardBalanceCents: 0, usedNewCustomerPromo: true };
    guesses.remember('hash-a', { ...session(), standing: later });
    expect(guesses.guess('hash-a', DAY_MS)?.standing).toEqual(later);
  });

  it('offers nothing once the session has expired or reached its end, or when its expiry is due to slide', () => {
    const guesses = createSessionGuesses(
      (remembered, nowMs) => nowMs - remembered.expiresAtMs > -29 * DAY_MS,
    );
    guesses.remember('expired', session({ expiresAtMs: 5 * DAY_MS }));
    guesses.remember('ended', session({ endsAtMs: 5 * DAY_MS }));
    guesses.remember('sliding', session({ expiresAtMs: 30 * DAY_MS }));
    expect(guesses.guess('expired', 5 * DAY_MS)).toBeNull();
    expect(guesses.guess('ended', 5 * DAY_MS)).toBeNull();
    expect(guesses.guess('sliding', 0)).not.toBeNull();
    expect(guesses.guess('sliding', 2 * DAY_MS)).toBeNull();
  });

  it('keeps a bounded number, forgetting the one remembered longest ago first', () => {
    const guesses = createSessionGuesses(neverSlides);
    guesses.remember('first', session());
    guesses.remember('second', session());
    for (let i = 0; i < 10_000; i++) {
      guesses.remember(`hash-${i}`, session());
      if (i === 0) {
        // Remembered again: now the newest of the first three.
        guesses.remember('first', session());
      }
    }
    expect(guesses.size).toBe(10_000);
    expect(guesses.guess('second', DAY_MS)).toBeNull();
    expect(guesses.guess('first', DAY_MS)).not.toBeNull();
    expect(guesses.guess('hash-0', DAY_MS)).toBeNull();
    expect(guesses.guess('hash-9999', DAY_MS)).not.toBeNull();
  });
});
