import { graphql } from '../gql';

/** What the viewer shows of a story, with the linked product's card and what a WhatsApp message needs. */
export const StoryFieldsFragment = graphql(`
  fragment StoryFields on Story {
    id
    title
    description
    imageUrl
    audioUrl
    externalLink
    duration
    likes
    viewerLiked
    viewerWanted
    product {
      id
      name
      imageUrl
      stock
      discountApplied
      brand {
        id
        name
      }
      price {
        formatted
      }
      originalPrice {
        cents
        formatted
      }
      promotion {
        type
        discount
        startDate
        endDate
      }
    }
  }
`);

/** A like or 'Lo quiero' toggled: the story with its new count and the viewer's marks. */
export const StoryToggledFieldsFragment = graphql(`
  fragment StoryToggledFields on StoryInteractionToggled {
    story {
      ...StoryFields
    }
  }
`);

/** The visible stories (active and not expired), in the viewer's order. */
export const StoriesQuery = graphql(`
  query Stories {
    stories {
      ...StoryFields
    }
  }
`);

export const RecordStoryViewMutation = graphql(`
  mutation RecordStoryView($storyId: ID!) {
    recordStoryView(storyId: $storyId) {
      __typename
      ... on StoryViewRecorded {
        storyId
        views
      }
      ...FailureFields
    }
  }
`);

export const ToggleStoryLikeMutation = graphql(`
  mutation ToggleStoryLike($storyId: ID!) {
    toggleStoryLike(storyId: $storyId) {
      __typename
      ...StoryToggledFields
      ...FailureFields
    }
  }
`);

export const ToggleStoryWantMutation = graphql(`
  mutation ToggleStoryWant($storyId: ID!) {
    toggleStoryWant(storyId: $storyId) {
      __typename
      ...StoryToggledFields
      ...FailureFields
    }
  }
`);
