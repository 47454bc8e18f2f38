
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "CartQuote",
      "InvalidInputError"
    ],
    "CodeRequestResult": [
      "RateLimitedError",
      "Success"
    ],
    "CompleteNewPasswordResult": [
      "ChallengeExpiredError",
      "InvalidInputError",
      "PasswordReusedError",
      "SignInOutcome"
    ],
    "ConfirmSignUpResult": [
      "CodeRejectedError",
      "Success"
    ],
    "ErrorResult": [
      "ChallengeExpiredError",
      "CodeRejectedError",
      "InvalidCredentialsError",
      "InvalidInputError",
      "PasswordReusedError",
      "RateLimitedError"
    ],
    "ResetPasswordResult": [
      "CodeRejectedError",
      "InvalidInputError",
      "Success"
    ],
    "SignInResult": [
      "InvalidCredentialsError",
      "RateLimitedError",
      "SignInOutcome"
    ],
    "SignUpResult": [
      "InvalidInputError",
      "RateLimitedError",
      "SignUpStarted"
    ],
    "UpdateProfileResult": [
      "InvalidInputError",
      "Me"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "CartQuote",
      "InvalidInputError"
    ],
    "CodeRequestResult": [
      "RateLimitedError",
      "Success"
    ],
    "CompleteNewPasswordResult": [
      "ChallengeExpiredError",
      "InvalidInputError",
      "PasswordReusedError",
      "SignInOutcome"
    ],
    "ConfirmSignUpResult": [
      "CodeRejectedError",
      "Success"
    ],
    "ErrorResult": [
      "ChallengeExpiredError",
      "CodeRejectedError",
      "InvalidCredentialsError",
      "InvalidInputError",
      "PasswordReusedError",
      "RateLimitedError"
    ],
    "ResetPasswordResult": [
      "CodeRejectedError",
      "InvalidInputError",
      "Success"
    ],
    "SignInResult": [
      "InvalidCredentialsError",
      "RateLimitedError",
      "SignInOutcome"
    ],
    "SignUpResult": [
      "InvalidInputError",
      "RateLimitedError",
      "SignUpStarted"
    ],
    "UpdateProfileResult": [
      "InvalidInputError",
      "Me"
    ]
  }
};
      export default result;
    