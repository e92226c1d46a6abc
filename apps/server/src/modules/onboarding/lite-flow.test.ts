import { Writable } from 'node:stream';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { onboardingProgress, storeBankAccounts, storeUploads, stores } from '@/db/schema/index.js';
import { multipartBody, type MultipartFilePart } from '@/testing/multipart-body.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { giveStoreRole, signUpOwner, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { goodBankAccount, restaurantInfo, samplePdf, samplePng } from './onboarding-fixtures.js';

// Every log line of this app is kept, to prove no secret is ever written to the log.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

describe('Lite onboarding: owner, store, menu files, order protocol, bank details, progress', async () => {
  const dataDir = `/tmp/orderlane-lite-${process.pid}`;
  const config = loadConfig(
    {},
    {
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '10',
      DATA_DIR: dataDir,
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      SUPPORT_EMAIL: 'team@orderlane.test',
    },
  );
  const app = await buildApp({
    config,
    inMemoryDatabase: true,
    logger: { level: 'trace', stream: logStream },
  });
  await app.ready();
  afterAll(() => app.close());

  const json = (url: string, owner: SignedUpOwner | null, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers: owner?.headers ?? {} });
  const get = (url: string, owner: SignedUpOwner | null) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: owner?.headers ?? {} });
  const sendOwnerInfo = (
    owner: SignedUpOwner,
    fields: Record<string, string>,
    files: MultipartFilePart[],
  ) => {
    const body = multipartBody(fields, files);
    return app.inject({
      method: 'POST',
      url: '/api/sendOwnerInfoEmail',
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
  };
  const menuFields = (storeId: number) => ({
    restaurantInfoId: String(storeId),
    email: 'lena@example.com',
    firstName: 'Lena',
    lastName: 'Park',
    body: '<h3>Seoul Bowl</h3><p>Hours: 11-9</p>',
    website: '',
    storeHours: 'Mon-Sun 11:00-21:00',
    businessType: 'Local',
    locations: '1-5',
  });
  const pdf = { field: 'file', fileName: 'menu.pdf', contentType: 'application/pdf', bytes: samplePdf };
  const png = { field: 'file', fileName: '../../etc/passwd.png', contentType: 'image/png', bytes: samplePng };

  // saveOwner, then the store with the Lite defaults, then the Lite tracking.
  const saved = await app.inject({
    method: 'POST',
    url: '/api/saveOwner',
    payload: {
      ownerjson: JSON.stringify({
        name: 'Lena Park',
        email: 'lena@example.com',
        username: 'lena@example.com',
        password: 'bibimbap-bowl',
        phoneNumber: '3125550144',
      }),
    },
  });
  const session = saved.json().data;
  const owner: SignedUpOwner = {
    id: session.id,
    email: session.email,
    password: 'bibimbap-bowl',
    accessToken: session.accessToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
  const created = await json('/saveRestaurantInfoJson', owner, {
    restaurantinfojson: JSON.stringify(
      restaurantInfo(owner.id, {
        orderlane: false,
        name: 'Seoul Bowl',
        address: '233 S Wacker Dr',
        city: '',
        state: '',
        zip: '60606',
        taxRate: 0,
        phoneNumber: '3125550144',
      }),
    ),
    salesName: '{name}',
  });
  const storeId: number = created.json().id;
  const staff = await signUpOwner(app);
  const stranger = await signUpOwner(app);
  await giveStoreRole(app, { storeId, ownerId: staff.id, role: 'STAFF' });

  it('creates the Lite store inactive, not yet on Orderlane, tax 0, and tracks sales id 700', async () => {
    expect(created.json().data).toMatchObject({
      active: false,
      orderlane: false,
      taxRate: 0,
      city: 'Chicago',
      state: 'IL',
    });
    const tracking = await app.inject({
      method: 'POST',
      url: `/api/saveSalesTracking?ownerId=${owner.id}&salesId=700`,
      headers: owner.headers,
    });
    expect(tracking.json().data.salesId).toBe(700);
    const progress = await get('/onboarding/progress', owner);
    expect(progress.json().data).toMatchObject({ storeId, step: 'add-menu', bankAccount: null, uploads: [] });
  });

  it('add-menu: takes a PDF and an image, stores them under random names, tells the team, moves on', async () => {
    const response = await sendOwnerInfo(owner, menuFields(storeId), [pdf, png]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.step).toBe('order-protocol');
    expect(data.menuInfo).toMatchObject({
      storeHours: 'Mon-Sun 11:00-21:00',
      businessType: 'Local',
      locations: '1-5',
    });
    expect(
      data.uploads.map((upload: { contentType: string; name: string }) => [upload.contentType, upload.name]),
    ).toEqual([
      ['application/pdf', 'menu.pdf'],
      ['image/png', 'passwd.png'],
    ]);
    const rows = await app.db.select().from(storeUploads).where(eq(storeUploads.storeId, storeId));
    const stored = readdirSync(path.join(dataDir, 'uploads'));
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^[a-f0-9]{32}\.(pdf|png)$/);
      expect(stored).toContain(row.storageKey);
    }
    const [summary] = (await outboxMailsTo(app, 'team@orderlane.test')).reverse();
    expect(summary?.body).toContain('menu.pdf (application/pdf');
  });

  it('serves the files to the owner and staff only', async () => {
    const [upload] = await app.db.select().from(storeUploads).where(eq(storeUploads.storeId, storeId));
    const asOwner = await get(`/uploads/${upload!.id}`, owner);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('application/pdf');
    expect(asOwner.rawPayload.equals(samplePdf)).toBe(true);
    expect((await get(`/uploads/${upload!.id}`, staff)).statusCode).toBe(200);
    expect((await get(`/onboarding/uploads?storeId=${storeId}`, staff)).json().data).toHaveLength(2);
    expect((await get(`/uploads/${upload!.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/uploads/${upload!.id}`, null)).statusCode).toBe(403);
    expect((await get('/uploads/999999', owner)).statusCode).toBe(404);
  });

  it('refuses a text file named .pdf, an 11th file, a file over 10 MB, and files from others', async () => {
    const before = readdirSync(path.join(dataDir, 'uploads')).length;
    const fake = {
      field: 'file',
      fileName: 'menu.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('just text'),
    };
    const disguised = await sendOwnerInfo(owner, menuFields(storeId), [fake]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toContain('Only PDF files and images');

    const eleven = await sendOwnerInfo(
      owner,
      menuFields(storeId),
      Array.from({ length: 11 }, () => png),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe('Please send at most 10 files.');

    const huge = Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const large = await sendOwnerInfo(owner, menuFields(storeId), [{ ...pdf, bytes: huge }]);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe('Each file must be at most 10 MB.');

    const fromStaff = await sendOwnerInfo(staff, menuFields(storeId), [pdf]);
    expect(fromStaff.statusCode).toBe(403);
    const fromStranger = await sendOwnerInfo(stranger, menuFields(storeId), [pdf]);
    expect(fromStranger.statusCode).toBe(403);
    // Nothing refused stays on disk (unkept files are removed just after the answer).
    await expect
      .poll(() => readdirSync(path.join(dataDir, 'uploads')).length, { timeout: 3000 })
      .toBe(before);
    expect((await app.db.select().from(storeUploads).where(eq(storeUploads.storeId, storeId))).length).toBe(
      2,
    );
  });

  it("refuses a step with neither website nor files: 'please enter Website or upload files'", async () => {
    const response = await sendOwnerInfo(owner, menuFields(storeId), []);
    expect(response.json()).toEqual({
      status: 400,
      message: 'please enter Website or upload files',
      requestId: expect.any(String),
    });
    const withSite = await sendOwnerInfo(
      owner,
      { ...menuFields(storeId), website: 'seoulbowl.example/menu' },
      [],
    );
    expect(withSite.statusCode).toBe(200);
  });

  it('order-protocol: exactly one mode with its address and the store phone', async () => {
    const noFax = await json('/onboarding/orderProtocol', owner, {
      storeId,
      protocol: 'Fax + Phone Confirmation',
      storePhone: '3125550144',
    });
    expect(noFax.json()).toEqual({
      status: 400,
      message: 'Please fill form.',
      requestId: expect.any(String),
    });
    const unknown = await json('/onboarding/orderProtocol', owner, {
      storeId,
      protocol: 'Pigeon',
      storePhone: '3125550144',
    });
    expect(unknown.statusCode).toBe(400);
    const byStranger = await json('/onboarding/orderProtocol', stranger, {
      storeId,
      protocol: 'Auto Printing',
      storePhone: '3125550144',
    });
    expect(byStranger.statusCode).toBe(403);
    const fax = await json('/onboarding/orderProtocol', owner, {
      storeId,
      protocol: 'Fax + Phone Confirmation',
      faxNumber: '(312) 555-0199',
      storePhone: '(312) 555-0144',
    });
    expect(fax.json().data).toMatchObject({
      step: 'bank-account',
      orderProtocol: {
        protocol: 'Fax + Phone Confirmation',
        faxNumber: '3125550199',
        storePhone: '3125550144',
      },
    });
    const [store] = await app.db.select().from(stores).where(eq(stores.id, storeId));
    expect(store?.receiveByFax).toBe(true);
  });

  it("bank-account: refuses with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ routingNumber: '12345' }, 'Routing Number must be nine digits'],
      [{ confirmAccountNumber: '000123456780' }, 'The account number is incorrectly entered twice'],
      [{ hasAcceptedMerchantTerms: false }, 'Please check the necessary options!!!'],
      [{ taxId: '12-34' }, 'Please enter the EIN as nine digits (12-3456789).'],
      [
        { ownerDateOfBirth: '2020-01-01' },
        "Please enter the owner's date of birth (the owner must be at least 18).",
      ],
      [{ legalBusinessName: '' }, 'Please fill form.'],
    ];
    for (const [change, message] of cases) {
      const response = await json('/onboarding/bankAccount', owner, goodBankAccount(storeId, change));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.body).not.toContain('000123456789');
    }
    const checksum = await json(
      '/onboarding/bankAccount',
      owner,
      goodBankAccount(storeId, { routingNumber: '021000022' }),
    );
    expect(checksum.statusCode).toBe(400);
    const asStaff = await json('/onboarding/bankAccount', staff, goodBankAccount(storeId));
    expect(asStaff.statusCode).toBe(403);
  });

  it('bank-account: seals every number at rest and answers masks only; the onboarding is complete', async () => {
    const response = await json(
      '/onboarding/bankAccount',
      owner,
      goodBankAccount(storeId, { textConsent: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      step: 'success',
      completedAt: expect.any(String),
      bankAccount: {
        legalBusinessName: 'Lucky Noodle House LLC',
        taxId: '••••6789',
        routingNumber: '••••0021',
        accountNumber: '••••6789',
        textConsent: true,
      },
    });
    for (const body of [response.body, (await get(`/onboarding/progress?storeId=${storeId}`, owner)).body]) {
      expect(body).not.toMatch(/000123456789|123456789|021000021|1980-04-12/);
    }
    const [row] = await app.db.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId));
    const sealed = [
      row!.accountNumberCipher,
      row!.routingNumberCipher,
      row!.taxIdCipher,
      row!.ownerDateOfBirthCipher,
    ];
    for (const cipher of sealed) {
      expect(cipher).toMatch(/^v1\./);
      expect(cipher).not.toMatch(/6789|0021|1980/);
    }
    expect(app.secretBox.open(row!.accountNumberCipher)).toBe('000123456789');
    const [progress] = await app.db
      .select()
      .from(onboardingProgress)
      .where(eq(onboardingProgress.storeId, storeId));
    expect(progress?.step).toBe('success');
  });

  it('resumes after a reload: progress read back with the owner token, not by others', async () => {
    const progress = await get('/onboarding/progress', owner);
    expect(progress.json().data).toMatchObject({
      storeId,
      step: 'success',
      store: { id: storeId, name: 'Seoul Bowl' },
    });
    expect((await get(`/onboarding/progress?storeId=${storeId}`, stranger)).statusCode).toBe(403);
    expect((await get(`/onboarding/progress?storeId=${storeId}`, staff)).statusCode).toBe(403);
    expect((await get('/onboarding/progress', stranger)).statusCode).toBe(404);
  });

  it('pre-fills business details and the tax rate from the ZIP, offline', async () => {
    const details = await get('/onboarding/businessDetails?name=Seoul%20Bowl&zip=60606', owner);
    expect(details.json().data).toMatchObject({
      title: 'Seoul Bowl',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      timeZone: 'America/Chicago',
      source: 'offline',
    });
    const tax = await get('/onboarding/taxRate?zip=10001', owner);
    expect(tax.json().data).toMatchObject({ state: 'NY', taxRate: 0.04, source: 'offline' });
    expect((await get('/onboarding/taxRate?zip=00000', owner)).statusCode).toBe(404);
    expect((await get('/onboarding/taxRate?zip=abc', owner)).statusCode).toBe(400);
    expect((await get('/onboarding/taxRate?zip=60606', null)).statusCode).toBe(403);
  });

  it('never writes a secret to the log', () => {
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      '000123456789',
      '021000021',
      '123456789',
      '1980-04-12',
      'bibimbap-bowl',
      owner.accessToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
