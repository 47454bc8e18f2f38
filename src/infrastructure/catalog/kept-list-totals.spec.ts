import { FakeCatalogueChanges } from '../testing/fake-catalogue-changes';
import { KeptListTotals } from './kept-list-totals';

describe('KeptListTotals: the lists’ totals, kept until the catalogue changes', () => {
  let changes: FakeCatalogueChanges;
  let totals: KeptListTotals;

  beforeEach(() => {
    changes = new FakeCatalogueChanges();
    totals = new KeptListTotals(changes, 3);
  });

  const keep = (key: string, total: number) => totals.keepIfUnchanged(key, total, totals.generation);

  it('keeps a total per filter and gives it back', () => {
    keep('activos', 58);
    keep('marca A', 4);
    expect(totals.get('activos')).toBe(58);
    expect(totals.get('marca A')).toBe(4);
    expect(totals.get('marca B')).toBeUndefined();
  });

  it('forgets every total on a committed change, and when changes stop or start being heard', () => {
    for (const event of ['changed', 'disconnected', 'connected'] as const) {
      keep('activos', 58);
      changes.emit(event);
      expect(totals.get('activos')).toBeUndefined();
      expect(totals.size).toBe(0);
    }
  });

  it('never keeps a total counted before a change heard while it was being counted', () => {
    const generation = totals.generation;
    changes.emit('changed'); // the count had begun: it may predate this change
    totals.keepIfUnchanged('activos', 58, generation);
    expect(totals.get('activos')).toBeUndefined();
    keep('activos', 57);
    expect(totals.get('activos')).toBe(57);
  });

  it('neither gives nor keeps totals while changes are not heard', () => {
    keep('activos', 58);
    changes.listening = false; // the connection dropped and nobody said so yet
    expect(totals.get('activos')).toBeUndefined();
    keep('marca A', 4);
    changes.listening = true;
    expect(totals.get('marca A')).toBeUndefined();
  });

  it('keeps a bounded number of filters, the oldest leaving first', () => {
    keep('uno', 1);
    keep('dos', 2);
    keep('tres', 3);
    keep('uno', 10); // an update of a kept filter takes no new place
    keep('cuatro', 4);
    expect(totals.size).toBe(3);
    expect(totals.get('uno')).toBeUndefined();
    expect([totals.get('dos'), totals.get('tres'), totals.get('cuatro')]).toEqual([2, 3, 4]);
  });

  it('stops listening when closed', () => {
    totals.close();
    keep('activos', 58);
    expect(totals.get('activos')).toBe(58);
    changes.emit('changed');
    expect(totals.get('activos')).toBe(58);
  });
});
