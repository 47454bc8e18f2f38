import type * as BackgroundWork from './background-work';

describe('background work', () => {
  // A fresh module each time: marking is once per process.
  const freshModule = () => {
    let loaded!: typeof BackgroundWork;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof BackgroundWork>('./background-work');
    });
    return loaded;
  };

  it('is not marked until something asks (no second AsyncLocalStorage for every promise of a server)', async () => {
    const { asBackgroundWork, inBackgroundWork } = freshModule();
    expect(await asBackgroundWork(async () => inBackgroundWork())).toBe(false);
  });

  it('is marked, with everything it starts, once a counter asks', async () => {
    const { asBackgroundWork, inBackgroundWork, markBackgroundWork } = freshModule();
    markBackgroundWork();
    const seen = await asBackgroundWork(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return inBackgroundWork();
    });
    expect(seen).toBe(true);
    expect(inBackgroundWork()).toBe(false);
  });
});
