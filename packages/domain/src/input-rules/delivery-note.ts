export const DROP_OFF_OPTIONS = ['Hand it to me', 'Leave it at my door'] as const;
export type DropOffOption = (typeof DROP_OFF_OPTIONS)[number];
export const DEFAULT_DROP_OFF_OPTION: DropOffOption = 'Hand it to me';
// Spec gives no length for the extra note; 100 fits a gate code and directions.
export const DROP_OFF_NOTE_MAX_LENGTH = 100;

/** Letters and digits only; single spaces are kept so "gate 12" stays readable. */
export function filterDropOffNote(text: string): string {
  return text
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/ {2,}/g, ' ')
    .slice(0, DROP_OFF_NOTE_MAX_LENGTH);
}

/** The customer note saved with a delivery address: the drop-off option plus the extra text. */
export function composeDeliveryNote(option: DropOffOption, extra: string): string {
  const note = filterDropOffNote(extra).trim();
  return note === '' ? option : `${option}. ${note}`;
}
