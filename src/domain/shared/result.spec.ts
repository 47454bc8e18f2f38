import { fieldError, validated } from './field-error';
import { domainError, err, ok } from './result';

describe('Result and DomainError', () => {
  it('ok and err wrap values', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err('x')).toEqual({ ok: false, error: 'x' });
  });

  it('domainError carries details only when given', () => {
    expect(domainError('SOME_CODE', 'Mensaje')).toEqual({ code: 'SOME_CODE', message: 'Mensaje' });
    expect(domainError('SOME_CODE', 'Mensaje', { n: 1 })).toEqual({
      code: 'SOME_CODE',
      message: 'Mensaje',
      details: { n: 1 },
    });
  });
});

describe('validated: all field errors under one code', () => {
  it('builds the value when no field failed', () => {
    expect(validated('FORM_INVALID', [null, null], () => 42)).toEqual(ok(42));
  });

  it('returns every field error and uses the first message as the headline', () => {
    const a = fieldError('a', 'REQUIRED', 'Primero');
    const b = fieldError('b', 'REQUIRED', 'Segundo');
    const result = validated('FORM_INVALID', [a, null, b], () => 42);
    expect(result).toEqual(err({ code: 'FORM_INVALID', message: 'Primero', details: { fieldErrors: [a, b] } }));
  });
});
