import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('orderlane-demo', { cost: 10 });
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    await expect(verifyPassword('orderlane-demo', stored)).resolves.toBe(true);
    await expect(verifyPassword('orderlane-demO', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same password', { cost: 10 }),
      hashPassword('same password', { cost: 10 }),
    ]);
    expect(first).not.toBe(second);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });

  it('asks for a rehash when the stored cost is below the setting', async () => {
    const stored = await hashPassword('pw123456', { cost: 10 });
    expect(needsRehash(stored, { cost: 17 })).toBe(true);
    expect(needsRehash(stored, { cost: 10 })).toBe(false);
  });

  it('hashes at the OWASP cost (2^17) within the memory limit', async () => {
    const stored = await hashPassword('pw123456', { cost: 17 });
    await expect(verifyPassword('pw123456', stored)).resolves.toBe(true);
  });
});
