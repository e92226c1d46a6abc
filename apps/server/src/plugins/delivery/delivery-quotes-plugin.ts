import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const deliveryQuotesPlugin = fp(async () => {}, { name: 'delivery-quotes' });
