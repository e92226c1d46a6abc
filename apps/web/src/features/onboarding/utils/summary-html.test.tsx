import { describe, expect, it } from 'vitest';
import { buildInquiryBody, buildOwnerInfoBody } from './summary-html';

describe('summary e-mails', () => {
  it('escapes what the owner typed', () => {
    const body = buildInquiryBody({
      restaurantName: '<script>x</script>',
      email: 'a@b.co',
      mobilePhone: '13125550142',
      address: '1 Main St',
      place: null,
      referral: null,
    });
    expect(body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(body).not.toContain('<script>');
  });

  it('lists the menu step', () => {
    const body = buildOwnerInfoBody({
      restaurantName: 'Taco Town',
      address: '1 Main St',
      email: 'a@b.co',
      phoneNumber: '3125550142',
      website: '',
      storeHours: 'Mon-Fri 11-9',
      businessType: 'Local',
      locations: '1-5',
      fileNames: ['menu.pdf', 'front.png'],
    });
    expect(body).toContain('<th align="left">Files</th><td>menu.pdf, front.png</td>');
    expect(body).toContain('<th align="left">Number of locations</th><td>1-5</td>');
  });
});
