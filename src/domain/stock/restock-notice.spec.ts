import { canAskRestockNotice, waitingLabel } from './restock-notice';

describe('restock notices', () => {
  it('can be asked for only while nothing can be ordered', () => {
    expect(canAskRestockNotice(0)).toBe(true);
    expect(canAskRestockNotice(1)).toBe(false);
  });

  it("tells the admin how many wait, in Spanish ('1 persona espera', '3 personas esperan')", () => {
    expect(waitingLabel(0)).toBeNull();
    expect(waitingLabel(1)).toBe('1 persona espera este producto');
    expect(waitingLabel(3)).toBe('3 personas esperan este producto');
  });
});
