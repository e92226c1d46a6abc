const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** A store-local 'YYYY-MM-DD HH:mm:ss' as a UTC instant, so Intl can print its wall-clock parts as written. */
function wallClock(text: string): Date | null {
  const match = LOCAL.exec(text);
  if (!match) {
    return null;
  }
  const [, year, month, day, hour, minute] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute));
}

/**
 * '12:40 PM' for a store-local time of today, 'Nov 24, 12:40 PM' for another day; zh-CN reads '下午12:40'.
 */
export function formatStoreLocalTime(text: string, today: string, locale: string): string {
  const instant = wallClock(text);
  if (!instant) {
    return text;
  }
  const isToday = text.slice(0, 10) === today;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    ...(isToday ? {} : { month: 'short', day: 'numeric' }),
  }).format(instant);
}

/** Whole minutes between two store-local times ('YYYY-MM-DD HH:mm:ss'), never negative. */
export function minutesBetween(from: string, to: string): number {
  const start = wallClock(from);
  const end = wallClock(to);
  return start && end ? Math.max(0, Math.floor((end.getTime() - start.getTime()) / 60_000)) : 0;
}

/** '(312) 555-0142' for ten US digits; anything else as given. */
export function formatPhone(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : text;
}
