/** Injection tokens for the ports; the composition root binds adapters to them. */
export const TOKENS = {
  Clock: Symbol.for('Clock'),
  ProductRepository: Symbol.for('ProductRepository'),
  BrandRepository: Symbol.for('BrandRepository'),
  CategoryRepository: Symbol.for('CategoryRepository'),
  FileStorage: Symbol.for('FileStorage'),
} as const;
