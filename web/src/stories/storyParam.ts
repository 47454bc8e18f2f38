/**
 * The query parameter that opens the home page's viewer on a story: `/?story={id}`. On its own so the
 * home page's first load does not carry the viewer's helpers.
 */
export const STORY_PARAM = 'story';
