import { describe, expect, it } from 'vitest';
import { toDescription } from './describe-suggestion';
import { detectPlatform, messageText } from './native-bridge';

describe('address helper bridge', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'iOS'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977', 'Windows Phone'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126', 'Web'],
  ])('%s is %s', (agent, platform) => {
    expect(detectPlatform(agent)).toBe(platform);
  });

  it('reads strings and objects with text, nothing else', () => {
    expect(messageText('233 S Wacker')).toBe('233 S Wacker');
    expect(messageText({ text: '60601' })).toBe('60601');
    expect(messageText({ other: 1 })).toBeNull();
    expect(messageText(42)).toBeNull();
  });

  it('joins the two display lines with a comma', () => {
    expect(
      toDescription({
        description: '233 S Wacker Dr, Chicago, IL',
        fullThoroughfare: '233 S Wacker Dr',
        locality: 'Chicago',
        administrativeAreaCode: 'IL',
        postCode: '60606',
      }),
    ).toBe('233 S Wacker Dr, Chicago, IL 60606');
    expect(
      toDescription({
        description: 'Chicago, IL',
        fullThoroughfare: '',
        locality: '',
        administrativeAreaCode: '',
        postCode: '',
      }),
    ).toBe('Chicago, IL');
  });
});
