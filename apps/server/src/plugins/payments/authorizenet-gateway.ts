import { dollarsToCents } from '@orderlane/domain';
import { AUTHORIZENET_ENDPOINTS, createAuthorizeNetClient, type AnetCall } from './authorizenet-client.js';
import { billTo, creditCard, refusal, shortKey, toDollars } from './authorizenet-fields.js';
import { createProfileCalls } from './authorizenet-profiles.js';
import {
  CARD_DECLINED_MESSAGE,
  PaymentGatewayError,
  type Charge,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentGateway,
} from './payment-gateway.js';

export interface AuthorizeNetGatewayOptions {
  loginId: string;
  transactionKey: string;
  environment: 'sandbox' | 'production';
  /** Tests point this at a local server replaying documented answers. */
  endpoint?: string;
  fetch?: typeof fetch;
  /** Seconds during which the gateway refuses a repeat of the same invoice, amount and card. */
  duplicateWindowSeconds?: number;
  clock?: () => Date;
}

const DUPLICATE_TRANSACTION = '11';
const ALREADY_VOIDED = '310';
const CAPTURED_STATUSES = ['capturedPendingSettlement', 'authorizedPendingCapture', 'settledSuccessfully'];

/** Authorize.net's JSON API: sales with a duplicate window, customer payment profiles, voids and refunds. */
export function createAuthorizeNetGateway(options: AuthorizeNetGatewayOptions): PaymentGateway {
  const call: AnetCall = createAuthorizeNetClient({
    loginId: options.loginId,
    transactionKey: options.transactionKey,
    endpoint: options.endpoint ?? AUTHORIZENET_ENDPOINTS[options.environment],
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const duplicateWindow = String(options.duplicateWindowSeconds ?? 3600);
  const clock = options.clock ?? (() => new Date());

  async function findChargeByIdempotencyKey(idempotencyKey: string): Promise<Charge | null> {
    const response = await call('getUnsettledTransactionListRequest', {
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging: { limit: 1000, offset: 1 },
    });
    if (response.messages.resultCode !== 'Ok') {
      refusal(response);
    }
    const found = (response.transactions ?? []).find(
      (transaction) =>
        transaction.invoiceNumber === shortKey(idempotencyKey) &&
        CAPTURED_STATUSES.includes(transaction.transactionStatus),
    );
    return found
      ? {
          transactionId: found.transId,
          idempotencyKey,
          amountCents: dollarsToCents(found.settleAmount),
          status: 'CAPTURED',
          cardLast4: (found.accountNumber ?? '').slice(-4),
          createdAt: new Date(found.submitTimeUTC),
        }
      : null;
  }

  async function transaction(body: Record<string, unknown>) {
    const response = await call('createTransactionRequest', { transactionRequest: body });
    if (!response.transactionResponse) {
      refusal(response);
    }
    return response.transactionResponse;
  }

  return {
    name: 'authorizenet',

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const { source } = request;
      const result = await transaction({
        transactionType: 'authCaptureTransaction',
        amount: toDollars(request.amountCents),
        ...(source.kind === 'card'
          ? { payment: creditCard(source.card) }
          : {
              profile: {
                customerProfileId: source.customerProfileId,
                paymentProfile: { paymentProfileId: source.customerPaymentProfileId },
              },
            }),
        order: {
          invoiceNumber: shortKey(request.idempotencyKey),
          description: request.description.slice(0, 255),
        },
        ...(source.kind === 'card' ? { billTo: billTo(source.card) } : {}),
        transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: duplicateWindow }] },
      });
      const error = result.errors?.[0];
      if (result.responseCode === '1' && result.transId) {
        const charge: Charge = {
          transactionId: result.transId,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          status: 'CAPTURED',
          cardLast4: (result.accountNumber ?? '').slice(-4),
          createdAt: clock(),
        };
        return { approved: true, charge };
      }
      if (error?.errorCode === DUPLICATE_TRANSACTION) {
        // A retry inside the duplicate window: answer the first transaction of this order.
        const first = await findChargeByIdempotencyKey(request.idempotencyKey);
        return first
          ? { approved: true, charge: first }
          : {
              approved: false,
              message: 'A duplicate transaction has been submitted. Please try again in a few minutes.',
            };
      }
      if (result.responseCode === '4' && result.transId) {
        // Held for review: release it rather than leave money held against an order that is not placed.
        await transaction({ transactionType: 'voidTransaction', refTransId: result.transId });
      }
      return {
        approved: false,
        message:
          result.responseCode === '2' ? CARD_DECLINED_MESSAGE : (error?.errorText ?? CARD_DECLINED_MESSAGE),
      };
    },

    async voidCharge({ transactionId }) {
      const result = await transaction({ transactionType: 'voidTransaction', refTransId: transactionId });
      if (result.responseCode !== '1' && result.errors?.[0]?.errorCode !== ALREADY_VOIDED) {
        throw new PaymentGatewayError(`Authorize.net did not void transaction ${transactionId}`);
      }
    },

    async refundCharge({ transactionId, amountCents, cardLast4, idempotencyKey }) {
      const result = await transaction({
        transactionType: 'refundTransaction',
        amount: toDollars(amountCents),
        payment: { creditCard: { cardNumber: cardLast4, expirationDate: 'XXXX' } },
        refTransId: transactionId,
        // The refund's key as its invoice number: a repeat inside the duplicate window is refused as a duplicate.
        ...(idempotencyKey
          ? {
              order: { invoiceNumber: shortKey(idempotencyKey) },
              transactionSettings: {
                setting: [{ settingName: 'duplicateWindow', settingValue: duplicateWindow }],
              },
            }
          : {}),
      });
      if (idempotencyKey && result.errors?.[0]?.errorCode === DUPLICATE_TRANSACTION) {
        // This refund was given before (a retry after a crash): nothing more to do.
        return;
      }
      if (result.responseCode !== '1') {
        throw new PaymentGatewayError(`Authorize.net did not refund transaction ${transactionId}`);
      }
    },

    ...createProfileCalls(call),

    findChargeByIdempotencyKey,
  };
}
