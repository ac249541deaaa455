// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';

import { bucket, clientAddress, SOCKET_ADDRESS_HEADER } from './client-address';
import { recordSocketAddresses } from './socket-address';

// The shared test setup clears localStorage after each test; Node has none.
vi.stubGlobal('localStorage', { clear: () => undefined });

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe('clientAddress', () => {
  it('without proxies, counts the socket address the server recorded, never X-Forwarded-For', () => {
    expect(
      clientAddress(
        headers({ [SOCKET_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }),
        0,
      ),
    ).toBe('203.0.113.7');
    expect(clientAddress(headers({ [SOCKET_ADDRESS_HEADER]: '::ffff:203.0.113.8' }), 0)).toBe(
      '203.0.113.8',
    );
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1' }), 0)).toBe('shared');
  });

  it('behind proxies, takes the hop the outermost trusted proxy saw, not the client-written first one', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.7' }), 1)).toBe(
      '203.0.113.7',
    );
    expect(
      clientAddress(headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.7, 192.0.2.1' }), 2),
    ).toBe('203.0.113.7');
  });

  it('falls back to the first hop when there are fewer hops than proxies, and to unknown', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7');
    expect(clientAddress(headers(), 1)).toBe('unknown');
  });

  it('counts IPv6 clients by their /64', () => {
    expect(bucket('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(bucket('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(bucket('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(bucket('::1')).toBe('0:0:0:0::/64');
    expect(bucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('recordSocketAddresses', () => {
  it("overwrites a client-sent value with the socket's address before the server's listener runs", async () => {
    recordSocketAddresses();
    recordSocketAddresses();
    let seen: IncomingHttpHeaders = {};
    const server = createServer((request, response) => {
      seen = request.headers;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [SOCKET_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
    });
    await new Promise((resolve) => server.close(resolve));
    expect(seen[SOCKET_ADDRESS_HEADER]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(clientAddress(new Headers(seen as Record<string, string>), 0)).toBe('127.0.0.1');
  });
});
