export { StoryPlayer, type StoryPlayerProps } from './StoryPlayer';
