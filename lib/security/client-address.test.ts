import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted: everyone shares one bucket', () => {
    expect(clientAddress(headers('203.0.113.7'), 0)).toBe('shared');
    expect(clientAddress(headers('198.51.100.1'), 0)).toBe('shared');
  });

  it('takes the hop the nearest trusted proxy saw, not the client-written first one', () => {
    expect(clientAddress(headers('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('10.0.0.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('10.0.0.1, 203.0.113.7, 192.0.2.1'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the first hop when there are fewer hops than proxies, and to unknown', () => {
    expect(clientAddress(headers('203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientAddress(headers(), 1)).toBe('unknown');
  });
});
