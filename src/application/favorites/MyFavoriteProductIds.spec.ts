import type { Viewer } from '../identity/viewer';
import { InMemoryFavorites } from '../testing/in-memory-favorites';
import { MyFavoriteProductIds } from './MyFavoriteProductIds';

const ana: Viewer = { accountId: 'a-1', sessionId: 's', email: 'ana@correo.pe', role: 'user' };

describe('MyFavoriteProductIds', () => {
  it('answers the ids of the viewer’s own favourites, for the hearts', async () => {
    const favorites = new InMemoryFavorites();
    await favorites.add(ana.accountId, 'p-1', new Date('2026-11-20T15:00:00Z'));
    await favorites.add('a-2', 'p-2', new Date('2026-11-21T15:00:00Z'));
    expect(await new MyFavoriteProductIds(favorites).execute(ana)).toEqual(['p-1']);
  });
});
