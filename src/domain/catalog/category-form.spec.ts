import { validateCategoryForm } from './category-form';

describe('validateCategoryForm: name and description required', () => {
  it('accepts both', () => {
    expect(validateCategoryForm({ name: ' Perfumes ', description: ' Todos ', active: false })).toEqual({
      ok: true,
      value: { name: 'Perfumes', description: 'Todos', active: false },
    });
  });

  it('keeps name and description composed (NFC)', () => {
    const result = validateCategoryForm({
      name: 'Ci\u0301tricos',
      description: 'Frescos y a\u0301cidos',
      active: true,
    });
    expect(result.ok && [result.value.name, result.value.description]).toEqual(['Cítricos', 'Frescos y ácidos']);
  });

  it('reports both missing fields', () => {
    const result = validateCategoryForm({ name: '', description: '', active: true });
    expect(!result.ok && result.error.details.fieldErrors.map((e) => e.field)).toEqual(['name', 'description']);
  });
});
