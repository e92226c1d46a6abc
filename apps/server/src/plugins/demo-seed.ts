import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const demoSeedPlugin = fp(async () => {}, { name: 'demo-seed' });
