export { BottleIcon, EmptyState, type EmptyStateProps } from './EmptyState';
