import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingProgress, orderTicketDispatches } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, mailsTo, placeCardOrder } from './portal-fixtures.js';

async function waitForDispatch(app: Awaited<ReturnType<typeof buildTestApp>>, orderId: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await app.db
      .select()
      .from(orderTicketDispatches)
      .where(eq(orderTicketDispatches.orderId, orderId));
    if (row && row.status !== 'PENDING') {
      return row;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ticket was sent for order ${orderId}`);
}

describe('tickets sent by the order protocol', async () => {
  const app = await buildTestApp();
  const { store, otherStore, diner } = await insertPortalWorld(app);
  const protocol = (storeId: number, chosen: { protocol: string; email: string; faxNumber: string }) =>
    app.db
      .insert(onboardingProgress)
      .values({ storeId, orderProtocol: { ...chosen, storePhone: '3125550150' } });

  it("e-mails the ticket to the store's order e-mail as the order arrives", async () => {
    await protocol(store.storeId, {
      protocol: 'Email + Phone Confirmation',
      email: 'kitchen@boardgrill.test',
      faxNumber: '',
    });
    const orderId = await placeCardOrder(app, diner, store, { specialInstructions: 'Ring twice' });
    expect(await waitForDispatch(app, orderId)).toMatchObject({ channel: 'EMAIL', status: 'SENT' });
    const [mail] = (await mailsTo(app, 'kitchen@boardgrill.test')).filter((m) =>
      m.subject.includes(`TS-${orderId}`),
    );
    expect(mail?.subject).toBe(`New order TS-${orderId} for Board Grill`);
    expect(mail?.text).toContain('1 x A1. Burger');
    expect(mail?.text).toContain('PAID by card');
    expect(mail?.text).toContain(`/portal/stores/${store.storeId}/tickets/${orderId}`);
  });

  it('faxes the ticket as a PDF through the fax outbox', async () => {
    await protocol(otherStore.storeId, {
      protocol: 'Fax + Phone Confirmation',
      email: '',
      faxNumber: '(312) 555-0177',
    });
    const orderId = await placeCardOrder(app, diner, otherStore);
    expect(await waitForDispatch(app, orderId)).toMatchObject({ channel: 'FAX', status: 'SENT' });
    const files = await readdir(path.join(app.config.dataDir, 'fax-outbox'));
    expect(files.some((file) => file.endsWith(`-TS-${orderId}-to-3125550177.pdf`))).toBe(true);
  });
});
