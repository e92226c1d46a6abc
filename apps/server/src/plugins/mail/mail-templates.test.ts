import { describe, expect, it } from 'vitest';
import { pickMailLocale } from './mail-locale.js';
import { renderMail } from './mail-templates.js';

const brand = { brandName: 'Orderlane', supportEmail: 'support@orderlane.example' };
const resetUrl = 'https://orderlane.test/resetPassword?email=a%40example.com&token=abc_DEF-123';

describe('renderMail', () => {
  it.each([
    ['en', 'Reset your Orderlane password', '30 minutes'],
    ['zh-CN', '重置您的 Orderlane 密码', '30 分钟'],
  ] as const)('writes the %s password reset with its link in HTML and text', (locale, subject, validity) => {
    const mail = renderMail(
      { to: 'a@example.com', template: 'passwordReset', locale, data: { email: 'a@example.com', resetUrl } },
      brand,
    );
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`href="${resetUrl.replace(/&/g, '&#38;')}"`);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it.each([
    ['en', 'Welcome to Orderlane', 'Hi Ada,'],
    ['zh-CN', '欢迎加入 Orderlane', 'Ada，您好！'],
  ] as const)('writes the %s welcome mail', (locale, subject, greeting) => {
    const mail = renderMail(
      {
        to: 'a@example.com',
        template: 'welcome',
        locale,
        data: { firstName: 'Ada', storesUrl: 'https://orderlane.test/storeslist' },
      },
      brand,
    );
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(greeting)).toBe(true);
    expect(mail.text).toContain('https://orderlane.test/storeslist');
  });

  it('escapes what users typed in the HTML part', () => {
    const mail = renderMail(
      {
        to: 'a@example.com',
        template: 'welcome',
        locale: 'en',
        data: { firstName: '<img src=x onerror=alert(1)>', storesUrl: 'https://x.test' },
      },
      brand,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
  });
});

describe('pickMailLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['fr-FR,zh-CN;q=0.5,en;q=0.4', 'zh-CN'],
    ['en;q=0.2,zh-TW;q=0.8', 'zh-CN'],
    ['de-DE', 'en'],
    ['zh-CN;q=0', 'en'],
    ['garbage;;;,,', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(pickMailLocale(header)).toBe(locale);
  });
});
