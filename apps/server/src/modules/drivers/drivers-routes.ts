import type { FastifyInstance } from 'fastify';

// Placeholder until this module is built.
export async function driversRoutes(_app: FastifyInstance) {}
