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
      status
      challenge
      me {
        ...MeFields
      }
    }
  }
`);

export const CompleteNewPasswordMutation = graphql(`
  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {
    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {
      status
      challenge
      me {
        ...MeFields
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($email: String!, $password: String!) {
    signUp(email: $email, password: $password) {
      next
      email
    }
  }
`);

export const ConfirmSignUpMutation = graphql(`
  mutation ConfirmSignUp($email: String!, $code: String!) {
    confirmSignUp(email: $email, code: $code)
  }
`);

export const ResendConfirmationCodeMutation = graphql(`
  mutation ResendConfirmationCode($email: String!) {
    resendConfirmationCode(email: $email)
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword)
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
