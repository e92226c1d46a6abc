const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** A store-local 'YYYY-MM-DD HH:mm:ss' as the diner reads a clock: '12:40 PM' (zh-CN '下午12:40'). */
export function formatClock(text: string, locale: string): string {
  const match = LOCAL.exec(text);
  if (!match) {
    return text;
  }
  const [, year, month, day, hour, minute] = match.map(Number);
  const instant = new Date(Date.UTC(year!, month! - 1, day!, hour, minute));
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
}
