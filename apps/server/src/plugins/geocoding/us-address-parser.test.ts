import { describe, expect, it } from 'vitest';
import { normalizeAddressText, parseUsAddress, stripTrailingCity } from './us-address-parser.js';

const states = new Set(['IL', 'NY', 'CT', 'NE', 'ILLINOIS', 'NEW YORK', 'DISTRICT OF COLUMBIA', 'DC']);
const isState = (text: string) => states.has(text.toUpperCase());

describe('parseUsAddress', () => {
  it.each([
    [
      '233 S Wacker Dr, Chicago, IL 60606',
      { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
    ],
    [
      '233 S Wacker Dr, Chicago IL 60606',
      { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
    ],
    [
      '  233  S Wacker Dr ,Chicago ,  il  60606-1234 , USA ',
      { address: '233 S Wacker Dr', city: 'Chicago', state: 'il', zip: '60606' },
    ],
    [
      '233 S Wacker Dr, Suite 100, Chicago, Illinois',
      { address: '233 S Wacker Dr, Suite 100', city: 'Chicago', state: 'Illinois', zip: '' },
    ],
    [
      '10 W 34th St, New York, New York 10001',
      { address: '10 W 34th St', city: 'New York', state: 'New York', zip: '10001' },
    ],
    [
      '1600 Pennsylvania Ave NW, Washington, District of Columbia 20500',
      {
        address: '1600 Pennsylvania Ave NW',
        city: 'Washington',
        state: 'District of Columbia',
        zip: '20500',
      },
    ],
    [
      '233 S Wacker Dr Chicago IL 60606',
      { address: '233 S Wacker Dr Chicago', city: '', state: 'IL', zip: '60606' },
    ],
    ['60606', { address: '', city: '', state: '', zip: '60606' }],
    ['Chicago, IL', { address: '', city: 'Chicago', state: 'IL', zip: '' }],
    ['Chicago IL 60601', { address: '', city: 'Chicago', state: 'IL', zip: '60601' }],
    ['Evanston', { address: '', city: 'Evanston', state: '', zip: '' }],
    ['12 Elm Ct', { address: '12 Elm Ct', city: '', state: '', zip: '' }],
    ['400 Main St NE', { address: '400 Main St NE', city: '', state: '', zip: '' }],
    ['233 S Wacker Dr, Chicago', { address: '233 S Wacker Dr', city: 'Chicago', state: '', zip: '' }],
    ['', { address: '', city: '', state: '', zip: '' }],
  ])('reads %j', (text, expected) => {
    expect(parseUsAddress(text, isState)).toEqual(expected);
  });
});

describe('normalizeAddressText', () => {
  it('collapses spaces and commas', () => {
    expect(normalizeAddressText(' a ,  b,c , ')).toBe('a, b, c');
  });
});

describe('stripTrailingCity', () => {
  it.each([
    ['233 S Wacker Dr Chicago', 'Chicago', '233 S Wacker Dr'],
    ['233 S Wacker Dr chicago', 'Chicago', '233 S Wacker Dr'],
    ['233 S Wacker Dr', 'Chicago', '233 S Wacker Dr'],
    ['12 Chicago Ave', 'Chicago', '12 Chicago Ave'],
  ])('%j without %j is %j', (address, city, expected) => {
    expect(stripTrailingCity(address, city)).toBe(expected);
  });
});
