import type { Request } from 'express';
import { clientNetwork } from './client-network';
import { perAddressRateLimit } from './http-errors';

const from = (ip: string | undefined, remoteAddress = '203.0.113.9') =>
  ({ ip, socket: { remoteAddress } }) as unknown as Request;

describe('clientNetwork', () => {
  it('counts an IPv4 client, also seen through an IPv6 socket, by its address', () => {
    expect(clientNetwork(from('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientNetwork(from('::ffff:198.51.100.7'))).toBe('198.51.100.7');
  });

  it('counts an IPv6 client by its /56 network, the same on every request', () => {
    const first = clientNetwork(from('2001:db8:aa:bb01::1'));
    expect(first).toBe('2001:db8:aa:bb00::/56');
    expect(clientNetwork(from('2001:db8:aa:bbff:1:2:3:4'))).toBe(first);
    expect(clientNetwork(from('2001:db8:aa:bb01::1'))).toBe(first);
    expect(clientNetwork(from('2001:db8:aa:cc01::1'))).not.toBe(first);
  });

  it('falls back to the socket when express has no address', () => {
    expect(clientNetwork(from(undefined))).toBe('203.0.113.9');
  });

  it("is the rate limits' key without express-rate-limit warning that it skips the IPv6 rule (it applies it)", () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      perAddressRateLimit({ limit: 5, windowMs: 60_000 }, () => {});
      expect(logged.mock.calls.map(([first]) => String(first))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});
