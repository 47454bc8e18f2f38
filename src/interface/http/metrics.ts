import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';
import { HTTP_ERROR_MESSAGES, sendHttpError } from './http-errors';
import { matchStorefrontRoute, type StorefrontRoute } from './storefront-routes';

/** Who may read /metrics (METRICS_TOKEN, METRICS_FROM_PRIVATE_NETWORKS; docs/operations.md). */
export interface MetricsAccess {
  /** Whoever sends `Authorization: Bearer <token>` may read them; null: no token. */
  readonly token: string | null;
  /** Clients whose address is loopback or private (10/8, 172.16/12, 192.168/16, fc00::/7…) may read them. */
  readonly fromPrivateNetworks: boolean;
}

/** The answer to anyone else: the address does not exist, as far as they can tell. */
export const METRICS_NOT_FOUND_MESSAGE = HTTP_ERROR_MESSAGES.notFound;

const PRIVATE_NETWORKS = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  return list;
})();

/** Loopback, private or link-local (IPv4, IPv6, and IPv4 written as IPv6 such as ::ffff:10.0.0.5). */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE_NETWORKS.check(mapped, 'ipv4');
  if (isIPv4(address)) return PRIVATE_NETWORKS.check(address, 'ipv4');
  if (isIPv6(address)) return PRIVATE_NETWORKS.check(address.split('%', 1)[0]!, 'ipv6');
  return false;
}

/**
 * Headers a proxy or CDN adds to say who the client is, which express never reads (it reads X-Forwarded-*
 * only, and only with TRUST_PROXY): a request carrying one came through a proxy whose client is unknown.
 */
const UNREAD_FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'client-ip',
  'x-original-forwarded-for',
  'x-forwarded',
  'forwarded-for',
] as const;

/** Whether the request says it came through a proxy that `req.ip` does not see through (issue 25). */
export function cameThroughUnseenProxy(req: Request, trustsProxy: boolean): boolean {
  if (UNREAD_FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return true;
  // X-Forwarded-For/-Host/-Proto…: express resolves the client from them only when TRUST_PROXY is set.
  return !trustsProxy && Object.keys(req.headers).some((name) => name.startsWith('x-forwarded-'));
}

/**
 * GET /metrics in Prometheus text format for the allowed: a bearer token equal to `access.token`, or a
 * private client address (`req.ip`, as TRUST_PROXY resolves it). A request carrying any common forwarding
 * header that `req.ip` does not account for (X-Real-IP, Via, Forwarded…, or X-Forwarded-* with TRUST_PROXY
 * unset) has the proxy's address, not the client's, and is never taken as local. Anyone else gets the
 * Spanish JSON 404 of an unknown address.
 */
export function metricsEndpoint(registry: Registry, access: MetricsAccess, trustsProxy: boolean): RequestHandler {
  const expected = access.token ? Buffer.from(`Bearer ${access.token}`) : null;
  return async (req: Request, res: Response, next: NextFunction) => {
    const authorization = Buffer.from(req.get('authorization') ?? '');
    const byToken =
      expected !== null && authorization.length === expected.length && timingSafeEqual(authorization, expected);
    const proxied = cameThroughUnseenProxy(req, trustsProxy);
    const byAddress = access.fromPrivateNetworks && !proxied && isPrivateAddress(req.ip ?? req.socket.remoteAddress);
    if (!byToken && !byAddress) {
      sendHttpError(req, res, 404, 'NOT_FOUND', METRICS_NOT_FOUND_MESSAGE);
      return;
    }
    try {
      const text = await registry.metrics();
      res.status(200).type(registry.contentType).setHeader('Cache-Control', 'no-store').send(text);
    } catch (error) {
      next(error);
    }
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The web app's page routes as patterns (ids never become labels). */
const PAGE_ROUTES: { readonly [K in StorefrontRoute['kind']]: (route: StorefrontRoute) => string } = {
  home: () => '/',
  products: () => '/web-products',
  promotions: () => '/promotions',
  search: () => '/buscar',
  product: () => '/product/:id',
  brand: () => '/brand/:id',
  category: () => '/category/:id',
  order: () => '/order/:id',
  info: (route) => (route.kind === 'info' ? route.path : '(page)'),
  private: () => '(private page)',
  unknown: () => '(unknown page)',
};

/**
 * The route a request was answered by, as a pattern: an express route's path (`/files/{*key}`,
 * `/api/orders/:id/receipt`), the mount point of what answered (`/graphql`, `/api`), the web app's page
 * pattern (`/product/:id`), `(static)` for built assets or `(unmatched)`. Never the raw address, whose ids and
 * made-up paths would give the metrics unbounded labels.
 */
export function routeLabel(req: Request, res: Response): string {
  const routePath = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof routePath === 'string') {
    if (routePath === '/{*path}') {
      const page = matchStorefrontRoute(req.path);
      return PAGE_ROUTES[page.kind](page);
    }
    return `${req.baseUrl}${routePath}`;
  }
  if (req.baseUrl) return req.baseUrl;
  return res.statusCode < 400 && (req.method === 'GET' || req.method === 'HEAD') ? '(static)' : '(unmatched)';
}

/** Counts every answered request and its duration by method, route pattern and status. */
export function httpMetrics(registry: Registry): RequestHandler {
  const requests = new Counter({
    name: 'esencia_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'esencia_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to the last byte written), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      const route = routeLabel(req, res);
      requests.inc({ method, route, status: String(res.statusCode) });
      duration.observe({ method, route }, seconds);
    });
    next();
  };
}
