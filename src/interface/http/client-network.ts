import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * Who a per-address limit counts: the client's IPv4 address, or its IPv6 /56 network (express-rate-limit's
 * rule, which the request limits use too): one customer of a provider gets a whole /56 or /64, so counting
 * each IPv6 address would let one client come back as billions of addresses (story views, sign-in throttles,
 * live streams).
 */
export function clientNetwork(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}
