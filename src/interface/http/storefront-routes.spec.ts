import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchStorefrontRoute, pageAddress } from './storefront-routes';

const WEB_APP = path.resolve(__dirname, '../../../web/src/app');

/** The `path: '…'` of the web app's routes: routes.tsx and the route lists it spreads in (`...informationRoutes`). */
function webRoutePaths(): string[] {
  const routes = readFileSync(path.join(WEB_APP, 'routes.tsx'), 'utf8');
  const files = [routes];
  for (const [, name] of routes.matchAll(/\.\.\.(\w+)/g)) {
    const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./([\\w-]+)'`).exec(routes)?.[1];
    const file = from && path.join(WEB_APP, `${from}.tsx`);
    if (file && existsSync(file)) files.push(readFileSync(file, 'utf8'));
  }
  return files.flatMap((source) => [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]!));
}

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
    ['/checkout', { kind: 'private', title: 'Finalizar compra' }],
    ['/my-orders', { kind: 'private', title: 'Mis Pedidos' }],
    ['/favoritos', { kind: 'private', title: 'Mis favoritos' }],
    ['/order/abc', { kind: 'order', id: 'abc' }],
    ['/order', { kind: 'private', title: 'Pedido' }],
    ['/profile', { kind: 'private' }],
    ['/admin', { kind: 'private' }],
    ['/admin/pedidos/1', { kind: 'private' }],
    ['/brand', { kind: 'private' }],
    ['/category', { kind: 'private' }],
  ])('%s', (path, route) => {
    expect(matchStorefrontRoute(path)).toEqual(route);
  });

  it('reads the story of the start page’s ?story= (one non-blank value), and nothing else’s', () => {
    expect(matchStorefrontRoute('/', { story: ' 5f0c ' })).toEqual({ kind: 'home', storyId: '5f0c' });
    expect(matchStorefrontRoute('/', { story: '' })).toEqual({ kind: 'home' });
    expect(matchStorefrontRoute('/', { story: ['a', 'b'] })).toEqual({ kind: 'home' });
    expect(matchStorefrontRoute('/', { otra: 'x' })).toEqual({ kind: 'home' });
    expect(matchStorefrontRoute('/web-products', { story: 'a' })).toEqual({ kind: 'products' });
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

  it('knows every route of the web app, so none of them answers 404', () => {
    const paths = webRoutePaths().filter((route) => route !== '*');
    expect(paths).toEqual(expect.arrayContaining(['web-products', 'product/:id', 'faq']));
    for (const route of paths) {
      const example = `/${route.replace(/:\w+/g, 'x')}`;
      expect({ example, kind: matchStorefrontRoute(example).kind }).not.toEqual({ example, kind: 'unknown' });
    }
  });
});

describe('pageAddress: a page’s address without the tracking parameters shared links carry', () => {
  it.each([
    ['/product/abc?fbclid=IwAR0xYz', '/product/abc'],
    ['/web-products?sort=name&fbclid=Iw&page=2', '/web-products?sort=name&page=2'],
    ['/?utm_source=whatsapp&utm_medium=social&utm_campaign=navidad&story=s1', '/?story=s1'],
    ['/buscar?q=dior&igsh=MTc&gclid=Cj0&msclkid=9a', '/buscar?q=dior'],
    ['/buscar?q=%C3%B1and%C3%BA&%75tm_source=x', '/buscar?q=%C3%B1and%C3%BA'],
    ['/web-products?sort=name', '/web-products?sort=name'],
    ['/web-products?', '/web-products'],
    ['/web-products?fbclidx=1&%E0%A4%A=2', '/web-products?fbclidx=1&%E0%A4%A=2'],
    ['/faq', '/faq'],
  ])('%s → %s', (address, page) => {
    expect(pageAddress(address)).toBe(page);
  });
});
