import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { EventBus, StreamAccountKind } from './event-bus.js';
import type { EventStream, EventStreams } from './event-streams.js';
import { endStreamLease, renewStreamLease, takeStreamLease, type StreamCaps } from './stream-leases.js';
import type { StreamHolder } from './stream-tickets.js';

export interface StreamGuardRules extends StreamCaps {
  /** The server ends a stream this long after it opened; the browser opens a new one with a new ticket. */
  lifetimeMs: number;
  /** The session and role are checked again at least this often (and before every event sent). */
  recheckMs: number;
}

export const TOO_MANY_STREAMS_PER_ACCOUNT_MESSAGE =
  'Too many live order screens are open for this account. Close one, then try again.';
export const TOO_MANY_STREAMS_PER_ADDRESS_MESSAGE =
  'Too many live order screens are open from this network. Close one, then try again.';

export interface GuardedStream extends EventStream {
  /** Runs `send` only while the holder may still see the stream; otherwise the stream is ended. */
  sendIfAllowed(send: () => Promise<void>): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
}

const accountKeyOf = (kind: StreamAccountKind, accountId: number) =>
  `stream:${kind.toLowerCase()}:${accountId}`;

/**
 * Event streams that last only while their holder may see them: capped per account and per client address
 * across processes, re-checked before each event, every `recheckMs` and when the bus says the account's
 * sessions or roles changed, and ended after `lifetimeMs`. An `end` event tells the browser whether to reconnect.
 */
export function createStreamGuard({
  db,
  streams,
  bus,
  rules,
  log,
  now = () => new Date(),
}: {
  db: Db;
  streams: EventStreams;
  bus: EventBus;
  rules: StreamGuardRules;
  log: Log;
  now?: () => Date;
}) {
  const rechecksByAccount = new Map<string, Set<() => Promise<boolean>>>();
  // A lease outlives two missed renewals, so only a process that stopped leaves rows that still count.
  const leaseMs = rules.recheckMs * 2 + 30_000;
  const unsubscribe = bus.subscribe((message) => {
    if (message.type === 'session') {
      for (const recheck of rechecksByAccount.get(accountKeyOf(message.kind, message.accountId)) ?? []) {
        void recheck();
      }
    }
  });

  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      holder,
      addressKey,
      isAllowed,
    }: { holder: StreamHolder; addressKey: string | null; isAllowed: () => Promise<boolean> },
  ): Promise<GuardedStream> {
    const accountKey = accountKeyOf(holder.kind, holder.accountId);
    const openedAt = now();
    const lease = await takeStreamLease(
      db,
      { accountKey, addressKey },
      rules,
      openedAt,
      new Date(openedAt.getTime() + leaseMs),
    );
    if ('refused' in lease) {
      throw new DomainError(
        'rate_limited',
        lease.refused === 'account'
          ? TOO_MANY_STREAMS_PER_ACCOUNT_MESSAGE
          : TOO_MANY_STREAMS_PER_ADDRESS_MESSAGE,
      );
    }
    const stream = streams.open(request, reply);
    const end = (reconnect: boolean) => {
      stream.send('end', { reconnect });
      stream.close();
    };
    const recheck = async () => {
      if (stream.closed) {
        return false;
      }
      const allowed = await isAllowed().catch((error: unknown) => {
        log.warn({ err: error }, 'could not check an event stream; ending it');
        return false;
      });
      if (!allowed && !stream.closed) {
        end(false);
      }
      return allowed;
    };
    const rechecks = rechecksByAccount.get(accountKey) ?? new Set();
    rechecksByAccount.set(accountKey, rechecks.add(recheck));
    const timer = setInterval(() => {
      void recheck().then((allowed) =>
        allowed
          ? renewStreamLease(db, lease.leaseId, new Date(now().getTime() + leaseMs)).catch((error: unknown) =>
              log.warn({ err: error }, 'could not renew an event stream lease'),
            )
          : undefined,
      );
    }, rules.recheckMs);
    timer.unref();
    const lifetime = setTimeout(() => end(true), rules.lifetimeMs);
    lifetime.unref();
    stream.onClose(() => {
      clearInterval(timer);
      clearTimeout(lifetime);
      rechecks.delete(recheck);
      if (rechecks.size === 0) {
        rechecksByAccount.delete(accountKey);
      }
      endStreamLease(db, lease.leaseId).catch((error: unknown) =>
        log.warn({ err: error }, 'could not end an event stream lease'),
      );
    });
    return Object.assign(stream, {
      async sendIfAllowed(send: () => Promise<void>) {
        if (await recheck()) {
          await send();
        }
      },
    });
  }

  return {
    open,
    /** Tells every process to re-check the account's open streams now (sign-out, password change, removal). */
    async recheckAccount(kind: StreamAccountKind, accountId: number) {
      await bus
        .publish({ type: 'session', kind, accountId })
        .catch((error: unknown) =>
          log.warn({ err: error }, 'could not ask the event streams to re-check an account'),
        );
    },
    close: unsubscribe,
  };
}

export type StreamGuard = ReturnType<typeof createStreamGuard>;
