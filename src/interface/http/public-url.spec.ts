import { SiteOrigin } from './public-url';

describe('SiteOrigin', () => {
  it('is PUBLIC_URL when configured, from the start', () => {
    const origin = new SiteOrigin('https://tienda.pe', 3000);
    origin.resolve(3000);
    expect(origin.value).toBe('https://tienda.pe');
  });

  it('without PUBLIC_URL and with a fixed PORT, is this machine at that port before the server listens', () => {
    // The scheduled jobs run once before listening: a cart reminder or a restock notice needs the links then.
    expect(new SiteOrigin(null, 3000).value).toBe('http://localhost:3000');
  });

  it('with PORT=0, is known only once the server listens on the port it was given', () => {
    const origin = new SiteOrigin(null, 0);
    expect(() => origin.value).toThrow('El origen público se lee antes de que el servidor escuche');
    origin.resolve(41234);
    expect(origin.value).toBe('http://localhost:41234');
  });
});
