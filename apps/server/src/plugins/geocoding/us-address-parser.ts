export interface ParsedAddress {
  /** The street line(s), '' when none. */
  address: string;
  city: string;
  /** As typed: a code or a name; the gazetteer turns it into a code. */
  state: string;
  zip: string;
}

/** Tells whether a text names a state; the parser itself knows no place names. */
export type StateRecognizer = (text: string) => boolean;

const COUNTRY_SUFFIX = /[\s,]+(usa|us|u\.s\.a?\.?|united states(?: of america)?)$/i;
const ZIP_SUFFIX = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/;
const STATE_WORDS_MAX = 4; // 'District of Columbia'

/** Collapses whitespace and spaces around commas. */
export function normalizeAddressText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** The last 1..4 words of `text` that name a state, and what precedes them. */
function splitTrailingState(text: string, isState: StateRecognizer): { rest: string; state: string } | null {
  const words = text.split(' ');
  for (let count = Math.min(STATE_WORDS_MAX, words.length); count >= 1; count -= 1) {
    const candidate = words.slice(-count).join(' ').replace(/^,\s*/, '');
    if (isState(candidate)) {
      return { rest: words.slice(0, -count).join(' ').replace(/,$/, ''), state: candidate };
    }
  }
  return null;
}

/**
 * Reads a one-line US address: '233 S Wacker Dr, Chicago, IL 60606', 'Chicago, Illinois',
 * '60606', '233 S Wacker Dr, Suite 100, Chicago IL 60606-1234, USA'. A state is only taken from the
 * end when a comma or a ZIP marks the street as finished ('12 Elm Ct' keeps its 'Ct').
 */
export function parseUsAddress(text: string, isState: StateRecognizer): ParsedAddress {
  let rest = normalizeAddressText(text).replace(COUNTRY_SUFFIX, '');
  let zip = '';
  const zipMatch = ZIP_SUFFIX.exec(rest);
  if (zipMatch) {
    zip = zipMatch[1] ?? '';
    rest = normalizeAddressText(rest.slice(0, zipMatch.index));
  }
  let state = '';
  if (zip || rest.includes(',')) {
    const split = splitTrailingState(rest, isState);
    if (split) {
      state = split.state;
      rest = normalizeAddressText(split.rest);
    }
  }
  const parts = rest
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    return { address: parts.slice(0, -1).join(', '), city: parts.at(-1) ?? '', state, zip };
  }
  const only = parts[0] ?? '';
  // One part: a street when it starts with a number, otherwise a place name ('Chicago IL', 'Evanston').
  return /^\d/.test(only) ? { address: only, city: '', state, zip } : { address: '', city: only, state, zip };
}

/** '233 S Wacker Dr Chicago' with city 'Chicago' -> '233 S Wacker Dr'; the street as is otherwise. */
export function stripTrailingCity(address: string, city: string): string {
  const suffix = ` ${city.toUpperCase()}`;
  return address.toUpperCase().endsWith(suffix) ? address.slice(0, -suffix.length).trim() : address;
}
