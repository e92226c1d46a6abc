import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { storeZone } from './store-zone.js';

// Zones whose rules are unusual: half-hour and 45-minute offsets, a 30-minute DST, a negative DST, the date line,
// a zone that dropped DST, and the southern hemisphere.
const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Europe/Dublin',
  'Pacific/Apia',
  'America/Sao_Paulo',
  'Asia/Shanghai',
];

const instants = fc.integer({
  min: Date.UTC(1900, 0, 1),
  max: Date.UTC(2100, 0, 1),
});

describe('a store zone remembers its offsets by the hour', () => {
  it('gives every instant the offset the zone itself gives (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instants, (name, ts) => {
        expect(storeZone(name).offset(ts)).toBe(IANAZone.create(name).offset(ts));
        // Asked again, from what it remembered.
        expect(storeZone(name).offset(ts)).toBe(IANAZone.create(name).offset(ts));
      }),
      { numRuns: 3_000 },
    );
  });

  it('is right through a change of offset, minute by minute, on the hour or within one', () => {
    for (const [name, change] of [
      ['America/Chicago', Date.UTC(2026, 2, 8, 8)],
      ['America/Chicago', Date.UTC(2026, 10, 1, 7)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['Pacific/Chatham', Date.UTC(2026, 8, 26, 14)],
      // These change within a UTC hour: 02:00 in St. John's (-03:30) is 05:30 UTC, and Nepal moved from +05:30
      // to +05:45 at its midnight, 18:30 UTC.
      ['America/St_Johns', Date.UTC(2026, 2, 8, 5, 30)],
      ['America/St_Johns', Date.UTC(2026, 10, 1, 4, 30)],
      ['Asia/Kathmandu', Date.UTC(1985, 11, 31, 18, 30)],
    ] as const) {
      expect(IANAZone.create(name).offset(change - 1)).not.toBe(IANAZone.create(name).offset(change));
      for (let minute = -90; minute <= 90; minute++) {
        const ts = change + minute * 60_000;
        expect(storeZone(name).offset(ts), `${name} ${new Date(ts).toISOString()}`).toBe(
          IANAZone.create(name).offset(ts),
        );
      }
    }
  });

  it('converts wall clocks as the zone name does, gaps and repeated hours included', () => {
    for (const wall of ['2026-03-08T02:30:00', '2026-11-01T01:30:00', '2026-07-04T12:00:00']) {
      const byName = DateTime.fromISO(wall, { zone: 'America/Chicago' });
      const byZone = DateTime.fromISO(wall, { zone: storeZone('America/Chicago') });
      expect(byZone.toMillis()).toBe(byName.toMillis());
      expect(byZone.toISO()).toBe(byName.toISO());
      expect(byZone.zoneName).toBe('America/Chicago');
    }
  });

  it('is the same zone as its name to luxon, and an unknown name stays invalid', () => {
    const now = DateTime.now();
    expect(now.setZone(storeZone('America/Chicago')).zone.equals(IANAZone.create('America/Chicago'))).toBe(
      true,
    );
    expect(storeZone('Mars/Olympus_Mons').isValid).toBe(false);
    expect(DateTime.fromMillis(0, { zone: storeZone('Mars/Olympus_Mons') }).isValid).toBe(false);
    expect(storeZone('America/Chicago')).toBe(storeZone('America/Chicago'));
  });
});
