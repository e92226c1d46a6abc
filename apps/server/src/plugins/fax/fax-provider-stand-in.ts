import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a fax provider's "send a fax" endpoint (`POST /v2/faxes`, the shape provider-fax-sender.ts
 * speaks), for tests. Like a provider it refuses a request without the account's bearer key (401), one that is not
 * multipart form data (415), a `to` that is not a US number in E.164 (+1 and 10 digits), a `from` that is not the
 * account's number, and a `file` that is not a PDF (422, naming the field). Accepted faxes are kept with their id.
 */
export interface FaxProviderStandIn {
  url: string;
  apiKey: string;
  fromNumber: string;
  faxes: { id: string; to: string; from: string; reference: string; pdf: Buffer }[];
  requests: { status: number }[];
  /** The environment a server needs to fax through this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

async function readFax(
  request: http.IncomingMessage,
  body: Buffer,
  fromNumber: string,
): Promise<{ problem: string } | { to: string; from: string; reference: string; pdf: Buffer }> {
  let form: FormData;
  try {
    form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return { problem: 'the body is not readable multipart form data' };
  }
  const to = form.get('to');
  const from = form.get('from');
  const file = form.get('file');
  if (typeof to !== 'string' || !/^\+1\d{10}$/.test(to)) {
    return { problem: 'to: not a US number in E.164' };
  }
  if (from !== fromNumber) {
    return { problem: 'from: not a number of this account' };
  }
  if (!(file instanceof Blob) || file.type !== 'application/pdf') {
    return { problem: 'file: a PDF is required' };
  }
  const pdf = Buffer.from(await file.arrayBuffer());
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    return { problem: 'file: not a PDF document' };
  }
  const reference = form.get('reference');
  return { to, from, reference: typeof reference === 'string' ? reference : '', pdf };
}

export async function startFaxProviderStandIn({
  apiKey = 'fax-stand-in-key',
  fromNumber = '+13125550100',
}: { apiKey?: string; fromNumber?: string } = {}): Promise<FaxProviderStandIn> {
  const faxes: FaxProviderStandIn['faxes'] = [];
  const requests: FaxProviderStandIn['requests'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        requests.push({ status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v2/faxes') {
        return answer(404, { error: 'not found' });
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return answer(401, { error: 'invalid API key' });
      }
      if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
        return answer(415, { error: 'send multipart/form-data' });
      }
      void readFax(request, Buffer.concat(chunks), fromNumber).then((fax) => {
        if ('problem' in fax) {
          return answer(422, { error: fax.problem });
        }
        const id = `fx_${faxes.length + 1}`;
        faxes.push({ id, ...fax });
        return answer(200, { data: { id, status: 'queued' } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/faxes`;
  return {
    url,
    apiKey,
    fromNumber,
    faxes,
    requests,
    env: () => ({
      FAX: 'provider',
      FAX_PROVIDER_URL: url,
      FAX_PROVIDER_API_KEY: apiKey,
      FAX_FROM_NUMBER: fromNumber,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
