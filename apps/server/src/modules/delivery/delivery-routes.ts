import type { FastifyInstance } from 'fastify';

// Placeholder until this module is built.
export async function deliveryRoutes(_app: FastifyInstance) {}
