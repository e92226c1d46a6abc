import { describe, expect, it } from 'vitest';
import {
  findBusinessProblem,
  formatTaxRatePercent,
  parseTaxRatePercent,
  toFinishRestaurant,
  type BusinessForm,
} from './finish-restaurant';

const form: BusinessForm = {
  name: ' Taco Town ',
  phone: '(312) 555-0142',
  address: '100 N State St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  taxRatePercent: '10.25',
};

describe('finish flow store', () => {
  it.each([
    ['10.25', 0.1025],
    ['10.25%', 0.1025],
    ['0', 0],
    ['8.875', 0.08875],
    ['20', 0.2],
    ['20.01', null],
    ['50', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('tax rate %j percent is the fraction %j', (text, expected) => {
    expect(parseTaxRatePercent(text)).toBe(expected);
  });

  it('shows a stored fraction as a percentage', () => {
    expect(formatTaxRatePercent(0.1025)).toBe('10.25');
    expect(formatTaxRatePercent(null)).toBe('');
  });

  it('names the first missing field, then a bad rate', () => {
    expect(findBusinessProblem(form)).toBeNull();
    expect(findBusinessProblem({ ...form, city: ' ' })).toBe('city');
    expect(findBusinessProblem({ ...form, taxRatePercent: '70' })).toBe('taxRate');
    expect(findBusinessProblem({ ...form, taxRatePercent: '25' })).toBe('taxRate');
  });

  it('creates the store inactive, on the marketplace, with tips and the phone as an integer', () => {
    expect(toFinishRestaurant(form, 42)).toEqual({
      ownerId: 42,
      active: false,
      ownDriver: false,
      receiveByFax: false,
      orderlane: true,
      orderlaneDrive: false,
      name: 'Taco Town',
      phoneNumber: 3125550142,
      address: '100 N State St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      taxRate: 0.1025,
      receiveTip: true,
    });
  });
});
