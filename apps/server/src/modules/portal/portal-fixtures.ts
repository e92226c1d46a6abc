import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OrderJsonInput } from '@orderlane/domain';
import {
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  type StoreFixture,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, signUpOwner, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';

/** A store run by an owner and a staff member, a second store with an owner of its own, and a diner. */
export async function insertPortalWorld(app: FastifyInstance) {
  const store = await insertStoreFixture(app.db, { name: 'Board Grill', phoneNumber: '3125550150' });
  const otherStore = await insertStoreFixture(app.db, { name: 'Other Grill' });
  const owner = await signUpOwner(app, { name: 'Olive Owner' });
  const staff = await signUpOwner(app, { name: 'Sam Staff' });
  const outsider = await signUpOwner(app, { name: 'Otto Outsider' });
  await giveStoreRole(app, { storeId: store.storeId, ownerId: owner.id, role: 'OWNER' });
  await giveStoreRole(app, { storeId: store.storeId, ownerId: staff.id, role: 'STAFF' });
  await giveStoreRole(app, { storeId: otherStore.storeId, ownerId: outsider.id, role: 'OWNER' });
  const diner = await insertUserFixture(app.db);
  return { store, otherStore, owner, staff, outsider, diner };
}
export type PortalWorld = Awaited<ReturnType<typeof insertPortalWorld>>;

const withCustomer = (order: OrderJsonInput): OrderJsonInput => ({
  ...order,
  customer: {
    firstName: 'Ada',
    lastName: 'Diner',
    phoneNumber: '(312) 555-0199',
    email: 'ada@orderlane.test',
  } as OrderJsonInput['customer'],
});

/** A pickup order paid by card (sandbox), placed through the API. */
export function placeCardOrder(
  app: FastifyInstance,
  diner: UserFixture,
  store: StoreFixture,
  overrides: Partial<OrderJsonInput> = {},
) {
  return placeThroughApi(app, diner, withCustomer(pickupOrder(store, overrides)));
}

/** A dine-in order at table T4, to be paid in store. */
export function placeDineInOrder(app: FastifyInstance, diner: UserFixture, store: StoreFixture) {
  return placeThroughApi(
    app,
    diner,
    withCustomer(
      pickupOrder(store, {
        orderType: 'DINE_IN',
        tableName: 'T4',
        tableToken: app.tableTokens.sign(store.storeId, 'T4'),
        orderPaymentMethod: 'IN_STORE',
      }),
    ),
    { paymentstatus: 'CASH', card: null },
  );
}

export function portalCall(
  app: FastifyInstance,
  who: SignedUpOwner | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  });
}

/** Mails delivered to an address (the outbox .eml files, quoted-printable undone), oldest first. */
export async function mailsTo(app: FastifyInstance, address: string) {
  await app.mailer.flush();
  const outbox = path.join(app.config.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).sort();
  const mails: { subject: string; text: string }[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), 'utf8');
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (new RegExp(`^To: ${address.replace(/[.]/g, '\\.')}$`, 'm').test(text)) {
      mails.push({ subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '', text });
    }
  }
  return mails;
}
