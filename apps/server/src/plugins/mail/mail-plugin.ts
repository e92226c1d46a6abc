import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const mailPlugin = fp(async () => {}, { name: 'mail' });
