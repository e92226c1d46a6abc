import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantLeads, onboardingProgress, storeUploads } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { multipartBody } from '@/testing/multipart-body.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { createStoreFor, samplePdf } from './onboarding-fixtures.js';

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const TEAM = 'team@orderlane.test';

/** Spec 001 section 7's calls with exactly the fields it lists, nothing more. */
describe("spec 001's own merchant calls", async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://orderlane.test', SUPPORT_EMAIL: TEAM });
  const postForm = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: new URLSearchParams(fields).toString(),
      headers: formHeaders,
    });
  const leadsOf = (email: string) =>
    app.db.select().from(merchantLeads).where(eq(merchantLeads.email, email));
  const registrationBody = (email: string) =>
    '<p>A restaurant asked to join.</p><table>' +
    '<tr><th align="left">Restaurant Name</th><td>Lucky Noodle &amp; Co</td></tr>' +
    '<tr><th align="left">Zip</th><td>60602</td></tr>' +
    `<tr><th align="left">Email</th><td>${email}</td></tr>` +
    '<tr><th align="left">Phone Number</th><td>(312) 555-0188</td></tr></table><script>alert(1)</script>';
  const specCall = (email: string, fields: Record<string, string> = {}) => ({
    email,
    firstName: 'Wei',
    lastName: 'Chen',
    subject: 'Welcome to Orderlane',
    sender: 'Orderlane',
    body: registrationBody(email),
    sendbox: 'MERCHANT_CARE',
    ...fields,
  });

  it('sendCustomEmail: stores the lead from the given fields and writes its own mails, never the HTML', async () => {
    const response = await postForm('/sendCustomEmail', specCall('wei.spec@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ leadId: expect.any(Number), variant: 'merchant' });
    expect(await leadsOf('wei.spec@example.com')).toEqual([
      expect.objectContaining({
        name: 'Wei Chen',
        store: 'Lucky Noodle & Co',
        zip: '60602',
        phone: '(312) 555-0188',
        source: 'merchant',
      }),
    ]);
    const [welcome] = await outboxMailsTo(app, 'wei.spec@example.com');
    expect(welcome?.subject).toContain('Lucky Noodle & Co');
    expect(welcome?.body).toContain('https://orderlane.test/merchantFinish?initData=');
    const team = (await outboxMailsTo(app, TEAM)).find((mail) => mail.body.includes('wei.spec@example.com'));
    expect(team?.subject).toContain('New merchant joined: Lucky Noodle & Co');
    expect(team?.body).toContain('Their summary: A restaurant asked to join.');
    for (const mail of [welcome, team]) {
      expect(mail?.body).not.toContain('<script>');
      expect(mail?.body).not.toContain('<th align');
    }
  });

  it("sendCustomEmail: the spec's second call to the team's address answers 200 and stores nothing", async () => {
    const before = (await outboxMailsTo(app, TEAM)).length;
    const response = await postForm('/sendCustomEmail', {
      ...specCall(TEAM),
      body: registrationBody('wei.second@example.com'),
      subject: 'New merchant joined',
    });
    expect(response.statusCode).toBe(200);
    expect(await leadsOf(TEAM)).toEqual([]);
    expect(await leadsOf('wei.second@example.com')).toEqual([]);
    expect(await outboxMailsTo(app, TEAM)).toHaveLength(before);
  });

  it("sendCustomEmail: the Lite landing's query parameters and form body", async () => {
    const query = new URLSearchParams({
      email: 'lena.spec@example.com',
      firstName: 'Lena',
      lastName: 'Park',
      sender: 'Orderlane',
      subject: 'Lite Package inquiry',
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/sendCustomEmail?${query}`,
      ...multipartBody({
        body: '<p>Restaurant Name: Seoul Bowl</p><p>Mobile Phone: 13125550111</p><p>Address: 233 S Wacker Dr</p>',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.variant).toBe('lite');
    expect(await leadsOf('lena.spec@example.com')).toEqual([
      expect.objectContaining({
        name: 'Lena Park',
        store: 'Seoul Bowl',
        phone: '13125550111',
        address: '233 S Wacker Dr',
        source: 'lite',
      }),
    ]);
    // The Lite landing welcomes no one: only the team hears of it.
    expect(await outboxMailsTo(app, 'lena.spec@example.com')).toEqual([]);
  });

  it('sendCustomEmail: bad input is still a 400 with a sentence, and the per-address limit holds', async () => {
    const badEmail = await postForm('/sendCustomEmail', specCall('not-an-address'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please provide a valid email.');
    const nobody = await postForm('/sendCustomEmail', {
      ...specCall('nobody@example.com'),
      firstName: '',
      lastName: '',
      body: '<p>hello</p>',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('Please fill form.');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await postForm('/sendCustomEmail', specCall('limit.spec@example.com'))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await leadsOf('limit.spec@example.com')).toHaveLength(3);
  });

  it('sendOwnerInfoEmail: file, body, email, firstName, lastName, restaurantInfoId move the store on', async () => {
    const owner = await signUpOwner(app);
    const storeId = await createStoreFor(app, owner);
    const send = (fields: Record<string, string>, withFile: boolean) => {
      const body = multipartBody(
        fields,
        withFile
          ? [{ field: 'file', fileName: 'menu.pdf', contentType: 'application/pdf', bytes: samplePdf }]
          : [],
      );
      return app.inject({
        method: 'POST',
        url: '/api/sendOwnerInfoEmail',
        payload: body.payload,
        headers: { ...body.headers, ...owner.headers },
      });
    };
    const fields = {
      body: '<h3>Lucky Noodle House</h3><p>Website: https://lucky.example/menu</p><p>Hours: 11-9</p>',
      email: owner.email,
      firstName: 'Rosa',
      lastName: 'Diaz',
      restaurantInfoId: String(storeId),
    };
    const response = await send(fields, true);
    expect(response.statusCode).toBe(200);
    const [progress] = await app.db
      .select()
      .from(onboardingProgress)
      .where(eq(onboardingProgress.storeId, storeId));
    expect(progress?.step).toBe('order-protocol');
    const files = await app.db.select().from(storeUploads).where(eq(storeUploads.storeId, storeId));
    expect(files.map((file) => file.originalName)).toEqual(['menu.pdf']);
    const summary = (await outboxMailsTo(app, TEAM)).find((mail) =>
      mail.subject.includes(`store ${storeId}`),
    );
    expect(summary?.body).toContain('Hours: 11-9');
    expect(summary?.body).not.toContain('<h3>');

    const empty = await send({ ...fields, body: '' }, false);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('please enter Website or upload files');
  });
});
