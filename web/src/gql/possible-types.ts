
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CartResult": [
      "CartQuote",
      "InvalidInputError"
    ],
    "ChangeOrderStatusResult": [
      "Order",
      "OrderNotFoundError",
      "OrderTransitionError",
      "StockCheckFailedError",
      "StockShortageError"
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
      "OrderNotFoundError",
      "OrderStockChangedError",
      "OrderTransitionError",
      "OrderingUnavailableError",
      "PasswordReusedError",
      "PaymentLinkNotEditableError",
      "RateLimitedError",
      "StockCheckFailedError",
      "StockShortageError"
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
    "SetPaymentLinkResult": [
      "InvalidInputError",
      "Order",
      "OrderNotFoundError",
      "PaymentLinkNotEditableError"
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
    "ChangeOrderStatusResult": [
      "Order",
      "OrderNotFoundError",
      "OrderTransitionError",
      "StockCheckFailedError",
      "StockShortageError"
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
      "OrderNotFoundError",
      "OrderStockChangedError",
      "OrderTransitionError",
      "OrderingUnavailableError",
      "PasswordReusedError",
      "PaymentLinkNotEditableError",
      "RateLimitedError",
      "StockCheckFailedError",
      "StockShortageError"
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
    "SetPaymentLinkResult": [
      "InvalidInputError",
      "Order",
      "OrderNotFoundError",
      "PaymentLinkNotEditableError"
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
    