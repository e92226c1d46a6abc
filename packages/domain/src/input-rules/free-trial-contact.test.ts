import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_MESSAGES, newContactRecord, validateFreeTrialForm } from './free-trial-contact.js';

describe('free-trial contact form', () => {
  it.each([
    [{ cellPhone: '3125550100', businessPhone: '3125550101', hasAcceptedTerms: false }, 'TERMS_NOT_ACCEPTED'],
    [{ cellPhone: '', businessPhone: '', hasAcceptedTerms: false }, 'TERMS_NOT_ACCEPTED'],
    [{ cellPhone: ' ', businessPhone: '3125550101', hasAcceptedTerms: true }, 'PHONES_MISSING'],
    [{ cellPhone: '3125550100', businessPhone: '', hasAcceptedTerms: true }, 'PHONES_MISSING'],
    [{ cellPhone: '123', businessPhone: '3125550101', hasAcceptedTerms: true }, 'PHONE_INVALID'],
    [{ cellPhone: '(312) 555-0100', businessPhone: '1234567890', hasAcceptedTerms: true }, 'PHONE_INVALID'],
    [{ cellPhone: '3125550100', businessPhone: '3125550101', hasAcceptedTerms: true }, null],
    [{ cellPhone: '+1 (312) 555-0100', businessPhone: '312.555.0101', hasAcceptedTerms: true }, null],
  ] as const)('answers %o with %s', (form, expected) => {
    expect(validateFreeTrialForm(form)).toBe(expected);
  });

  it('keeps the spec sentences word for word', () => {
    expect(FREE_TRIAL_MESSAGES.TERMS_NOT_ACCEPTED).toBe(
      'Please agree to the privacy terms and service terms first.',
    );
    expect(FREE_TRIAL_MESSAGES.PHONES_MISSING).toBe(
      'Mobile phone number or business phone number is not filled in.',
    );
  });

  it('fills a new record with the defaults', () => {
    const record = newContactRecord({ cellPhone: ' 312 555 0100 ', businessPhone: '3125550101' });
    expect(record).toMatchObject({
      cellPhone: '312 555 0100',
      businessPhone: '3125550101',
      partnered: false,
      interested: false,
      typeOfAction: '未合作',
      notes: '',
    });
    expect(Object.keys(record)).toHaveLength(22);
  });
});
