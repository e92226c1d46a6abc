import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { isAllowedAddress } from './allowed-address.js';

describe('who may read /api/metrics', () => {
  const { metricsAllowedIps } = loadConfig({});

  it('allows only the local machine by default', () => {
    expect(metricsAllowedIps).toEqual(['127.0.0.1', '::1']);
    expect(isAllowedAddress('127.0.0.1', metricsAllowedIps)).toBe(true);
    expect(isAllowedAddress('::1', metricsAllowedIps)).toBe(true);
    expect(isAllowedAddress('10.0.0.5', metricsAllowedIps)).toBe(false);
    expect(isAllowedAddress(undefined, metricsAllowedIps)).toBe(false);
  });

  it('matches an IPv4 peer seen on a dual-stack socket', () => {
    expect(isAllowedAddress('::ffff:127.0.0.1', metricsAllowedIps)).toBe(true);
    expect(isAllowedAddress('::ffff:10.0.0.5', ['10.0.0.5'])).toBe(true);
  });

  it('takes a list from METRICS_ALLOWED_IPS', () => {
    const { metricsAllowedIps: list } = loadConfig({ METRICS_ALLOWED_IPS: '10.0.0.5, 10.0.0.6' });
    expect(list).toEqual(['10.0.0.5', '10.0.0.6']);
    expect(isAllowedAddress('10.0.0.6', list)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', list)).toBe(false);
  });
});
