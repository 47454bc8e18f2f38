// The kit's Select (Radix Select), alone in a module so that SortSelect can fetch it on first use.
export { Select } from '@esencia/ui-kit';
