/** Whose live streams a `session` event is about: a restaurant account (owner or staff) or a diner. */
export type StreamAccountKind = 'OWNER' | 'DINER';

/**
 * What one server process tells every other: an order changed, a store's pause or menu availability changed,
 * or an account's sessions or store roles changed (its open streams re-check whether they may stay open).
 */
export type PortalEvent =
  | { type: 'order'; storeId: number; orderId: number; status: string }
  | { type: 'store'; storeId: number }
  | { type: 'menu'; storeId: number }
  | { type: 'session'; kind: StreamAccountKind; accountId: number };

/** A local signal, never published: the shared stream dropped and came back, so listeners may have missed events. */
export type BusSignal = { type: 'resync' };

export type BusMessage = PortalEvent | BusSignal;

export type BusListener = (message: BusMessage) => void;

/**
 * An event sent by a caller's own statement (`pg_notify(channel, payload)`), where the bus is LISTEN/NOTIFY on the
 * app's database: PostgreSQL delivers it when that transaction commits and drops it when it rolls back, so the
 * event and the change it tells of commit together, and the caller saves a statement.
 */
export interface NotificationInStatement {
  channel: string;
  payload: string;
}

/**
 * Fan-out of events to every server process (each one's listeners included), so a board connected to any
 * process sees a change made on any other. Delivery is at most once; listeners refetch after a `resync`.
 */
export interface EventBus {
  readonly kind: 'postgres' | 'pglite' | 'redis';
  publish(event: PortalEvent): Promise<void>;
  /** Where the bus is the app's database: the event as a caller's statement sends it (see the type). */
  notificationInStatement?(event: PortalEvent): NotificationInStatement;
  subscribe(listener: BusListener): () => void;
  /** Resolves once the process listens (events published before that are not seen by it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const MAX_CHANNEL_LENGTH = 63;

/** One channel per database schema, so test runs sharing a PostgreSQL server never hear each other. */
export function eventChannelName(schemaName: string | undefined): string {
  return (schemaName ? `orderlane_events_${schemaName}` : 'orderlane_events').slice(0, MAX_CHANNEL_LENGTH);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Reads a payload from the wire; anything malformed (another program on the channel) is dropped. */
export function parsePortalEvent(payload: string): PortalEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') {
    return null;
  }
  const event = value as Record<string, unknown>;
  if (
    event.type === 'session' &&
    (event.kind === 'OWNER' || event.kind === 'DINER') &&
    isId(event.accountId)
  ) {
    return { type: 'session', kind: event.kind, accountId: event.accountId };
  }
  if (!isId(event.storeId)) {
    return null;
  }
  if (event.type === 'order' && isId(event.orderId) && typeof event.status === 'string') {
    return { type: 'order', storeId: event.storeId, orderId: event.orderId, status: event.status };
  }
  if (event.type === 'store' || event.type === 'menu') {
    return { type: event.type, storeId: event.storeId };
  }
  return null;
}

/** The listener set every bus keeps; one listener's throw never stops the others. */
export function createListenerSet(onError: (error: unknown) => void) {
  const listeners = new Set<BusListener>();
  return {
    add(listener: BusListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(message: BusMessage) {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          onError(error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
