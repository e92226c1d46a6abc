import { describe, expect, it } from 'vitest';
import { customerProblems, EMPTY_CUSTOMER } from './customer-form';

const caller = { ...EMPTY_CUSTOMER, phoneNumber: '(312) 555-0123', firstName: 'Cal', lastName: 'Caller' };

describe('phone-order customer form', () => {
  it('asks for the phone and both names', () => {
    expect(customerProblems(EMPTY_CUSTOMER, false)).toEqual({
      phoneNumber: 'required',
      firstName: 'required',
      lastName: 'required',
    });
  });

  it('accepts a pick-up caller without an address, and checks an e-mail only when given', () => {
    expect(customerProblems(caller, false)).toEqual({});
    expect(customerProblems({ ...caller, email: 'cal@' }, false)).toEqual({ email: 'invalidEmail' });
    expect(customerProblems({ ...caller, phoneNumber: '555' }, false)).toEqual({
      phoneNumber: 'invalidPhone',
    });
  });

  it('needs the address for delivery', () => {
    expect(customerProblems({ ...caller, zip: '6060' }, true)).toEqual({
      address: 'required',
      city: 'required',
      state: 'required',
      zip: 'invalidZip',
    });
    expect(
      customerProblems(
        { ...caller, address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
        true,
      ),
    ).toEqual({});
  });
});
