import { INVOICE_MESSAGES, isValidRuc, validateInvoice } from './invoice';

describe('RUC', () => {
  it.each(['20100047218', '20131312955', '10467793549', '20601030013'])('accepts %s (SUNAT check digit)', (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
  });

  it.each([
    ['20100047219', 'wrong check digit'],
    ['2010004721', '10 digits'],
    ['201000472188', '12 digits'],
    ['30100047215', 'unknown prefix'],
    ['2010004721A', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (ruc) => {
    expect(isValidRuc(ruc)).toBe(false);
  });

  it('covers the check digits 10 → 0 and 11 → 1', () => {
    // Sums whose remainder is 1 (11 - 1 = 10 → 0) and 0 (11 - 0 = 11 → 1).
    const withCheck = (body: string) => {
      const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
      const sum = weights.reduce((total, w, i) => total + w * Number(body[i]), 0);
      return { body, remainder: sum % 11 };
    };
    const bodies = Array.from({ length: 2000 }, (_, i) => `2010${String(i).padStart(6, '0')}`).map(withCheck);
    const ten = bodies.find((b) => b.remainder === 1)!;
    const eleven = bodies.find((b) => b.remainder === 0)!;
    expect(isValidRuc(`${ten.body}0`)).toBe(true);
    expect(isValidRuc(`${eleven.body}1`)).toBe(true);
  });
});

describe('validateInvoice', () => {
  it('a boleta needs nothing more, and is the default', () => {
    expect(validateInvoice({ type: 'boleta', ruc: 'x' })).toEqual({ ok: true, value: { type: 'boleta' } });
    expect(validateInvoice({ type: '' })).toEqual({ ok: true, value: { type: 'boleta' } });
  });

  it('a factura keeps the RUC and the business name, tidied', () => {
    expect(validateInvoice({ type: 'factura', ruc: ' 20100047218 ', businessName: '  Perfumes   del Sur  ' })).toEqual({
      ok: true,
      value: { type: 'factura', ruc: '20100047218', businessName: 'Perfumes del Sur' },
    });
  });

  it('reports a bad RUC and a missing or long business name together', () => {
    const result = validateInvoice({ type: 'factura', ruc: '123', businessName: null });
    expect(!result.ok && result.error.details.fieldErrors).toEqual([
      { field: 'invoiceRuc', code: 'RUC_INVALID', message: INVOICE_MESSAGES.rucInvalid },
      { field: 'invoiceBusinessName', code: 'REQUIRED', message: INVOICE_MESSAGES.businessNameRequired },
    ]);
    const long = validateInvoice({ type: 'factura', ruc: '20100047218', businessName: 'x'.repeat(151) });
    expect(!long.ok && long.error.details.fieldErrors[0]?.code).toBe('TOO_LONG');
  });

  it('refuses an unknown receipt type', () => {
    const result = validateInvoice({ type: 'ticket' });
    expect(!result.ok && result.error).toMatchObject({
      code: 'INVOICE_INVALID',
      message: INVOICE_MESSAGES.typeInvalid,
    });
  });
});
