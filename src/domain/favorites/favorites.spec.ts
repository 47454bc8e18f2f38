import { Money } from '../money/money';
import { addFavorite, FAVORITES_MESSAGES, MAX_FAVORITES, priceDropSinceSaved, priceDropText } from './favorites';

describe('Favoritos: the account’s list of hearted products', () => {
  it('adds a product while the account has fewer than the limit', () => {
    expect(addFavorite({ count: 0, already: false })).toEqual({ ok: true, value: { added: true } });
    expect(addFavorite({ count: MAX_FAVORITES - 1, already: false })).toEqual({ ok: true, value: { added: true } });
  });

  it('refuses one more at the limit, with a stable code and a Spanish message', () => {
    expect(MAX_FAVORITES).toBe(200);
    expect(addFavorite({ count: MAX_FAVORITES, already: false })).toEqual({
      ok: false,
      error: {
        code: 'FAVORITES_LIMIT_REACHED',
        message: 'Ya tienes 200 favoritos, el máximo. Quita alguno para agregar otro.',
        details: { limit: 200 },
      },
    });
  });

  it('adding a product already in the list changes nothing, even at the limit (idempotent)', () => {
    expect(addFavorite({ count: MAX_FAVORITES, already: true })).toEqual({ ok: true, value: { added: false } });
  });

  it('says what happened in Spanish', () => {
    expect(FAVORITES_MESSAGES.added).toBe('Agregado a tus favoritos.');
    expect(FAVORITES_MESSAGES.removed).toBe('Quitado de tus favoritos.');
  });
});

describe('priceDropSinceSaved', () => {
  it('is what it costs less today than the day it was hearted, and nothing when not less or unknown', () => {
    expect(priceDropSinceSaved(Money.fromSoles(400), Money.fromSoles(300))).toEqual(Money.fromSoles(100));
    expect(priceDropSinceSaved(Money.fromCents(19990), Money.fromCents(18000))?.cents).toBe(1990);
    expect(priceDropSinceSaved(Money.fromSoles(200), Money.fromSoles(200))).toBeNull();
    expect(priceDropSinceSaved(Money.fromSoles(200), Money.fromSoles(260))).toBeNull();
    expect(priceDropSinceSaved(null, Money.fromSoles(100))).toBeNull();
  });

  it("says it as 'Mis favoritos' shows it", () => {
    expect(priceDropText(Money.fromCents(2000).format())).toBe('Bajó S/ 20.00 desde que lo guardaste');
  });
});
