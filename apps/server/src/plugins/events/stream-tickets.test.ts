import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { STREAM_TICKET_TTL_MS, issueStreamTicket, redeemStreamTicket } from './stream-tickets.js';

describe('stream tickets', async () => {
  const app = await buildTestApp();
  const holder = { kind: 'OWNER' as const, accountId: 4, sessionTokenId: 9 };
  const issuedAt = new Date('2030-01-01T12:00:00Z');
  const later = (ms: number) => new Date(issuedAt.getTime() + ms);

  it('opens one stream: the first redemption gets the holder, the second nothing', async () => {
    const { ticket, expiresInSeconds } = await issueStreamTicket(app.db, holder, issuedAt);
    expect(expiresInSeconds).toBe(60);
    expect(await redeemStreamTicket(app.db, ticket, 'OWNER', later(1_000))).toEqual(holder);
    expect(await redeemStreamTicket(app.db, ticket, 'OWNER', later(2_000))).toBeNull();
  });

  it('is refused once its minute is over, and for the other kind of account', async () => {
    const stale = await issueStreamTicket(app.db, holder, issuedAt);
    expect(await redeemStreamTicket(app.db, stale.ticket, 'OWNER', later(STREAM_TICKET_TTL_MS))).toBeNull();
    const owners = await issueStreamTicket(app.db, holder, issuedAt);
    expect(await redeemStreamTicket(app.db, owners.ticket, 'DINER', later(1_000))).toBeNull();
    expect(await redeemStreamTicket(app.db, 'x'.repeat(500), 'OWNER', later(1_000))).toBeNull();
  });
});
