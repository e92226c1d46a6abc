import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import type { ObjectStorage } from '@/plugins/storage/object-storage.js';
import type { FaxSender } from './fax-sender.js';
import { createOutboxFaxSender } from './outbox-fax-sender.js';
import { createProviderFaxSender } from './provider-fax-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    fax: FaxSender;
  }
}

export interface FaxPluginOptions {
  /** Tests may hand in a sender of their own; otherwise FAX chooses. */
  sender?: FaxSender;
}

/** The one place the fax sender is chosen, from config: the storage's outbox, or the provider's HTTPS API. */
export function createFaxSender(
  config: Pick<AppConfig, 'fax' | 'faxProvider'>,
  storage: Pick<ObjectStorage, 'put'>,
  log?: { info(object: object, message: string): void },
): FaxSender {
  switch (config.fax) {
    case 'outbox':
      return createOutboxFaxSender({ storage, log });
    case 'provider':
      return createProviderFaxSender({
        endpoint: config.faxProvider.url ?? '',
        apiKey: config.faxProvider.apiKey ?? '',
        fromNumber: config.faxProvider.fromNumber ?? '',
      });
  }
}

/** Faxed kitchen tickets: the outbox folder by default, a provider's HTTPS API with FAX=provider. */
export const faxPlugin = fp<FaxPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ plugin: 'fax' });
    app.decorate('fax', options.sender ?? createFaxSender(app.config, app.objectStorage, log));
  },
  { name: 'fax', dependencies: ['uploads'] },
);
