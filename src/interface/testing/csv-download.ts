import type { GraphQLClient } from './graphql-client';

/** A CSV export's rows after the byte order mark and the headers, as cells (RFC 4180: quoted cells unquoted). */
export function csvRows(text: string): string[][] {
  return text
    .slice('\uFEFF'.length)
    .split('\r\n')
    .slice(1, -1)
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
}

/**
 * GET of an export at `path` with the client's session cookie (null: a guest); a parameter given an array is
 * repeated.
 */
export function csvDownload(
  url: string,
  path: string,
  query: Record<string, string | readonly string[] | undefined>,
  client: GraphQLClient | null,
): Promise<Response> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value ?? []].flat()) params.append(name, one);
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : null;
  return fetch(`${url}${path}?${params}`, { headers: cookie ? { cookie } : {} });
}
