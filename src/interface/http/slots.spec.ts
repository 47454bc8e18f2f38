import { Slots } from './slots';

/** A piece of work that runs until it is told to end. */
function heldWork() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await ended;
      return 'hecho';
    },
    end,
    get started() {
      return started;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('runs at most `atOnce`, keeps `waiting` in line and answers null at once past both', async () => {
    const slots = new Slots(2, 1);
    const [a, b, c, d] = [heldWork(), heldWork(), heldWork(), heldWork()];
    const runs = [a, b, c].map((held) => slots.run(held.work));
    await settle();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect([slots.active, slots.waiting]).toEqual([2, 1]);
    await expect(slots.run(d.work)).resolves.toBeNull();
    expect(d.started).toBe(false);

    // The first to end hands its slot to the first in line.
    a.end();
    await settle();
    expect(c.started).toBe(true);
    expect([slots.active, slots.waiting]).toEqual([2, 0]);
    b.end();
    c.end();
    await expect(Promise.all(runs)).resolves.toEqual(['hecho', 'hecho', 'hecho']);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of work that fails, and passes the failure on', async () => {
    const slots = new Slots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    await expect(slots.run(async () => 'otra vez')).resolves.toBe('otra vez');
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });
});
