import { faxDigits, type FaxRequest, type FaxSender } from './fax-sender.js';

export interface ProviderFaxOptions {
  /** The provider's "send a fax" endpoint (an HTTPS URL taking multipart form data). */
  endpoint: string;
  apiKey: string;
  /** The number faxes are sent from, as the provider account knows it. */
  fromNumber: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * FAX=provider: a fax provider behind a plain HTTPS API taking multipart form data: `to` (E.164), `from`, `reference`
 * and the PDF as `file`, a bearer key, the fax's id in the JSON answer (`id` or `data.id`). A provider that speaks
 * another shape needs an adapter of its own beside this one.
 */
export function createProviderFaxSender({
  endpoint,
  apiKey,
  fromNumber,
  fetch: send = fetch,
  timeoutMs = 30_000,
}: ProviderFaxOptions): FaxSender {
  return {
    kind: 'provider',
    async send({ to, pdf, reference }: FaxRequest) {
      const digits = faxDigits(to);
      if (!digits) {
        throw new Error(`"${to}" is not a fax number`);
      }
      const form = new FormData();
      form.set('to', `+1${digits}`);
      form.set('from', fromNumber);
      form.set('reference', reference);
      form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${reference}.pdf`);
      const response = await send(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}` },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => null)) as {
        id?: unknown;
        data?: { id?: unknown };
      } | null;
      const id = answer?.id ?? answer?.data?.id;
      if (!response.ok || (typeof id !== 'string' && typeof id !== 'number')) {
        throw new Error(`the fax provider refused ${reference} (HTTP ${response.status})`);
      }
      return { id: String(id) };
    },
  };
}
