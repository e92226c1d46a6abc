import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pingRedis } from '@/plugins/redis.js';

type Check = 'up' | 'down' | 'not configured';

const DATABASE_TIMEOUT_MS = 3_000;

/** `select 1` within a few seconds: a database that hangs is as unreachable as one that refuses. */
async function pingDatabase(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)),
      DATABASE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([app.db.execute(sql`select 1`), timeout]);
    return true;
  } catch (error) {
    app.log.error({ err: error }, 'health check: database unreachable');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance) {
  // Reachability of what every request needs; `/api/ready` is the load balancer's in-or-out signal.
  app.get('/health', async (_request, reply) => {
    const [databaseUp, redisUp] = await Promise.all([
      pingDatabase(app),
      app.redis ? pingRedis(app.redis) : Promise.resolve(null),
    ]);
    const checks: { database: Check; redis: Check } = {
      database: databaseUp ? 'up' : 'down',
      redis: redisUp === null ? 'not configured' : redisUp ? 'up' : 'down',
    };
    if (databaseUp && redisUp !== false) {
      return { status: 200, database: app.dbKind, checks };
    }
    const message = databaseUp ? 'Redis is unreachable.' : 'The database is unreachable.';
    return reply.status(503).send({ status: 503, message, database: app.dbKind, checks });
  });
}
