import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, mailQueue } from '@/db/schema/index.js';
import { malformedRequests } from '@/testing/malformed-requests.js';
import { mailsTo } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

const SUPPORT_EMAIL = 'help-desk@orderlane.test';

describe('POST /api/secure/api/orderlane/saveContact', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1', SUPPORT_EMAIL });
  const save = (contact: unknown, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/secure/api/orderlane/saveContact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ contactjson: JSON.stringify(contact) }).toString(),
      remoteAddress,
    });

  it('stores the record with the defaults and mails the support address', async () => {
    const response = await save({ cellPhone: '(312) 555-0100', businessPhone: '312 555 0101' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 200, message: 'Submitted' });

    const [row] = await app.db.select().from(contacts).where(eq(contacts.id, answer.id));
    expect(row).toMatchObject({ cellPhone: '(312) 555-0100', businessPhone: '312 555 0101' });
    expect(row?.details).toMatchObject({
      partnered: false,
      interested: false,
      typeOfAction: '未合作',
      email: '',
      notes: '',
    });

    // A delivered mail keeps only who, what and when; its body is read from the outbox file.
    const mails = await mailsTo(app, SUPPORT_EMAIL);
    const mail = mails.find((candidate) => candidate.subject.includes(`#${answer.id}:`));
    expect(mail?.subject).toBe(`New free-trial request #${answer.id}: (312) 555-0100`);
    expect(mail?.text).toContain('Business phone: 312 555 0101');
    expect(mail?.text).toContain('tel:+13125550100');
    const [queued] = await app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, SUPPORT_EMAIL))
      .orderBy(desc(mailQueue.id));
    expect(queued?.status).toBe('SENT');
  });

  it('keeps what the visitor says about the business but not the sales team fields', async () => {
    const response = await save({
      cellPhone: '3125550102',
      businessPhone: '3125550103',
      businessName: 'Noodle Bar',
      partnered: true,
      interested: true,
      typeOfAction: 'partnered',
      notes: 'call me never',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(contacts).where(eq(contacts.id, response.json().id));
    expect(row?.details).toMatchObject({
      businessName: 'Noodle Bar',
      partnered: false,
      interested: false,
      typeOfAction: '未合作',
      notes: '',
    });
  });

  it.each([
    [{ cellPhone: '', businessPhone: '3125550101' }, 'cellPhone'],
    [{ cellPhone: '3125550100' }, 'businessPhone'],
    [{ cellPhone: '123', businessPhone: '3125550101' }, 'US phone numbers of 10 digits'],
    [{ cellPhone: '3125550100', businessPhone: 'x'.repeat(21) }, 'businessPhone'],
  ])('refuses %o with a readable 400', async (contact, words) => {
    const response = await save(contact);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(words);
  });

  it('refuses a contactjson that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/secure/api/orderlane/saveContact',
      payload: { contactjson: '{"cellPhone":' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it('accepts a JSON body whose contactjson is an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/secure/api/orderlane/saveContact',
      payload: { contactjson: { cellPhone: '3125550104', businessPhone: '3125550105' } },
    });
    expect(response.statusCode).toBe(200);
  });

  it('limits requests per address', async () => {
    const phones = { cellPhone: '3125550106', businessPhone: '3125550107' };
    for (let n = 0; n < 5; n += 1) {
      expect((await save(phones, '10.0.9.1')).statusCode).toBe(200);
    }
    const refused = await save(phones, '10.0.9.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect((await save(phones, '10.0.9.2')).statusCode).toBe(200);
  });

  it('answers malformed requests with 4xx, never 5xx', async () => {
    const cases = malformedRequests({
      url: '/api/secure/api/orderlane/saveContact',
      valid: { contactjson: JSON.stringify({ cellPhone: '3125550108', businessPhone: '3125550109' }) },
      kinds: { contactjson: 'json-array' },
      required: ['contactjson'],
    }).filter(({ name }) => !name.startsWith('multipart'));
    expect(cases.length).toBeGreaterThanOrEqual(10);
    const wrong: string[] = [];
    for (const { name, request } of cases) {
      const response = await app.inject(request);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
