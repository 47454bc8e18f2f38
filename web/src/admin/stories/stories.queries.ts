import { graphql } from '../gql';

/** One row of the admin stories table, and what the edit form and the preview start from. */
export const AdminStoryFieldsFragment = graphql(`
  fragment AdminStoryFields on AdminStory {
    id
    title
    description
    imageKey
    imageUrl
    audioKey
    audioUrl
    externalLink
    duration
    active
    state
    views
    likes
    wants
    position
    expiresAt
    createdAt
    updatedAt
    product {
      id
      name
      imageUrl
      price {
        cents
        formatted
      }
    }
  }
`);

/** A story saved (created, edited, restored or expired): the message and the story as the table shows it. */
export const StorySavedFieldsFragment = graphql(`
  fragment StorySavedFields on StorySaved {
    __typename
    message
    story {
      ...AdminStoryFields
    }
  }
`);

/** Every story (any state), optionally those whose title or description matches `search`, and the cards' figures. */
export const AdminStoriesQuery = graphql(`
  query AdminStories($search: String) {
    adminStories(search: $search) {
      items {
        ...AdminStoryFields
      }
      statistics {
        total
        active
        off
        expired
        views
        likes
        wants
      }
    }
  }
`);

/** Who liked the story and who wanted it ('Lo quiero'), newest first; null for an unknown story. */
export const AdminStoryAudienceQuery = graphql(`
  query AdminStoryAudience($storyId: ID!) {
    adminStoryAudience(storyId: $storyId) {
      likedBy {
        email
        name
        at
      }
      wantedBy {
        email
        name
        at
      }
    }
  }
`);

/** The products a story can link to (the admin's own search; the form shows the first 5). */
export const StoryProductOptionsQuery = graphql(`
  query StoryProductOptions($search: String) {
    adminProducts(search: $search) {
      id
      name
      imageUrl
      active
      brand {
        id
        name
      }
      price {
        cents
        formatted
      }
    }
  }
`);

export const CreateStoryMutation = graphql(`
  mutation CreateStory($input: StoryInput!) {
    createStory(input: $input) {
      ...StorySavedFields
      ...FailureFields
    }
  }
`);

export const UpdateStoryMutation = graphql(`
  mutation UpdateStory($id: ID!, $input: StoryInput!) {
    updateStory(id: $id, input: $input) {
      ...StorySavedFields
      ...FailureFields
    }
  }
`);

export const DeleteStoryMutation = graphql(`
  mutation DeleteStory($id: ID!) {
    deleteStory(id: $id) {
      ... on StoryDeleted {
        __typename
        id
        message
      }
      ...FailureFields
    }
  }
`);

/** 'Restaurar a 24h': a new 24 h, active, counters at 0 (its likes and wants are deleted). */
export const RestoreStoryMutation = graphql(`
  mutation RestoreStory($id: ID!) {
    restoreStory(id: $id) {
      ...StorySavedFields
      ...FailureFields
    }
  }
`);

/** The test action: expires the story now (one hour ago), to try the lifecycle. */
export const ForceExpireStoryMutation = graphql(`
  mutation ForceExpireStory($id: ID!) {
    forceExpireStory(id: $id) {
      ...StorySavedFields
      ...FailureFields
    }
  }
`);

/** 'Sincronizar orden': rewrites the stored positions that differ from the newest-first numbering. */
export const SyncStoryPositionsMutation = graphql(`
  mutation SyncStoryPositions {
    syncStoryPositions {
      changed
      message
    }
  }
`);
