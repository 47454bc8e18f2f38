import type { Request, Response } from 'express';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../../domain/identity/session-policy';

/**
 * The session cookie: an opaque token, HttpOnly and SameSite=Lax always; over
 * HTTPS also Secure with the `__Host-` prefix (no Domain, Path=/), which stops
 * subdomains from planting or reading it.
 */
export const PLAIN_COOKIE = 'esencia_session';
export const HOST_COOKIE = '__Host-esencia_session';

export function isHttps(req: Request): boolean {
  return req.secure;
}

export function readSessionToken(req: Request): string | null {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const token = isHttps(req) ? cookies.get(HOST_COOKIE) : (cookies.get(PLAIN_COOKIE) ?? cookies.get(HOST_COOKIE));
  // Tokens are base64url of 32 bytes; anything else is not worth a database lookup.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function writeSessionCookie(req: Request, res: Response, token: string): void {
  res.append('Set-Cookie', serialize(req, token, Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000)));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', serialize(req, '', 0));
}

function serialize(req: Request, value: string, maxAgeSeconds: number): string {
  const secure = isHttps(req);
  const name = secure ? HOST_COOKIE : PLAIN_COOKIE;
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}
