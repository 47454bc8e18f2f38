/**
 * The store's public origin for every absolute link it gives out (order links in e-mails and answers,
 * canonical, sitemap and link-preview URLs): PUBLIC_URL when configured, otherwise a fixed local default,
 * `http://localhost:<port>` — never a request's Host or X-Forwarded-Host, which anyone can forge (issue 25).
 * With a fixed PORT the default is known from the start, so the jobs run before the server listens (story
 * expiry, hold release, cart reminders) can link; with PORT=0 (tests pick a free port) only once it listens:
 * `resolve` sets it then.
 */
export class SiteOrigin {
  private origin: string | null;

  constructor(
    readonly configured: string | null,
    port = 0,
  ) {
    this.origin = configured ?? (port > 0 ? `http://localhost:${port}` : null);
  }

  /** Called once the server listens: without PUBLIC_URL, links point at this machine's port. */
  resolve(port: number): void {
    this.origin ??= `http://localhost:${port}`;
  }

  get value(): string {
    if (this.origin === null) throw new Error('El origen público se lee antes de que el servidor escuche');
    return this.origin;
  }
}

/** What the start-up log says when PUBLIC_URL is missing: links would point at this machine. */
export function missingPublicUrlWarning(origin: string): string {
  return (
    `PUBLIC_URL no está configurada: los enlaces de los correos y de las páginas usan ${origin}. ` +
    'En producción configúrala con la dirección pública de la tienda (https://tienda.pe).'
  );
}
