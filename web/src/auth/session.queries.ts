import { graphql } from '../gql';

export const MeFieldsFragment = graphql(`
  fragment MeFields on Me {
    id
    email
    name
    phone
    role
    roleLabel
    displayName
  }
`);

/**
 * Every expected failure of a mutation: its stable code, the Spanish message to show, and the fields
 * it concerns when it is a form error.
 */
export const FailureFieldsFragment = graphql(`
  fragment FailureFields on ErrorResult {
    __typename
    errorCode
    message
    ... on InvalidInputError {
      fieldErrors {
        field
        message
      }
    }
  }
`);

/** The answer of a mutation that has nothing to return but "done". */
export const SuccessFieldsFragment = graphql(`
  fragment SuccessFields on Success {
    __typename
    success
  }
`);

/** The session check: the signed-in account, or null for guests (the HttpOnly cookie travels by itself). */
export const SessionQuery = graphql(`
  query Session {
    me {
      ...MeFields
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ... on SignInOutcome {
        __typename
        status
        challenge
        me {
          ...MeFields
        }
      }
      ...FailureFields
    }
  }
`);

export const CompleteNewPasswordMutation = graphql(`
  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {
    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {
      ... on SignInOutcome {
        __typename
        status
        challenge
        me {
          ...MeFields
        }
      }
      ...FailureFields
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($email: String!, $password: String!) {
    signUp(email: $email, password: $password) {
      ... on SignUpStarted {
        __typename
        next
        email
      }
      ...FailureFields
    }
  }
`);

export const ConfirmSignUpMutation = graphql(`
  mutation ConfirmSignUp($email: String!, $code: String!, $password: String) {
    confirmSignUp(email: $email, code: $code, password: $password) {
      ...SuccessFields
      ...FailureFields
    }
  }
`);

export const ResendConfirmationCodeMutation = graphql(`
  mutation ResendConfirmationCode($email: String!) {
    resendConfirmationCode(email: $email) {
      ...SuccessFields
      ...FailureFields
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ...SuccessFields
      ...FailureFields
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword) {
      ...SuccessFields
      ...FailureFields
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);
