import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const paymentsPlugin = fp(async () => {}, { name: 'payments' });
