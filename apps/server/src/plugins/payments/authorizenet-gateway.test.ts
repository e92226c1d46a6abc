import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthorizeNetGateway } from './authorizenet-gateway.js';
import { CARD_DECLINED_MESSAGE, PaymentGatewayError } from './payment-gateway.js';

interface AnetRequest {
  merchantAuthentication: { name: string; transactionKey: string };
  refId?: string;
  transactionRequest: {
    transactionType: string;
    refTransId?: string;
    order: { invoiceNumber: string };
    payment?: { creditCard: { cardNumber: string } };
    profile?: unknown;
  };
  profile: { merchantCustomerId: string };
  customerProfileId?: string;
  customerPaymentProfileId?: string;
}
type Body = Record<string, AnetRequest>;
type Json = Record<string, unknown>;
const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const error = (code: string, text: string) => ({ resultCode: 'Error', message: [{ code, text }] });
const card = {
  cardholder: 'Ellen Johnson',
  cardnumber: '4111111111111111',
  expdate: '12/39',
  cvv: '999',
  zipcode: '44628',
};

/** Replays the documented answers of the Authorize.net JSON API (with its byte order mark). */
function answer(
  name: string,
  body: Body,
  state: { invoices: Map<string, string> },
): { status?: number; json: Json } {
  const request = body[name]!;
  if (request.merchantAuthentication.transactionKey !== 'key-1') {
    return {
      json: { messages: error('E00007', 'User authentication failed due to invalid authentication values.') },
    };
  }
  if (name === 'createTransactionRequest') {
    const tx = request.transactionRequest;
    if (tx.transactionType === 'voidTransaction') {
      return tx.refTransId === 'voided-before'
        ? {
            json: {
              transactionResponse: {
                responseCode: '1',
                errors: [{ errorCode: '310', errorText: 'This transaction has already been voided.' }],
              },
              messages: ok,
            },
          }
        : { json: { transactionResponse: { responseCode: '1', transId: tx.refTransId }, messages: ok } };
    }
    if (tx.transactionType === 'refundTransaction') {
      return { json: { transactionResponse: { responseCode: '1', transId: '2228546300' }, messages: ok } };
    }
    if (tx.payment?.creditCard.cardNumber === '4000000000000002') {
      return {
        json: {
          transactionResponse: {
            responseCode: '2',
            transId: '0',
            accountNumber: 'XXXX0002',
            errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
          },
          messages: error('E00027', 'The transaction was unsuccessful.'),
        },
      };
    }
    if (state.invoices.has(tx.order.invoiceNumber)) {
      return {
        json: {
          transactionResponse: {
            responseCode: '3',
            transId: '0',
            errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
          },
          messages: error('E00027', 'The transaction was unsuccessful.'),
        },
      };
    }
    const transId = String(2228446239 + state.invoices.size);
    state.invoices.set(tx.order.invoiceNumber, transId);
    return {
      json: {
        transactionResponse: {
          responseCode: '1',
          authCode: 'QWX20S',
          transId,
          accountNumber: 'XXXX1111',
          accountType: 'Visa',
        },
        refId: request.refId,
        messages: ok,
      },
    };
  }
  if (name === 'getUnsettledTransactionListRequest') {
    const transactions = [...state.invoices].map(([invoiceNumber, transId]) => ({
      transId,
      submitTimeUTC: '2026-06-15T03:34:43Z',
      transactionStatus: 'capturedPendingSettlement',
      invoiceNumber,
      accountNumber: 'XXXX1111',
      settleAmount: 12.34,
    }));
    return { json: { transactions, messages: ok } };
  }
  if (name === 'createCustomerProfileRequest') {
    return request.profile.merchantCustomerId === '42'
      ? { json: { messages: error('E00039', 'A duplicate record with ID 39223 already exists.') } }
      : { json: { customerProfileId: '31390172', customerPaymentProfileIdList: ['28393490'], messages: ok } };
  }
  if (name === 'createCustomerPaymentProfileRequest') {
    return {
      json: {
        customerProfileId: request.customerProfileId,
        customerPaymentProfileId: '28393491',
        messages: ok,
      },
    };
  }
  if (name === 'deleteCustomerPaymentProfileRequest') {
    return {
      json: {
        messages:
          request.customerPaymentProfileId === 'gone' ? error('E00040', 'The record cannot be found.') : ok,
      },
    };
  }
  return { status: 500, json: {} };
}

describe('Authorize.net gateway against a local replay of its JSON API', () => {
  const received: Body[] = [];
  const state = { invoices: new Map<string, string>() };
  let server: Server;
  let endpoint = '';
  const gateway = (transactionKey = 'key-1') =>
    createAuthorizeNetGateway({
      loginId: 'login-1',
      transactionKey,
      environment: 'sandbox',
      endpoint,
      duplicateWindowSeconds: 600,
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(text) as Body;
        received.push(body);
        const reply =
          request.url === '/xml/v1/request.api'
            ? answer(Object.keys(body)[0] ?? '', body, state)
            : { status: 500, json: {} };
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(`\uFEFF${JSON.stringify(reply.json)}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  it('sells with authCaptureTransaction, the order id as invoice number and a duplicate window', async () => {
    const outcome = await gateway().charge({
      idempotencyKey: '101',
      amountCents: 1234,
      source: { kind: 'card', card },
      description: 'order 101',
    });
    expect(outcome).toMatchObject({
      approved: true,
      charge: { transactionId: '2228446239', amountCents: 1234, cardLast4: '1111' },
    });
    const sent = received[0]!.createTransactionRequest!;
    expect(sent.merchantAuthentication).toEqual({ name: 'login-1', transactionKey: 'key-1' });
    expect(Object.keys(sent.transactionRequest)).toEqual([
      'transactionType',
      'amount',
      'payment',
      'order',
      'billTo',
      'transactionSettings',
    ]);
    expect(sent.transactionRequest).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '12.34',
      payment: { creditCard: { cardNumber: '4111111111111111', expirationDate: '2039-12', cardCode: '999' } },
      order: { invoiceNumber: '101' },
      billTo: { firstName: 'Ellen', lastName: 'Johnson', zip: '44628' },
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '600' }] },
    });
  });

  it('answers a duplicate inside the window with the first transaction of that invoice', async () => {
    const outcome = await gateway().charge({
      idempotencyKey: '101',
      amountCents: 1234,
      source: { kind: 'card', card },
      description: 'order 101',
    });
    expect(outcome).toMatchObject({ approved: true, charge: { transactionId: '2228446239' } });
    expect(received.map((body) => Object.keys(body)[0])).toEqual([
      'createTransactionRequest',
      'getUnsettledTransactionListRequest',
    ]);
  });

  it('reports a decline with the storefront message', async () => {
    const declined = { ...card, cardnumber: '4000000000000002' };
    const outcome = await gateway().charge({
      idempotencyKey: '102',
      amountCents: 500,
      source: { kind: 'card', card: declined },
      description: 'x',
    });
    expect(outcome).toEqual({ approved: false, message: CARD_DECLINED_MESSAGE });
  });

  it('charges a saved profile through transactionRequest.profile', async () => {
    const source = {
      kind: 'profile' as const,
      customerProfileId: '27388924',
      customerPaymentProfileId: '25000332',
    };
    await gateway().charge({ idempotencyKey: '103', amountCents: 4500, source, description: 'x' });
    expect(received[0]!.createTransactionRequest!.transactionRequest.profile).toEqual({
      customerProfileId: '27388924',
      paymentProfile: { paymentProfileId: '25000332' },
    });
  });

  it('creates a customer profile, or adds a payment profile to the one the diner already has', async () => {
    const first = await gateway().createPaymentProfile({
      customer: { userId: 7, email: 'a@b.test' },
      card,
      customerProfileId: null,
    });
    expect(first).toEqual({
      customerProfileId: '31390172',
      customerPaymentProfileId: '28393490',
      cardType: 'visa',
      maskedNumber: 'XXXX1111',
    });
    const existing = await gateway().createPaymentProfile({
      customer: { userId: 42, email: null },
      card,
      customerProfileId: null,
    });
    expect(existing).toMatchObject({ customerProfileId: '39223', customerPaymentProfileId: '28393491' });
    expect(received.map((body) => Object.keys(body)[0])).toEqual([
      'createCustomerProfileRequest',
      'createCustomerProfileRequest',
      'createCustomerPaymentProfileRequest',
    ]);
  });

  it('deletes payment profiles, voids and refunds, treating already-done as done', async () => {
    await gateway().deletePaymentProfile({ customerProfileId: '1', customerPaymentProfileId: '2' });
    await gateway().deletePaymentProfile({ customerProfileId: '1', customerPaymentProfileId: 'gone' });
    await gateway().voidCharge({ transactionId: '2228446239' });
    await gateway().voidCharge({ transactionId: 'voided-before' });
    await gateway().refundCharge({ transactionId: '2228446239', amountCents: 1234, cardLast4: '1111' });
    expect(received.at(-1)!.createTransactionRequest!.transactionRequest).toEqual({
      transactionType: 'refundTransaction',
      amount: '12.34',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: '2228446239',
    });
  });

  it('fails with a gateway error, never quoting the card, on bad credentials or a broken answer', async () => {
    const charge = {
      idempotencyKey: '104',
      amountCents: 100,
      source: { kind: 'card' as const, card },
      description: 'x',
    };
    const refused = await gateway('wrong-key')
      .charge(charge)
      .catch((failure: unknown) => failure);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect(String(refused)).not.toContain('4111');
    const broken = await createAuthorizeNetGateway({
      loginId: 'l',
      transactionKey: 'key-1',
      environment: 'sandbox',
      endpoint: `${endpoint}x`,
    })
      .findChargeByIdempotencyKey('1')
      .catch((failure: unknown) => failure);
    expect(broken).toBeInstanceOf(PaymentGatewayError);
  });
});
