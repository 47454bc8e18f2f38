import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';

/**
 * Recent addresses' keys. ipKeyGenerator parses an IPv6 address with ip-address: about 24 µs each, and a server
 * listening on `::` sees its IPv4 clients as IPv6 (`::ffff:a.b.c.d`), so working it out on every request was 5 %
 * of an executed product read's CPU. Bounded: a client cycling through addresses costs no more than the parse.
 */
const networks = new LRUCache<string, string>({ max: 10_000 });

/**
 * Who a per-address limit counts: the client's IPv4 address, or its IPv6 /56 network (express-rate-limit's
 * rule, which the request limits use too): one customer of a provider gets a whole /56 or /64, so counting
 * each IPv6 address would let one client come back as billions of addresses (story views, sign-in throttles,
 * live streams).
 */
export function clientNetwork(req: Request): string {
  return networkOf(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** {@link clientNetwork} of an address (a connection's peer, before any request). */
export function networkOf(address: string): string {
  let network = networks.get(address);
  if (network === undefined) {
    network = ipKeyGenerator(address);
    networks.set(address, network);
  }
  return network;
}
