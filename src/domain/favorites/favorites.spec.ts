import { addFavorite, FAVORITES_MESSAGES, MAX_FAVORITES } from './favorites';

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
