import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../../domain/identity/session-policy';

/**
 * The session cookie (and the guest cookie below): an opaque token, HttpOnly and SameSite=Lax always; over
 * HTTPS also Secure with the `__Host-` prefix (no Domain, Path=/), which stops
 * subdomains from planting or reading it.
 */
export const PLAIN_COOKIE = 'esencia_session';
export const HOST_COOKIE = '__Host-esencia_session';

export function isHttps(req: Request): boolean {
  return req.secure;
}

const SESSION: CookieNames = { plain: PLAIN_COOKIE, host: HOST_COOKIE };

/**
 * The guest cookie: a random id the server gives a guest when it first watches a story, so its view counts
 * once (RecordStoryView). It grants nothing; dropping it makes a new guest, which the per-address cap of
 * guests' views bounds.
 */
const GUEST: CookieNames = { plain: 'esencia_guest', host: '__Host-esencia_guest' };
const GUEST_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

interface CookieNames {
  readonly plain: string;
  readonly host: string;
}

export function readSessionToken(req: Request): string | null {
  return readToken(req, SESSION);
}

export function writeSessionCookie(req: Request, res: Response, token: string): void {
  res.append('Set-Cookie', serialize(req, SESSION, token, Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000)));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', serialize(req, SESSION, '', 0));
}

/** The request's guest id, or a new one given to the client in the guest cookie. */
export function guestToken(req: Request, res: Response): string {
  const known = readToken(req, GUEST);
  if (known) return known;
  const token = randomBytes(32).toString('base64url');
  res.append('Set-Cookie', serialize(req, GUEST, token, GUEST_MAX_AGE_SECONDS));
  return token;
}

function readToken(req: Request, names: CookieNames): string | null {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const token = isHttps(req) ? cookies.get(names.host) : (cookies.get(names.plain) ?? cookies.get(names.host));
  // Tokens are base64url of 32 bytes; anything else is not worth a database lookup.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

function serialize(req: Request, names: CookieNames, value: string, maxAgeSeconds: number): string {
  const secure = isHttps(req);
  const name = secure ? names.host : names.plain;
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
