import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { onboardingProgress, orderTicketDispatches } from '@/db/schema/index.js';
import { insertPortalWorld, placeCardOrder } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createFaxSender } from './fax-plugin.js';
import { startFaxProviderStandIn } from './fax-provider-stand-in.js';
import { createProviderFaxSender } from './provider-fax-sender.js';

const pdf = Buffer.from('%PDF-1.4 ticket');
const noStorage = { put: async () => 0 };

describe('FAX in the configuration', () => {
  it('is the outbox by default', () => {
    expect(createFaxSender(loadConfig({}), noStorage).kind).toBe('outbox');
  });

  it('refuses FAX=provider without its address, key and number, in one line', () => {
    expect(() => loadConfig({ FAX: 'provider', FAX_PROVIDER_API_KEY: 'k' })).toThrow(
      /^Invalid configuration: FAX=provider needs FAX_PROVIDER_URL, FAX_PROVIDER_API_KEY and FAX_FROM_NUMBER$/,
    );
    expect(() => loadConfig({ FAX: 'email' })).toThrow(/^Invalid configuration: FAX /);
  });
});

describe('the provider fax sender against a local stand-in of the provider', async () => {
  const standIn = await startFaxProviderStandIn();
  afterAll(() => standIn.close());
  const sender = (apiKey = standIn.apiKey, fromNumber = standIn.fromNumber) =>
    createProviderFaxSender({ endpoint: standIn.url, apiKey, fromNumber });

  it('hands over the PDF to the number in E.164 and reads back the fax id', async () => {
    expect(await sender().send({ to: '(312) 555-0142', pdf, reference: 'TS-42' })).toEqual({ id: 'fx_1' });
    expect(standIn.faxes.at(-1)).toEqual({
      id: 'fx_1',
      to: '+13125550142',
      from: standIn.fromNumber,
      reference: 'TS-42',
      pdf,
    });
  });

  it('throws, naming the status, when the provider refuses the key or the sender number', async () => {
    await expect(sender('wrong-key').send({ to: '3125550142', pdf, reference: 'TS-2' })).rejects.toThrow(
      'the fax provider refused TS-2 (HTTP 401)',
    );
    await expect(
      sender(standIn.apiKey, '+19995550000').send({ to: '3125550142', pdf, reference: 'TS-3' }),
    ).rejects.toThrow('(HTTP 422)');
    await expect(sender().send({ to: '555-0142', pdf, reference: 'TS-4' })).rejects.toThrow(
      'not a fax number',
    );
  });
});

describe('FAX=provider through the app', async () => {
  const standIn = await startFaxProviderStandIn({ fromNumber: '+13125550111' });
  afterAll(() => standIn.close());
  const app = await buildTestApp(standIn.env());
  const { otherStore, diner } = await insertPortalWorld(app);

  it("faxes a new order's kitchen ticket through the provider and records the provider's id", async () => {
    expect(app.fax.kind).toBe('provider');
    await app.db.insert(onboardingProgress).values({
      storeId: otherStore.storeId,
      orderProtocol: {
        protocol: 'Fax + Phone Confirmation',
        email: '',
        faxNumber: '(312) 555-0177',
        storePhone: '3125550150',
      },
    });
    const orderId = await placeCardOrder(app, diner, otherStore);
    let dispatch: typeof orderTicketDispatches.$inferSelect | undefined;
    for (let attempt = 0; attempt < 500 && (!dispatch || dispatch.status === 'PENDING'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [dispatch] = await app.db
        .select()
        .from(orderTicketDispatches)
        .where(eq(orderTicketDispatches.orderId, orderId));
    }
    const fax = standIn.faxes.find((sent) => sent.reference === `TS-${orderId}`);
    expect(fax).toMatchObject({ to: '+13125550177', from: '+13125550111' });
    expect(fax?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(dispatch).toMatchObject({ channel: 'FAX', status: 'SENT', detail: fax?.id });
  });
});
