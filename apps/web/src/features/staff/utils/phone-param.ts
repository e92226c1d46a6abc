/** The line the call came in on, from `/phone-order/{phone}` or `?phone=`: digits only, a leading 1 dropped. */
export function phoneFromRoute(pathPhone: string | undefined, queryPhone: string | null): string {
  const raw = queryPhone ?? pathPhone ?? '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    text = raw;
  }
  return text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}
