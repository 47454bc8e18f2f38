import type { Request } from 'express';

/** A host header we are willing to repeat in a page: a name or IP literal and an optional port, nothing else. */
const SAFE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The store's public origin for canonical, sitemap and link-preview URLs: PUBLIC_URL when configured
 * (recommended in production), otherwise the request's own protocol and host, which express takes from
 * X-Forwarded-Proto/-Host only when TRUST_PROXY is on. A malformed host falls back to localhost.
 */
export function publicBaseUrl(configured: string | null | undefined, req: Request): string {
  if (configured) return configured;
  const host = req.host;
  return `${req.protocol}://${host && SAFE_HOST.test(host) ? host : 'localhost'}`;
}
