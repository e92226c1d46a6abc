import { describe, expect, it } from 'vitest';
import { buildRegistrationBody } from './registration-email';

describe('registration e-mail body', () => {
  it('lists each value under its own label, escaped', () => {
    const body = buildRegistrationBody({
      name: 'Ana Diaz',
      store: 'Tacos <b>&</b> Co',
      phone: '3125550142',
      email: 'ana@tacos.example',
      zip: '60601',
    });
    expect(body).toContain('<th align="left">Restaurant Name</th><td>Tacos &lt;b&gt;&amp;&lt;/b&gt; Co</td>');
    expect(body).toContain('<th align="left">Zip</th><td>60601</td>');
    expect(body).toContain('<th align="left">Email</th><td>ana@tacos.example</td>');
    expect(body).not.toContain('<b>');
  });
});
