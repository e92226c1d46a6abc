import { isEmailValid, isPhoneValid, isZipValid } from '@orderlane/domain';

export interface CustomerFields {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_CUSTOMER: CustomerFields = {
  phoneNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

export type CustomerProblem = 'required' | 'invalidPhone' | 'invalidZip' | 'invalidEmail';

/** Each field's problem: phone and names always, the address for delivery; e-mail only checked when given. */
export function customerProblems(
  fields: CustomerFields,
  isDelivery: boolean,
): Partial<Record<keyof CustomerFields, CustomerProblem>> {
  const problems: Partial<Record<keyof CustomerFields, CustomerProblem>> = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(fields.phoneNumber)) {
    problems.phoneNumber = 'required';
  } else if (!isPhoneValid(fields.phoneNumber)) {
    problems.phoneNumber = 'invalidPhone';
  }
  for (const name of ['firstName', 'lastName'] as const) {
    if (blank(fields[name])) {
      problems[name] = 'required';
    }
  }
  if (!blank(fields.email) && !isEmailValid(fields.email)) {
    problems.email = 'invalidEmail';
  }
  if (isDelivery) {
    for (const name of ['address', 'city', 'state'] as const) {
      if (blank(fields[name])) {
        problems[name] = 'required';
      }
    }
    if (blank(fields.zip)) {
      problems.zip = 'required';
    } else if (!isZipValid(fields.zip.trim())) {
      problems.zip = 'invalidZip';
    }
  }
  return problems;
}
