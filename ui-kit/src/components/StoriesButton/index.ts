export { StoriesButton, type StoriesButtonProps } from './StoriesButton';
