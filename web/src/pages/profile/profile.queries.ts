import { graphql } from '../../gql';

/** The profile page reads the account fresh from the server (not only the cached session). */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      ...MeFields
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($name: String!, $phone: String) {
    updateProfile(name: $name, phone: $phone) {
      ... on Me {
        __typename
        ...MeFields
      }
      ...FailureFields
    }
  }
`);
