import { validateBrandForm } from './brand-form';

describe('validateBrandForm: name required, description copied from the name', () => {
  it('copies the trimmed name into the description', () => {
    expect(validateBrandForm({ name: ' Dior ', logoKey: 'brands/1-dior.png', active: true })).toEqual({
      ok: true,
      value: { name: 'Dior', description: 'Dior', logoKey: 'brands/1-dior.png', active: true },
    });
  });

  it("keeps the name composed (NFC): 'Jose' + a combining acute is saved as 'José'", () => {
    const result = validateBrandForm({ name: 'Jose\u0301 ', logoKey: null, active: true });
    expect(result.ok && [result.value.name, result.value.description]).toEqual(['José', 'José']);
  });

  it('refuses an empty name', () => {
    const result = validateBrandForm({ name: '  ', logoKey: null, active: true });
    expect(!result.ok && result.error.code).toBe('BRAND_INVALID');
    expect(!result.ok && result.error.message).toBe('El nombre es obligatorio');
  });
});
