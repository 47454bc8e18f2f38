export { BottleIcon, EmptyState, type EmptyStateProps, type StateTitleElement } from './EmptyState';
