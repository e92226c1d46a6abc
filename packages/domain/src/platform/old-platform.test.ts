import { describe, expect, it } from 'vitest';
import { detectOldPlatform } from './old-platform.js';

const ANDROID_8 =
  'Mozilla/5.0 (Linux; Android 8.1.0; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Mobile Safari/537.36';
const ANDROID_13 =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36';
const IOS_10 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1';
const IOS_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('detectOldPlatform', () => {
  it.each([
    ['Android 8.1', ANDROID_8, { os: 'Android', version: '8.1' }],
    ['iOS 10.3', IOS_10, { os: 'iOS', version: '10.3' }],
    ['Android 13', ANDROID_13, null],
    ['iOS 16.5', IOS_16, null],
    ['a desktop browser', DESKTOP, null],
  ])('reads %s', (_name, userAgent, expected) => {
    expect(detectOldPlatform(userAgent)).toEqual(expected);
  });

  it('warns from Android 8.x down and from iOS 10.x down, not at 9 and 11', () => {
    expect(detectOldPlatform('Linux; Android 9; X')).toBeNull();
    expect(detectOldPlatform('iPhone; CPU iPhone OS 11_0 like Mac OS X')).toBeNull();
    expect(detectOldPlatform('Linux; Android 4.4.2; X')).toEqual({ os: 'Android', version: '4.4' });
  });
});
