/** Store-local calendar arithmetic for seeding, on Intl alone (the server does not depend on luxon). */

const DAY_MILLIS = 86_400_000;

/** 'YYYY-MM-DD' in `timeZone`, `dayOffset` days from `now`. */
export function toStoreLocalDate(now: Date, timeZone: string, dayOffset = 0): string {
  const shifted = new Date(now.getTime() + dayOffset * DAY_MILLIS);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

/** How far `timeZone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMillis(utcMillis: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(utcMillis);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wallClockAsUtc - utcMillis;
}

/** The instant of a store-local 'YYYY-MM-DD' + 'HH:mm'. */
export function fromStoreLocalTime(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(wallClockAsUtc - zoneOffsetMillis(wallClockAsUtc, timeZone));
}
