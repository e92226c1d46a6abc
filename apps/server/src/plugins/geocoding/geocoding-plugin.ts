import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const geocodingPlugin = fp(async () => {}, { name: 'geocoding' });
