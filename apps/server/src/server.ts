import type { DestinationStream } from 'pino';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { ConfigError, loadConfig } from './config.js';

/** pino-pretty on this thread (no transport worker), loaded only when a person reads the logs. */
async function logStream(config: AppConfig): Promise<DestinationStream | undefined> {
  if (config.logFormat !== 'pretty') {
    return undefined;
  }
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  const stream = await logStream(config);
  const app = await buildApp({ config, logger: { level: config.logLevel, ...(stream ? { stream } : {}) } });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.dbKind,
      ...(app.dbKind === 'pglite' ? { pgliteMode: config.pgliteMode } : {}),
      readyMs: Math.round(performance.now() - startedAt),
    },
    `Orderlane is serving ${config.publicUrl}`,
  );
}

void main();
