export { StoryViewer, type StoryViewerProduct, type StoryViewerProps, type StoryViewerStory } from './StoryViewer';
