import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faxDigits } from './fax-sender.js';
import { createOutboxFaxSender } from './outbox-fax-sender.js';
import { createProviderFaxSender } from './provider-fax-sender.js';
import { createFolderObjectStorage } from '@/plugins/storage/folder-storage.js';

const pdf = Buffer.from('%PDF-1.4 ticket');

describe('fax senders', () => {
  it.each([
    ['(312) 555-0142', '3125550142'],
    ['+1 312 555 0142', '3125550142'],
    ['555-0142', null],
    ['', null],
  ])('reads the fax number %s as %s', (number, digits) => {
    expect(faxDigits(number)).toBe(digits);
  });

  it('writes each fax as a PDF in the outbox, named by time, reference and number', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'fax-')), 'fax-outbox');
    const sender = createOutboxFaxSender({
      storage: createFolderObjectStorage(path.dirname(outboxDir)),
      now: () => new Date('2026-03-10T17:00:00Z'),
    });
    const { id } = await sender.send({ to: '(312) 555-0142', pdf, reference: 'TS-42' });
    expect(id).toBe('2026-03-10T17-00-00-000Z-TS-42-to-3125550142.pdf');
    expect(await readdir(outboxDir)).toEqual([id]);
    expect(await readFile(path.join(outboxDir, id))).toEqual(pdf);
    await expect(sender.send({ to: 'not a number', pdf, reference: 'TS-43' })).rejects.toThrow(
      'not a fax number',
    );
  });

  it('posts the PDF and numbers to the provider with its key, and reads the fax id back', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sender = createProviderFaxSender({
      endpoint: 'https://fax.example/v2/faxes',
      apiKey: 'key-1',
      fromNumber: '+13125550100',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify({ data: { id: 'fx_9' } }), { status: 200 });
      },
    });
    expect(await sender.send({ to: '312-555-0142', pdf, reference: 'TS-42' })).toEqual({ id: 'fx_9' });
    const form = calls[0]?.init.body as FormData;
    expect(calls[0]?.url).toBe('https://fax.example/v2/faxes');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer key-1');
    expect(form.get('to')).toBe('+13125550142');
    expect(Buffer.from(await (form.get('file') as Blob).arrayBuffer())).toEqual(pdf);
  });

  it('throws when the provider refuses', async () => {
    const sender = createProviderFaxSender({
      endpoint: 'https://fax.example/v2/faxes',
      apiKey: 'key-1',
      fromNumber: '+13125550100',
      fetch: async () => new Response('{"error":"no credit"}', { status: 402 }),
    });
    await expect(sender.send({ to: '3125550142', pdf, reference: 'TS-1' })).rejects.toThrow('HTTP 402');
  });
});
