import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const authPlugin = fp(async () => {}, { name: 'auth' });
