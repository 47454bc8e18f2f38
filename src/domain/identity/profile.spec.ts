import { checkProfile } from './profile';
import { roleLabel } from './role';

describe('profile form', () => {
  it('requires a name', () => {
    expect(checkProfile({ name: '  ', phone: null })).toMatchObject({
      error: {
        code: 'PROFILE_INVALID',
        message: 'El nombre es obligatorio',
        details: { fieldErrors: [{ field: 'name', code: 'NAME_REQUIRED', message: 'El nombre es obligatorio' }] },
      },
    });
  });

  it('accepts accented names and tidies spaces', () => {
    expect(checkProfile({ name: '  José   Ñúñez ', phone: ' 987 654 321 ' })).toEqual({
      ok: true,
      value: { name: 'José Ñúñez', phone: '987654321' },
    });
  });

  it("accepts a name typed with combining accents (before: 'Ingrese un nombre válido'), kept composed (NFC)", () => {
    expect(checkProfile({ name: 'Jose\u0301 N\u0303un\u0303ez', phone: null })).toEqual({
      ok: true,
      value: { name: 'José Ñuñez', phone: null },
    });
  });

  it('refuses digits in the name and a phone that is not a Peruvian mobile', () => {
    expect(checkProfile({ name: 'R2D2', phone: null })).toMatchObject({
      error: { message: 'Ingrese un nombre válido (solo letras)' },
    });
    expect(checkProfile({ name: 'Ana', phone: '887654321' })).toMatchObject({
      error: {
        message: 'Ingrese un número de celular válido',
        details: {
          fieldErrors: [{ field: 'phone', code: 'PHONE_INVALID', message: 'Ingrese un número de celular válido' }],
        },
      },
    });
    expect(checkProfile({ name: 'Ana', phone: '' })).toEqual({ ok: true, value: { name: 'Ana', phone: null } });
  });

  it('reports every failing field at once, name first', () => {
    const result = checkProfile({ name: '', phone: '123' });
    expect(result.ok ? [] : result.error.details.fieldErrors.map((e) => e.field)).toEqual(['name', 'phone']);
  });
});

describe('roles and confirmation', () => {
  it("labels roles as the profile shows them ('Usuario', 'Administrador')", () => {
    expect(roleLabel('user')).toBe('Usuario');
    expect(roleLabel('admin')).toBe('Administrador');
  });
});
