import type { Viewer } from '../identity/viewer';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { RemoveFavorite } from './RemoveFavorite';

const ana: Viewer = { accountId: 'a-1', sessionId: 's', email: 'ana@correo.pe', role: 'user' };
const beto: Viewer = { accountId: 'a-2', sessionId: 's2', email: 'beto@correo.pe', role: 'user' };

describe('RemoveFavorite', () => {
  it('takes the product out of the viewer’s list only; taking out one not there is answered the same', async () => {
    const { services } = inMemoryIdentity();
    const at = new Date('2026-11-22T15:00:00Z');
    await services.favorites.add(ana.accountId, 'p-1', at);
    await services.favorites.add(beto.accountId, 'p-1', at);
    const remove = new RemoveFavorite(services.uow);

    expect(await remove.execute(' p-1 ', ana)).toEqual({ productId: 'p-1' });
    expect(await remove.execute('p-1', ana)).toEqual({ productId: 'p-1' });
    expect(await services.favorites.productIds(ana.accountId)).toEqual([]);
    expect(await services.favorites.productIds(beto.accountId)).toEqual(['p-1']);
  });
});
