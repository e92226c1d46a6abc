import { IANAZone, type Zone } from 'luxon';

const HOUR_MS = 60 * 60_000;
// Hours remembered per zone before starting over: a year of hours, far more than a running server's days need.
const MAX_HOURS_PER_ZONE = 8_784;
// Zone names are the stores' (a few), but a bad one must not grow the map without end.
const MAX_ZONES = 512;

/**
 * An IANA zone that remembers its UTC offset hour by hour. Luxon asks the platform's Intl for the offset of every
 * instant it converts (`formatToParts`, the largest part of its time in the server's profile of `calculateOrder`:
 * docs/PERFORMANCE.md §8.2), yet a zone's offset changes only a few times a year. An hour is remembered when its first and last millisecond
 * have the same offset, which no zone's rules have ever changed and changed back between; an hour holding a
 * change (a DST night's) is asked of Intl at every instant, as before.
 */
class OffsetRememberingZone extends IANAZone {
  private readonly offsets = new Map<number, number>();

  override offset(ts: number): number {
    if (!Number.isFinite(ts) || !this.isValid) {
      return super.offset(ts);
    }
    const hour = Math.floor(ts / HOUR_MS);
    const known = this.offsets.get(hour);
    if (known !== undefined) {
      return known;
    }
    const atStart = super.offset(hour * HOUR_MS);
    if (atStart !== super.offset(hour * HOUR_MS + HOUR_MS - 1)) {
      return super.offset(ts);
    }
    if (this.offsets.size >= MAX_HOURS_PER_ZONE) {
      this.offsets.clear();
    }
    this.offsets.set(hour, atStart);
    return atStart;
  }
}

const zones = new Map<string, OffsetRememberingZone>();

/**
 * The zone to give luxon for a store's IANA zone name (`{ zone: storeZone(name) }`, `setZone(storeZone(name))`):
 * the same instant, wall clock and validity as the name itself, with the offsets computed once per hour.
 */
export function storeZone(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    if (zones.size >= MAX_ZONES) {
      zones.clear();
    }
    zone = new OffsetRememberingZone(timeZone);
    zones.set(timeZone, zone);
  }
  return zone;
}
