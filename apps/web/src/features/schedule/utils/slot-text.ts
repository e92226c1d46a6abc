/** '13:05' -> '1:05 PM'. */
export function formatSlot(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix}`;
}

/** 'Tue, Nov 24' for a calendar date 'YYYY-MM-DD', in the diner's language. */
export function formatDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The stored form of a chosen slot: store-local 'YYYY-MM-DD HH:mm:ss'. */
export const toScheduleTime = (isoDate: string, time: string) => `${isoDate} ${time}:00`;
