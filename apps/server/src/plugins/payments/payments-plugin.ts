import fp from 'fastify-plugin';
import { createAuthorizeNetGateway } from './authorizenet-gateway.js';
import { resolveSecretKey } from '../key-files.js';
import { checkSharedKey } from '../shared-keys.js';
import { createCardFingerprinter, type CardFingerprinter } from './card-fingerprint.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
    /** The fingerprint of a card, to match the same card across payments and saved profiles. */
    fingerprintCard: CardFingerprinter;
  }
}

export interface PaymentsPluginOptions {
  /** Tests may hand in a gateway of their own; otherwise PAYMENT_GATEWAY decides. */
  gateway?: PaymentGateway;
}

/** The card processor, chosen once from configuration: the sandbox by default, Authorize.net in production. */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { paymentGateway, authorizeNet } = app.config;
    let gateway = options.gateway;
    if (!gateway && paymentGateway === 'authorizenet') {
      gateway = createAuthorizeNetGateway({
        // loadConfig refuses to start this gateway without its login id.
        loginId: authorizeNet.loginId ?? '',
        transactionKey: authorizeNet.transactionKey ?? '',
        environment: authorizeNet.environment,
      });
    }
    app.decorate('payments', gateway ?? createSandboxGateway({ db: app.db }));
    const fingerprintKey = await resolveSecretKey(
      app.config.cardFingerprintSecret,
      app.config.dataDir,
      'card-fingerprint.key',
    );
    await checkSharedKey(
      app,
      'CARD_FINGERPRINT_SECRET',
      fingerprintKey.key,
      fingerprintKey.source,
      fingerprintKey.file,
    );
    app.decorate('fingerprintCard', createCardFingerprinter(fingerprintKey.key));
  },
  { name: 'payments', dependencies: ['db'] },
);
