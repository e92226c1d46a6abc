import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeMerchantInitData, encodeBase64Json } from '@orderlane/domain';
import { merchantLeads, salesTracking, storeMembers, stores } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { multipartBody } from '@/testing/multipart-body.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { createStoreFor, restaurantInfo } from './onboarding-fixtures.js';

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('merchant registration and the finish flow', async () => {
  const app = await buildTestApp({
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    PUBLIC_URL: 'https://orderlane.test',
    SUPPORT_EMAIL: 'team@orderlane.test',
  });
  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: new URLSearchParams(fields).toString(),
      headers: { ...formHeaders, ...headers },
    });
  const mailsTo = async (to: string) => (await outboxMailsTo(app, to)).reverse();
  const lead = {
    email: 'Wei@Example.com',
    firstName: 'Wei',
    lastName: 'Chen',
    subject: 'Welcome',
    sender: 'merchant@orderlane.test',
    body: '<p>Lucky Noodle House, 60602</p><script>alert(1)</script>',
    sendbox: 'MERCHANT_CARE',
    name: 'Wei Chen',
    store: 'Lucky Noodle House',
    phone: '(312) 555-0188',
    zip: '60602',
  };

  describe('POST /api/sendCustomEmail', () => {
    it('stores the lead, welcomes the applicant with a link to /merchantFinish, then tells the team', async () => {
      const referral = encodeBase64Json({ role: 'SALE', id: 42, name: 'Sam Seller' });
      const response = await postForm('/sendCustomEmail', { ...lead, referral });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, data: { leadId: expect.any(Number), variant: 'merchant' } });
      expect(decodeMerchantInitData(body.data.initData)).toEqual({
        name: 'Wei Chen',
        store: 'Lucky Noodle House',
        phone: '(312) 555-0188',
        email: 'wei@example.com',
        zip: '60602',
      });
      const [stored] = await app.db
        .select()
        .from(merchantLeads)
        .where(eq(merchantLeads.id, body.data.leadId));
      expect(stored).toMatchObject({ email: 'wei@example.com', zip: '60602', source: 'merchant' });
      expect(stored?.referral).toMatchObject({ role: 'SALE', id: 42 });

      const [welcome] = await mailsTo('wei@example.com');
      expect(welcome?.subject).toBe('Welcome to Orderlane, Lucky Noodle House');
      expect(welcome?.body).toContain('https://orderlane.test/merchantFinish?initData=');
      // The page's own HTML is never mailed on.
      expect(welcome?.body).not.toContain('<script>');
      const [team] = await mailsTo('team@orderlane.test');
      expect(team?.subject).toBe('New merchant joined: Lucky Noodle House');
      expect(team?.body).toContain('Salesperson: Sam Seller');
    });

    it("refuses a blank field with 'Please fill form.'", async () => {
      const response = await postForm('/sendCustomEmail', { ...lead, zip: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: 'Please fill form.',
        requestId: expect.any(String),
      });
    });

    it('takes the Lite landing: query parameters plus the form body, with the address', async () => {
      const query = new URLSearchParams({
        email: 'lite@example.com',
        firstName: 'Lena',
        lastName: 'Park',
        sender: 'x',
        subject: 'Inquiry',
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/sendCustomEmail?${query}`,
        ...multipartBody({
          body: '<p>Seoul Bowl</p>',
          restaurantName: 'Seoul Bowl',
          mobilePhone: '13125550111',
          address: '233 S Wacker Dr, Chicago, IL 60606',
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.variant).toBe('lite');
      const [row] = await app.db
        .select()
        .from(merchantLeads)
        .where(eq(merchantLeads.email, 'lite@example.com'));
      expect(row).toMatchObject({
        store: 'Seoul Bowl',
        source: 'lite',
        address: '233 S Wacker Dr, Chicago, IL 60606',
      });
      const missing = await postForm('/sendCustomEmail', {
        email: 'lite2@example.com',
        restaurantName: 'X',
        address: 'Y',
      });
      expect(missing.json().message).toBe('Please provide a valid Mobile Phone.');
    });

    it('keeps the lead when the mail cannot be queued', async () => {
      const original = app.mailer.enqueueLater;
      app.mailer.enqueueLater = () => {
        throw new Error('queue down');
      };
      try {
        const response = await postForm('/sendCustomEmail', { ...lead, email: 'down@example.com' });
        expect(response.statusCode).toBe(200);
      } finally {
        app.mailer.enqueueLater = original;
      }
      const rows = await app.db
        .select()
        .from(merchantLeads)
        .where(eq(merchantLeads.email, 'down@example.com'));
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST /api/saveRestaurantInfoJson', () => {
    it('creates the store inactive with the finish-flow defaults and makes its creator OWNER', async () => {
      const owner = await signUpOwner(app);
      const form = multipartBody({
        restaurantinfojson: JSON.stringify(restaurantInfo(owner.id, { active: true, ownDriver: true })),
        salesName: 'Sam Seller',
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/saveRestaurantInfoJson',
        payload: form.payload,
        headers: { ...form.headers, ...owner.headers },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 200,
        id: expect.any(Number),
        data: {
          active: false,
          ownDriver: false,
          orderlane: true,
          orderlaneDrive: false,
          receiveTip: true,
          taxRate: 0.1025,
          phoneNumber: '3125550188',
          ownerId: owner.id,
          timeZone: 'America/Chicago',
        },
      });
      expect(body.data.latitude).toBeCloseTo(41.88, 1);
      const members = await app.db.select().from(storeMembers).where(eq(storeMembers.storeId, body.id));
      expect(members).toEqual([expect.objectContaining({ ownerId: owner.id, role: 'OWNER' })]);
      const me = await app.inject({ method: 'GET', url: '/api/owner/me', headers: owner.headers });
      expect(me.json().data.stores).toEqual([{ id: body.id, name: 'Lucky Noodle House', role: 'OWNER' }]);
    });

    it("refuses another owner's id (403), no token (403) and an unknown address (400)", async () => {
      const owner = await signUpOwner(app);
      const other = await signUpOwner(app);
      const asOther = await app.inject({
        method: 'POST',
        url: '/api/saveRestaurantInfoJson',
        headers: other.headers,
        payload: { restaurantinfojson: JSON.stringify(restaurantInfo(owner.id)) },
      });
      expect(asOther.statusCode).toBe(403);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/saveRestaurantInfoJson',
        payload: { restaurantinfojson: JSON.stringify(restaurantInfo(owner.id)) },
      });
      expect(anonymous.statusCode).toBe(403);
      const nowhere = await app.inject({
        method: 'POST',
        url: '/api/saveRestaurantInfoJson',
        headers: owner.headers,
        payload: {
          restaurantinfojson: JSON.stringify(
            restaurantInfo(owner.id, { address: 'Nowhere', city: '', state: '', zip: '00000' }),
          ),
        },
      });
      expect(nowhere.statusCode).toBe(400);
      const broken = await app.inject({
        method: 'POST',
        url: '/api/saveRestaurantInfoJson',
        headers: owner.headers,
        payload: { restaurantinfojson: '{"name":' },
      });
      expect(broken.statusCode).toBe(400);
    });
  });

  describe('POST /api/saveSalesTracking', () => {
    it('credits the salesperson of a SALE referral, once per account', async () => {
      const owner = await signUpOwner(app);
      await createStoreFor(app, owner);
      const referral = encodeBase64Json({ role: 'SALE', id: 42, name: 'Sam Seller' });
      const response = await postForm(
        '/saveSalesTracking',
        { ownerId: String(owner.id), referral },
        owner.headers,
      );
      expect(response.json()).toMatchObject({ status: 200, data: { salesId: 42, ownerId: owner.id } });
      const again = await postForm(
        '/saveSalesTracking',
        { ownerId: String(owner.id), salesId: '666' },
        owner.headers,
      );
      expect(again.json().data.salesId).toBe(42);
      const rows = await app.db.select().from(salesTracking).where(eq(salesTracking.ownerId, owner.id));
      expect(rows).toHaveLength(1);
    });

    it('falls back to 666 without a referral and takes the Lite query (salesId=700)', async () => {
      const finish = await signUpOwner(app);
      const plain = await postForm(
        '/saveSalesTracking',
        { ownerId: String(finish.id), salesId: '666' },
        finish.headers,
      );
      expect(plain.json().data.salesId).toBe(666);
      const bad = await postForm(
        '/saveSalesTracking',
        { ownerId: String(finish.id), referral: '%%%' },
        finish.headers,
      );
      expect(bad.json().data.salesId).toBe(666);
      const lite = await signUpOwner(app);
      const response = await app.inject({
        method: 'POST',
        url: `/api/saveSalesTracking?ownerId=${lite.id}&salesId=700`,
        headers: lite.headers,
      });
      expect(response.json().data.salesId).toBe(700);
    });

    it("refuses another account's ownerId", async () => {
      const owner = await signUpOwner(app);
      const other = await signUpOwner(app);
      const response = await postForm(
        '/saveSalesTracking',
        { ownerId: String(owner.id), salesId: '666' },
        other.headers,
      );
      expect(response.statusCode).toBe(403);
      expect(await app.db.select().from(stores).where(eq(stores.ownerId, other.id))).toHaveLength(0);
    });
  });
});
