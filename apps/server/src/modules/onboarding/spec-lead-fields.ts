/**
 * Spec 001's own sendCustomEmail carries the lead only inside its HTML body. The server never mails that HTML:
 * it reads plain labelled values ("Restaurant Name: Lucky Noodle" or a label cell then a value cell) back out.
 */
export type SpecLeadField = 'name' | 'store' | 'phone' | 'email' | 'zip' | 'address';

const LABELS: Record<string, SpecLeadField> = {
  name: 'name',
  'contact name': 'name',
  'your name': 'name',
  'restaurant name': 'store',
  restaurant: 'store',
  'store name': 'store',
  store: 'store',
  'phone number': 'phone',
  phone: 'phone',
  'mobile phone': 'phone',
  telephone: 'phone',
  email: 'email',
  'e-mail': 'email',
  zip: 'zip',
  'zip code': 'zip',
  address: 'address',
};
const MAX_VALUE = 200;
const MAX_NOTES = 2000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The body's text pieces, tags dropped, entities undone, blanks left out. */
function textPieces(html: string): string[] {
  return html
    .split(/<[^>]*>/)
    .map((piece) => decode(piece).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const labelOf = (text: string) =>
  LABELS[
    text
      .replace(/[:：]\s*$/, '')
      .trim()
      .toLowerCase()
  ];

/** The labelled values found in the body; the first of each wins. */
export function readSpecLeadFields(html: string): Partial<Record<SpecLeadField, string>> {
  const pieces = textPieces(html);
  const found: Partial<Record<SpecLeadField, string>> = {};
  const keep = (field: SpecLeadField, value: string) => {
    found[field] ??= value.trim().slice(0, MAX_VALUE);
  };
  pieces.forEach((piece, index) => {
    const inline = /^([^:：]{1,30})[:：]\s*(\S.*)$/.exec(piece);
    const inlineField = inline ? labelOf(inline[1]!) : undefined;
    if (inline && inlineField) {
      keep(inlineField, inline[2]!);
      return;
    }
    const field = labelOf(piece);
    const next = pieces[index + 1];
    if (field && next !== undefined && !labelOf(next)) {
      keep(field, next);
    }
  });
  return found;
}

/** The body as plain text for the team's mail, bounded. */
export function specBodyText(html: string): string {
  return textPieces(html).join(' ').slice(0, MAX_NOTES);
}
