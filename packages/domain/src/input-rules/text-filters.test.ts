import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DROP_OFF_OPTION,
  DROP_OFF_NOTE_MAX_LENGTH,
  composeDeliveryNote,
  filterDropOffNote,
} from './delivery-note.js';
import { SPECIAL_INSTRUCTIONS_MAX_LENGTH, filterSpecialInstructions } from './special-instructions.js';
import { isEmailValid } from './email.js';

describe('text filters', () => {
  it.each([
    ['No onions, please!', 'No onions, please!'],
    ['Sauce <script>alert(1)</script>', 'Sauce scriptalert(1)/script'],
    ['Extra $ hot % {spicy}', 'Extra  hot  spicy'],
    ['Line one\nLine two', 'Line oneLine two'],
    ["Mom's order #2: 50/50 & more?", "Mom's order #2: 50/50 & more?"],
    ['少辣 please', '少辣 please'],
  ])('special instructions %j keep letters, digits and some punctuation: %j', (text, expected) => {
    expect(filterSpecialInstructions(text)).toBe(expected);
  });

  it('special instructions stop at 200 characters', () => {
    expect(SPECIAL_INSTRUCTIONS_MAX_LENGTH).toBe(200);
    expect(filterSpecialInstructions('a'.repeat(250))).toHaveLength(200);
  });

  it.each([
    ['Gate code #1234!', 'Gate code 1234'],
    ['Blue  door, 2nd floor', 'Blue door 2nd floor'],
    ['x'.repeat(150), 'x'.repeat(DROP_OFF_NOTE_MAX_LENGTH)],
  ])('drop-off note %j is filtered to letters and digits: %j', (text, expected) => {
    expect(filterDropOffNote(text)).toBe(expected);
  });

  it.each([
    ['Hand it to me', '', 'Hand it to me'],
    ['Leave it at my door', ' Gate #12 ', 'Leave it at my door. Gate 12'],
  ] as const)('Address dialog: note from %s plus %j is %j', (option, extra, expected) => {
    expect(composeDeliveryNote(option, extra)).toBe(expected);
  });

  it("the drop-off option defaults to 'Hand it to me'", () => {
    expect(DEFAULT_DROP_OFF_OPTION).toBe('Hand it to me');
  });

  it.each([
    ['demo@orderlane.example', true],
    ['a.b+c@mail.co.uk', true],
    ['no-at.example', false],
    ['a@b', false],
    ['a@b.c', false],
    ['', false],
  ])('Driver form: e-mail %s matches the simple pattern: %s', (email, expected) => {
    expect(isEmailValid(email)).toBe(expected);
  });
});
