import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';

/** pino-pretty on this thread (no transport worker), loaded only when a person reads the logs. */
export async function logStream(config: AppConfig): Promise<DestinationStream | undefined> {
  if (config.logFormat !== 'pretty') {
    return undefined;
  }
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}
