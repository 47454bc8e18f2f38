import { DEFAULT_MAIL_CEILINGS, hourIndex, mailSlot, type RecentMail } from './mail-ceilings';

const now = new Date('2026-11-22T15:20:00Z');
const ceilings = { orderCopiesPerAddress: 2, orderCopiesPerHour: 3, shopNoticesPerAdmin: 4 };
const recent = (toRecipient: number, dueByHour: [number, number][] = []): RecentMail => ({
  toRecipient,
  dueByHour: new Map(dueByHour.map(([offset, count]) => [hourIndex(now) + offset, count])),
});

describe('mail ceilings on order e-mails (issue 25)', () => {
  it("sends a customer's copy at once while its address and the hour have room", () => {
    expect(mailSlot('order-customer', recent(0), ceilings, now)).toEqual({ kind: 'now' });
    expect(mailSlot('order-customer', recent(1, [[0, 2]]), ceilings, now)).toEqual({ kind: 'now' });
  });

  it("a guest's restock confirmation (issue 26) has the customer copy's ceilings", () => {
    expect(mailSlot('restock-confirmation', recent(1), ceilings, now)).toEqual({ kind: 'now' });
    expect(mailSlot('restock-confirmation', recent(2), ceilings, now)).toEqual({ kind: 'skip' });
    expect(mailSlot('restock-confirmation', recent(0, [[0, 3]]), ceilings, now)).toMatchObject({ kind: 'later' });
  });

  it('skips a copy past the per-address ceiling: that address already got its share this hour', () => {
    expect(mailSlot('order-customer', recent(2), ceilings, now)).toEqual({ kind: 'skip' });
  });

  it('holds a copy for the next hour with room once this hour has its total', () => {
    expect(mailSlot('order-customer', recent(0, [[0, 3]]), ceilings, now)).toEqual({
      kind: 'later',
      at: new Date('2026-11-22T16:00:00Z'),
    });
    expect(
      mailSlot(
        'order-customer',
        recent(0, [
          [0, 3],
          [1, 3],
          [3, 1],
        ]),
        ceilings,
        now,
      ),
    ).toEqual({
      kind: 'later',
      at: new Date('2026-11-22T17:00:00Z'),
    });
  });

  it("sends the shop's notices at once up to the per-admin ceiling, then skips them", () => {
    expect(mailSlot('order-shop', recent(3, [[0, 100]]), ceilings, now)).toEqual({ kind: 'now' });
    expect(mailSlot('order-shop', recent(4), ceilings, now)).toEqual({ kind: 'skip' });
  });

  it('has defaults a shop never reaches by itself', () => {
    expect(DEFAULT_MAIL_CEILINGS).toEqual({
      orderCopiesPerAddress: 5,
      orderCopiesPerHour: 200,
      shopNoticesPerAdmin: 30,
    });
  });
});
