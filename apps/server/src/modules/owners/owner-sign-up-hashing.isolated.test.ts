import { describe, expect, it, vi } from 'vitest';
import * as passwordHash from '@/lib/password-hash.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpOwner } from './owners-fixtures.js';

// The real hashing, watched: the test counts the scrypt work each answer costs instead of timing it.
vi.mock('@/lib/password-hash.js', async (importOriginal) => {
  const original = await importOriginal<typeof passwordHash>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

describe('owner sign-up costs the same work whether the e-mail is taken or not (issue 49 finding 12)', async () => {
  const app = await buildTestApp();
  const signUp = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/signupOwner',
      remoteAddress: '10.9.2.1',
      payload: { name: 'Probe', email, username: email, password: 'long-enough-1' },
    });

  it('hashes the password once on both paths', async () => {
    const taken = await signUpOwner(app);
    const hashing = vi.mocked(passwordHash.hashPassword);
    hashing.mockClear();
    expect((await signUp('hash-new@example.com')).statusCode).toBe(200);
    expect(hashing).toHaveBeenCalledTimes(1);
    expect((await signUp(taken.email)).statusCode).toBe(409);
    expect(hashing).toHaveBeenCalledTimes(2);
  });
});
