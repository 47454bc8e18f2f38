import { storyAdminFixture } from '../testing/story-admin-fixture';
import { ExpireDueStories } from './ExpireDueStories';

const HOUR = 60 * 60 * 1000;

describe('ExpireDueStories', () => {
  it('switches off the running stories whose 24 h are over, and only those, reporting how many', async () => {
    const shop = storyAdminFixture();
    const now = shop.clock.now();
    const at = (offset: number) => new Date(now.getTime() + offset);
    const overdue = shop.stories.seed({ title: 'Vencida', active: true, expiresAt: at(-HOUR) });
    const justNow = shop.stories.seed({ title: 'Justo ahora', active: true, expiresAt: at(0) });
    const running = shop.stories.seed({ title: 'Vigente', active: true, expiresAt: at(HOUR) });
    const off = shop.stories.seed({ title: 'Apagada', active: false, expiresAt: at(-HOUR) });
    const expire = new ExpireDueStories(shop.uow, shop.clock);

    expect(await expire.execute()).toEqual({ expired: 2 });

    expect(shop.stories.stories.get(overdue.id)).toMatchObject({ active: false, updatedAt: now });
    expect(shop.stories.stories.get(justNow.id)).toMatchObject({ active: false });
    expect(shop.stories.stories.get(running.id)).toEqual(running);
    expect(shop.stories.stories.get(off.id)).toEqual(off);
    expect(await expire.execute()).toEqual({ expired: 0 });
  });
});
