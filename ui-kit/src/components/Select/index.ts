export { Select, type SelectOption, type SelectProps } from './Select';
export { SelectPreview, type SelectPreviewProps } from './SelectPreview';
