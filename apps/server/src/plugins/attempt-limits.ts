import fp from 'fastify-plugin';

// Placeholder until this plugin is built.
export const attemptLimitsPlugin = fp(async () => {}, { name: 'attempt-limits' });
