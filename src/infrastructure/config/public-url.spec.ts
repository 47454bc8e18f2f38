import { loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('is optional: without it, links use the local default (http://localhost:PORT), never a request', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeNull();
  });

  it.each([
    ['https://tienda.pe', 'https://tienda.pe'],
    ['https://Tienda.PE/', 'https://tienda.pe'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('%s → %s', (value, origin) => {
    expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(origin);
  });

  it.each([['tienda.pe'], ['ftp://tienda.pe'], ['https://tienda.pe/tienda'], ['https://tienda.pe/?a=1']])(
    'refuses %s at start-up',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/^PUBLIC_URL must be/);
    },
  );
});
