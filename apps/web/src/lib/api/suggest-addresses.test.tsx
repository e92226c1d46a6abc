import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiSession } from '@/lib/api-client';
import { stubApi } from '@/testing/test-utils';
import { isAutocompleteText, suggestAddresses } from './suggest-addresses';

const SUGGESTION = {
  description: '233 S Wacker Dr, Chicago, IL',
  fullThoroughfare: '233 S Wacker Dr',
  locality: 'Chicago',
  administrativeAreaCode: 'IL',
  postCode: '60606',
  latitude: 41.88,
  longitude: -87.63,
};

describe('address suggestions', () => {
  afterEach(() => {
    configureApiSession(null);
    vi.unstubAllGlobals();
  });

  it('asks only once more than 4 characters are typed, spaces around them not counted', () => {
    expect(isAutocompleteText('6060')).toBe(false);
    expect(isAutocompleteText('  6060  ')).toBe(false);
    expect(isAutocompleteText('60606')).toBe(true);
  });

  it('reads a bare list or a {suggestions} answer, and sends the text without any token', async () => {
    configureApiSession({ getAccessToken: () => 'diner-token', onSessionRejected: vi.fn() });
    const fetchMock = stubApi([
      { match: (url) => url.searchParams.get('text') === '233 S Wacker', respond: () => [SUGGESTION] },
      {
        match: (url) => url.searchParams.get('text') === 'nowhere at all',
        respond: () => ({ suggestions: [] }),
      },
    ]);
    await expect(suggestAddresses('233 S Wacker')).resolves.toEqual([SUGGESTION]);
    await expect(suggestAddresses('nowhere at all')).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/address/suggest');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });
});
