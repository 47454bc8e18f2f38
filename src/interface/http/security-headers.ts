import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * Browser hardening on every response (OWASP ASVS 14.4): no MIME sniffing, no
 * framing, a strict referrer policy, HSTS over HTTPS, and a Content Security
 * Policy that only allows the store's own scripts, plus the inline scripts of
 * the built index.html by hash (the theme is applied before the first paint).
 */
export function securityHeaders(indexHtml: string | null) {
  const scriptHashes = indexHtml ? inlineScriptHashes(indexHtml) : [];
  const csp = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    // React and Radix set element styles; style attributes are harmless compared with scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** CSP source expressions ('sha256-…') for each inline <script> without a src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
