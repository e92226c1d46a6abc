import { PaymentGatewayError } from './payment-gateway.js';

export const AUTHORIZENET_ENDPOINTS = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
} as const;

export interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

export interface AnetTransactionResponse {
  responseCode?: string;
  transId?: string;
  accountNumber?: string;
  accountType?: string;
  errors?: { errorCode: string; errorText: string }[];
  messages?: { code: string; description: string }[];
}

export interface AnetResponse {
  messages: AnetMessages;
  transactionResponse?: AnetTransactionResponse;
  customerProfileId?: string;
  customerPaymentProfileId?: string;
  customerPaymentProfileIdList?: string[];
  transactions?: {
    transId: string;
    submitTimeUTC: string;
    transactionStatus: string;
    invoiceNumber?: string;
    accountNumber?: string;
    settleAmount: number;
  }[];
}

export interface AuthorizeNetClientOptions {
  loginId: string;
  transactionKey: string;
  endpoint: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type AnetCall = (requestName: string, body: Record<string, unknown>) => Promise<AnetResponse>;

/**
 * One POST per call to the JSON API. Key order matters (the gateway validates against its XML schema), so
 * callers build bodies in the documented order. Request bodies carry card data: they are never logged.
 */
export function createAuthorizeNetClient(options: AuthorizeNetClientOptions): AnetCall {
  const send = options.fetch ?? fetch;
  return async (requestName, body) => {
    const payload = {
      [requestName]: {
        merchantAuthentication: { name: options.loginId, transactionKey: options.transactionKey },
        ...body,
      },
    };
    let text: string;
    try {
      const response = await send(options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!response.ok) {
        throw new PaymentGatewayError(`Authorize.net ${requestName} answered HTTP ${response.status}`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof PaymentGatewayError) {
        throw error;
      }
      throw new PaymentGatewayError(`Authorize.net ${requestName} could not be reached`);
    }
    try {
      // The gateway prefixes its JSON with a UTF-8 byte order mark.
      return JSON.parse(text.replace(/^\uFEFF/, '')) as AnetResponse;
    } catch {
      throw new PaymentGatewayError(`Authorize.net ${requestName} answered something that is not JSON`);
    }
  };
}

export const firstMessage = (response: AnetResponse) =>
  response.messages.message[0] ?? { code: '', text: '' };
