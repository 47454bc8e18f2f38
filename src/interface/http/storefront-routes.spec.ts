import { matchStorefrontRoute } from './storefront-routes';

describe('matchStorefrontRoute: the web app routes the server knows', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/web-products', { kind: 'products' }],
    ['/web-products/', { kind: 'products' }],
    ['/promotions', { kind: 'promotions' }],
    ['/product/9b2f', { kind: 'product', id: '9b2f' }],
    ['/product/9b2f/', { kind: 'product', id: '9b2f' }],
    ['/brand/b%C3%B1', { kind: 'brand', id: 'bñ' }],
    ['/category/c1', { kind: 'category', id: 'c1' }],
    ['/faq', { kind: 'info', path: '/faq' }],
    ['/contacto', { kind: 'info', path: '/contacto' }],
    ['/nosotros', { kind: 'info', path: '/nosotros' }],
    ['/pago-info', { kind: 'info', path: '/pago-info' }],
    ['/envio-info', { kind: 'info', path: '/envio-info' }],
    ['/checkout', { kind: 'private' }],
    ['/my-orders', { kind: 'private' }],
    ['/order/abc', { kind: 'private' }],
    ['/profile', { kind: 'private' }],
    ['/admin', { kind: 'private' }],
    ['/admin/pedidos/1', { kind: 'private' }],
    ['/brand', { kind: 'private' }],
    ['/category', { kind: 'private' }],
  ])('%s', (path, route) => {
    expect(matchStorefrontRoute(path)).toEqual(route);
  });

  it.each([
    ['/ruta/que/no/existe'],
    ['/product'],
    ['/product/a/b'],
    ['/product/%20'],
    ['/product/%E0%A4%A'],
    ['/producto/1'],
    ['/constructor'],
    ['/toString'],
    ['/__proto__/x'],
    ['/index.html'],
  ])('%s is unknown', (path) => {
    expect(matchStorefrontRoute(path)).toEqual({ kind: 'unknown' });
  });
});
