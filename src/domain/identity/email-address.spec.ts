import { displayName, normalizeEmail, parseEmail } from './email-address';

describe('e-mail addresses', () => {
  it('normalizes case and spaces so one person has one account', () => {
    expect(normalizeEmail('  Ana.Perez@Correo.PE ')).toBe('ana.perez@correo.pe');
  });

  it('composes accents, so an address typed with combining marks is the same address', () => {
    expect(normalizeEmail('Jose\u0301.N\u0303u@Correo.pe')).toBe('jos\u00e9.\u00f1u@correo.pe');
    expect(parseEmail('jose\u0301@correo.pe')).toEqual({ ok: true, value: 'jos\u00e9@correo.pe' });
  });

  it.each(['ana@correo.pe', 'a.b+c@d.co', "o'brien_x-1@sub.correo.pe", 'josé.ñandú@correo.pe'])(
    'accepts %s',
    (email) => {
      expect(parseEmail(email)).toEqual({ ok: true, value: email });
    },
  );

  it.each([
    '',
    'ana',
    'ana@',
    'ana@correo',
    'a na@correo.pe',
    `${'a'.repeat(250)}@x.pe`,
    'ana\u0000@correo.pe',
    'ana@correo\u0000.pe',
    'ana\u0007@correo.pe',
    // What a mail library reads as another address (issue 25's per-address ceiling counted the string, the mail
    // went to the address inside): a display name, a list, a group, a comment, a quoted or literal part.
    'eva<victima@correo.pe>',
    '"eva"<victima@correo.pe>',
    'postmaster,victima@correo.pe',
    'lista:victima@correo.pe;',
    'victima@correo.pe(comentario)',
    '"a"@correo.pe',
    'ana@[127.0.0.1]',
    'ana\\x@correo.pe',
    // Invisible twins of 'ana@correo.pe' (a second account, a second per-address mail ceiling), and an address
    // an admin's order list would show reversed.
    'ana\u200B@correo.pe',
    'an\u00ADa@correo.pe',
    'ana@corr\u200Deo.pe',
    'ana\u2060@correo.pe',
    'ana\u202E@correo.pe',
    'ana\u200E@correo.pe',
  ])('refuses %j with the spec message', (email) => {
    expect(parseEmail(email)).toEqual({
      ok: false,
      error: { code: 'EMAIL_INVALID', message: 'Ingrese un email válido' },
    });
  });

  it("greets with the part before the @, or 'Usuario' (spec: display name)", () => {
    expect(displayName('ana.perez@correo.pe')).toBe('ana.perez');
    expect(displayName('@correo.pe')).toBe('Usuario');
    expect(displayName(null)).toBe('Usuario');
    expect(displayName(undefined)).toBe('Usuario');
  });
});
