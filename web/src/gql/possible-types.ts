
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
      "IdempotencyKeyReusedError",
      "InvalidCredentialsError",
      "InvalidInputError",
      "OrderEmptyError",
      "OrderStockChangedError",
      "OrderingUnavailableError",
      "PasswordReusedError",
      "RateLimitedError"
    ],
    "PlaceOrderResult": [
      "IdempotencyKeyReusedError",
      "InvalidInputError",
      "Order",
      "OrderEmptyError",
      "OrderStockChangedError",
      "OrderingUnavailableError"
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
      "IdempotencyKeyReusedError",
      "InvalidCredentialsError",
      "InvalidInputError",
      "OrderEmptyError",
      "OrderStockChangedError",
      "OrderingUnavailableError",
      "PasswordReusedError",
      "RateLimitedError"
    ],
    "PlaceOrderResult": [
      "IdempotencyKeyReusedError",
      "InvalidInputError",
      "Order",
      "OrderEmptyError",
      "OrderStockChangedError",
      "OrderingUnavailableError"
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
    