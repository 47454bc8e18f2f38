import type { GraphQLErrorBody } from './test-store';

/** A browser-like GraphQL client: keeps the cookies the server sets, sends them back. */
export interface GraphQLClient {
  request<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: { data?: T; errors?: GraphQLErrorBody[] }; setCookies: string[] }>;
  readonly cookies: Map<string, string>;
}

export function graphqlClient(baseUrl: string, headers: Record<string, string> = {}): GraphQLClient {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(query, variables) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const setCookies = response.headers.getSetCookie();
      for (const cookie of setCookies) {
        const [pair = '', ...attributes] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
        if (expired || !value) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.trim());
      }
      return { status: response.status, body: (await response.json()) as never, setCookies };
    },
  };
}
