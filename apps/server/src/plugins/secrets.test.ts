import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { createSecretBox, loadOrCreateKeyFile, maskSecret } from './secrets.js';

describe('secrets at rest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'orderlane-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('seals with a fresh IV each time and opens back', () => {
    const first = box.seal('000123456789');
    const second = box.seal('000123456789');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('6789');
    expect(box.open(first)).toBe('000123456789');
  });

  it('refuses altered text and another key', () => {
    const sealed = box.seal('12-3456789');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });

  it('masks to the last four', () => {
    expect(maskSecret('000123456789')).toBe('••••6789');
  });

  it('generates the key file once, private to the server, then reuses it', async () => {
    const first = await loadOrCreateKeyFile(dir);
    const second = await loadOrCreateKeyFile(dir);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.key.equals(first.key)).toBe(true);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(first.file, 'utf8').trim(), 'base64')).toHaveLength(32);
  });

  it('validates DATA_ENCRYPTION_KEY at start', () => {
    expect(() => loadConfig({}, { DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /DATA_ENCRYPTION_KEY must be 32 bytes/,
    );
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({}, { DATA_ENCRYPTION_KEY: key }).dataEncryptionKey).toBe(key);
  });
});
