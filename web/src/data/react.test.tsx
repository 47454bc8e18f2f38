import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductDetailQuery } from '../pages/product-detail/product-detail.queries';
import { BrandStripQuery } from '../pages/home/home.queries';
import { DataClient } from './client';
import { DataProvider, useQuery } from './react';
import type { GraphQLRequest } from './http';

/** A server the test answers by hand: each request waits until `answer` (or `fail`) is called for it. */
function manualServer() {
  const pending: Array<{
    request: GraphQLRequest;
    resolve: (data: Record<string, unknown>) => void;
    reject: (e: Error) => void;
  }> = [];
  const transport = vi.fn(
    (request: GraphQLRequest) =>
      new Promise<Record<string, unknown>>((resolve, reject) => pending.push({ request, resolve, reject })),
  );
  const next = () => {
    const found = pending.shift();
    if (!found) throw new Error('no request pending');
    return found;
  };
  return {
    transport,
    answer: async (data: Record<string, unknown>) => act(async () => next().resolve(data)),
    fail: async (error: Error) => act(async () => next().reject(error)),
    pendingNames: () => pending.map(({ request }) => `${request.operationName} ${JSON.stringify(request.variables)}`),
  };
}

const product = (id: string, name: string) => ({ product: { __typename: 'Product', id, name } });

/** Shows what useQuery returns for ProductDetail(id), with a button to show another id. */
function ProductProbe({ policy }: { policy?: 'cache-first' | 'network-only' | 'cache-and-network' }) {
  const [id, setId] = useState('p-1');
  const { data, previousData, loading, error, refetch } = useQuery(ProductDetailQuery, {
    variables: { id },
    ...(policy ? { fetchPolicy: policy } : {}),
  });
  const name = (value: typeof data) => (value?.product as { name?: string } | null | undefined)?.name ?? '-';
  return (
    <div>
      <p>data: {name(data)}</p>
      <p>previous: {name(previousData)}</p>
      <p>loading: {String(loading)}</p>
      <p>error: {error?.message ?? '-'}</p>
      <button onClick={() => setId('p-2')}>otro</button>
      <button onClick={() => void refetch().catch(() => undefined)}>otra vez</button>
    </div>
  );
}

/** A client over a manual server that already keeps ProductDetail(p-1) as 'Guardado'. */
function clientKeepingP1() {
  const server = manualServer();
  const client = new DataClient({ transport: server.transport });
  client.writeQuery({ query: ProductDetailQuery, variables: { id: 'p-1' }, data: product('p-1', 'Guardado') as never });
  return { server, client };
}

function renderWith(client: DataClient, ui: React.ReactNode) {
  return render(<DataProvider client={client}>{ui}</DataProvider>);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useQuery', () => {
  it('loads, shows the answer, keeps it as previousData while other variables load, then shows theirs', async () => {
    const server = manualServer();
    renderWith(new DataClient({ transport: server.transport }), <ProductProbe />);

    expect(screen.getByText('loading: true')).toBeInTheDocument();
    await server.answer(product('p-1', 'Sauvage'));
    expect(screen.getByText('data: Sauvage')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'otro' }).click());
    expect(screen.getByText('data: -')).toBeInTheDocument();
    expect(screen.getByText('previous: Sauvage')).toBeInTheDocument();
    expect(screen.getByText('loading: true')).toBeInTheDocument();

    await server.answer(product('p-2', 'Good Girl'));
    expect(screen.getByText('data: Good Girl')).toBeInTheDocument();
    expect(screen.getByText('previous: Sauvage')).toBeInTheDocument();
    expect(server.transport).toHaveBeenCalledTimes(2);
  });

  it('cache-first shows a kept answer at once without asking; network-only asks and shows only its own answer', async () => {
    const { server, client } = clientKeepingP1();

    const first = renderWith(client, <ProductProbe />);
    expect(screen.getByText('data: Guardado')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
    expect(server.transport).not.toHaveBeenCalled();
    first.unmount();

    renderWith(client, <ProductProbe policy="network-only" />);
    expect(screen.getByText('data: -')).toBeInTheDocument();
    expect(screen.getByText('loading: true')).toBeInTheDocument();
    await server.answer(product('p-1', 'Del servidor'));
    expect(screen.getByText('data: Del servidor')).toBeInTheDocument();
  });

  it('cache-and-network shows the kept answer while it asks, then the new one', async () => {
    const { server, client } = clientKeepingP1();

    renderWith(client, <ProductProbe policy="cache-and-network" />);
    expect(screen.getByText('data: Guardado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('loading: true')).toBeInTheDocument());

    await server.answer(product('p-1', 'Nuevo'));
    expect(screen.getByText('data: Nuevo')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
  });

  it('shows an error, and refetch asks again and clears it', async () => {
    const server = manualServer();
    renderWith(new DataClient({ transport: server.transport }), <ProductProbe />);

    await server.fail(new Error('Failed to fetch'));
    expect(screen.getByText('error: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'otra vez' }).click());
    expect(screen.getByText('loading: true')).toBeInTheDocument();
    await server.answer(product('p-1', 'Sauvage'));
    expect(screen.getByText('error: -')).toBeInTheDocument();
    expect(screen.getByText('data: Sauvage')).toBeInTheDocument();
  });

  it('two components reading one query share one request; skip asks nothing', async () => {
    const server = manualServer();
    function Strip({ skip = false }: { skip?: boolean }) {
      const { data, loading } = useQuery(BrandStripQuery, { skip });
      return <p>{skip ? `skipped ${String(loading)} ${String(data)}` : `brands ${String(data?.brands.length)}`}</p>;
    }
    renderWith(
      new DataClient({ transport: server.transport }),
      <>
        <Strip />
        <Strip />
        <Strip skip />
      </>,
    );

    expect(server.pendingNames()).toEqual(['BrandStrip {}']);
    expect(screen.getByText('skipped false undefined')).toBeInTheDocument();
    await server.answer({ brands: [{ __typename: 'Brand', id: 'b-1', name: 'Dior', logoUrl: null }] });
    expect(screen.getAllByText('brands 1')).toHaveLength(2);
  });
});
