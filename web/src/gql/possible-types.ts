
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddFavoriteResult": [
      "FavoriteAdded",
      "FavoritesLimitError",
      "NotFoundError"
    ],
    "AskRestockNoticeResult": [
      "InvalidInputError",
      "NotFoundError",
      "ProductAvailableError",
      "RestockNoticeRequested"
    ],
    "AssistedOrderResult": [
      "IdempotencyKeyReusedError",
      "InvalidInputError",
      "Order",
      "OrderEmptyError",
      "OrderPriceChangedError",
      "OrderStockChangedError"
    ],
    "BrandResult": [
      "AdminBrand",
      "InvalidInputError",
      "NotFoundError"
    ],
    "CartResult": [
      "CartQuote",
      "InvalidInputError"
    ],
    "CategoryResult": [
      "Category",
      "InvalidInputError",
      "NotFoundError"
    ],
    "ChangeOrderStatusResult": [
      "Order",
      "OrderNotFoundError",
      "OrderTransitionError",
      "StockCheckFailedError",
      "StockShortageError"
    ],
    "CodeRequestResult": [
      "InvalidInputError",
      "RateLimitedError",
      "Success"
    ],
    "CompleteNewPasswordResult": [
      "ChallengeExpiredError",
      "InvalidInputError",
      "PasswordReusedError",
      "SignInOutcome"
    ],
    "ConfirmRestockNoticeResult": [
      "RestockLinkInvalidError",
      "RestockNoticeConfirmed"
    ],
    "ConfirmSignUpResult": [
      "CodeRejectedError",
      "InvalidInputError",
      "Success"
    ],
    "DeleteBrandResult": [
      "BrandDeleted",
      "InUseError",
      "NotFoundError"
    ],
    "DeleteCategoryResult": [
      "CategoryDeleted",
      "InUseError",
      "NotFoundError"
    ],
    "DeleteProductResult": [
      "NotFoundError",
      "ProductDeleted"
    ],
    "DeleteStoryResult": [
      "NotFoundError",
      "StoryDeleted"
    ],
    "ErrorResult": [
      "CartReminderLinkInvalidError",
      "ChallengeExpiredError",
      "CodeRejectedError",
      "FavoritesLimitError",
      "IdempotencyKeyReusedError",
      "InUseError",
      "InvalidCredentialsError",
      "InvalidInputError",
      "NotFoundError",
      "OrderEmptyError",
      "OrderNotFoundError",
      "OrderPriceChangedError",
      "OrderStockChangedError",
      "OrderTransitionError",
      "OrderingUnavailableError",
      "PasswordReusedError",
      "PaymentLinkNotEditableError",
      "ProductAvailableError",
      "ProductStockChangedError",
      "RateLimitedError",
      "RestockLinkInvalidError",
      "StockCheckFailedError",
      "StockShortageError",
      "StoryLoginRequiredError",
      "StoryTransitionError",
      "StoryUnavailableError"
    ],
    "PageInfo": [
      "AdminBrandPage",
      "AdminCategoryPage",
      "AdminOrderPage",
      "AdminStoryList",
      "BrandPage",
      "FavoritePage",
      "OrderPage",
      "ProductPage",
      "StockMovementPage",
      "StoryAudiencePage"
    ],
    "PlaceOrderResult": [
      "IdempotencyKeyReusedError",
      "InvalidInputError",
      "Order",
      "OrderEmptyError",
      "OrderPriceChangedError",
      "OrderStockChangedError",
      "OrderingUnavailableError"
    ],
    "ProductResult": [
      "InvalidInputError",
      "NotFoundError",
      "Product"
    ],
    "RecordStoryViewResult": [
      "StoryUnavailableError",
      "StoryViewRecorded"
    ],
    "ResetPasswordResult": [
      "CodeRejectedError",
      "InvalidInputError",
      "Success"
    ],
    "SaveStoryResult": [
      "InvalidInputError",
      "NotFoundError",
      "StorySaved",
      "StoryTransitionError"
    ],
    "SetPaymentLinkResult": [
      "InvalidInputError",
      "Order",
      "OrderNotFoundError",
      "PaymentLinkNotEditableError"
    ],
    "SignInResult": [
      "InvalidCredentialsError",
      "InvalidInputError",
      "RateLimitedError",
      "SignInOutcome"
    ],
    "SignUpResult": [
      "InvalidInputError",
      "RateLimitedError",
      "SignUpStarted"
    ],
    "StockAdjustmentResult": [
      "InvalidInputError",
      "NotFoundError",
      "Product"
    ],
    "StopCartRemindersResult": [
      "CartReminderLinkInvalidError",
      "CartRemindersStopped"
    ],
    "StoreSettingsResult": [
      "InvalidInputError",
      "StoreSettings"
    ],
    "StoryLifecycleResult": [
      "NotFoundError",
      "StorySaved"
    ],
    "ToggleStoryInteractionResult": [
      "StoryInteractionToggled",
      "StoryLoginRequiredError",
      "StoryUnavailableError"
    ],
    "UpdateProductResult": [
      "InvalidInputError",
      "NotFoundError",
      "Product",
      "ProductStockChangedError"
    ],
    "UpdateProfileResult": [
      "InvalidInputError",
      "Me"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddFavoriteResult": [
      "FavoriteAdded",
      "FavoritesLimitError",
      "NotFoundError"
    ],
    "AskRestockNoticeResult": [
      "InvalidInputError",
      "NotFoundError",
      "ProductAvailableError",
      "RestockNoticeRequested"
    ],
    "AssistedOrderResult": [
      "IdempotencyKeyReusedError",
      "InvalidInputError",
      "Order",
      "OrderEmptyError",
      "OrderPriceChangedError",
      "OrderStockChangedError"
    ],
    "BrandResult": [
      "AdminBrand",
      "InvalidInputError",
      "NotFoundError"
    ],
    "CartResult": [
      "CartQuote",
      "InvalidInputError"
    ],
    "CategoryResult": [
      "Category",
      "InvalidInputError",
      "NotFoundError"
    ],
    "ChangeOrderStatusResult": [
      "Order",
      "OrderNotFoundError",
      "OrderTransitionError",
      "StockCheckFailedError",
      "StockShortageError"
    ],
    "CodeRequestResult": [
      "InvalidInputError",
      "RateLimitedError",
      "Success"
    ],
    "CompleteNewPasswordResult": [
      "ChallengeExpiredError",
      "InvalidInputError",
      "PasswordReusedError",
      "SignInOutcome"
    ],
    "ConfirmRestockNoticeResult": [
      "RestockLinkInvalidError",
      "RestockNoticeConfirmed"
    ],
    "ConfirmSignUpResult": [
      "CodeRejectedError",
      "InvalidInputError",
      "Success"
    ],
    "DeleteBrandResult": [
      "BrandDeleted",
      "InUseError",
      "NotFoundError"
    ],
    "DeleteCategoryResult": [
      "CategoryDeleted",
      "InUseError",
      "NotFoundError"
    ],
    "DeleteProductResult": [
      "NotFoundError",
      "ProductDeleted"
    ],
    "DeleteStoryResult": [
      "NotFoundError",
      "StoryDeleted"
    ],
    "ErrorResult": [
      "CartReminderLinkInvalidError",
      "ChallengeExpiredError",
      "CodeRejectedError",
      "FavoritesLimitError",
      "IdempotencyKeyReusedError",
      "InUseError",
      "InvalidCredentialsError",
      "InvalidInputError",
      "NotFoundError",
      "OrderEmptyError",
      "OrderNotFoundError",
      "OrderPriceChangedError",
      "OrderStockChangedError",
      "OrderTransitionError",
      "OrderingUnavailableError",
      "PasswordReusedError",
      "PaymentLinkNotEditableError",
      "ProductAvailableError",
      "ProductStockChangedError",
      "RateLimitedError",
      "RestockLinkInvalidError",
      "StockCheckFailedError",
      "StockShortageError",
      "StoryLoginRequiredError",
      "StoryTransitionError",
      "StoryUnavailableError"
    ],
    "PageInfo": [
      "AdminBrandPage",
      "AdminCategoryPage",
      "AdminOrderPage",
      "AdminStoryList",
      "BrandPage",
      "FavoritePage",
      "OrderPage",
      "ProductPage",
      "StockMovementPage",
      "StoryAudiencePage"
    ],
    "PlaceOrderResult": [
      "IdempotencyKeyReusedError",
      "InvalidInputError",
      "Order",
      "OrderEmptyError",
      "OrderPriceChangedError",
      "OrderStockChangedError",
      "OrderingUnavailableError"
    ],
    "ProductResult": [
      "InvalidInputError",
      "NotFoundError",
      "Product"
    ],
    "RecordStoryViewResult": [
      "StoryUnavailableError",
      "StoryViewRecorded"
    ],
    "ResetPasswordResult": [
      "CodeRejectedError",
      "InvalidInputError",
      "Success"
    ],
    "SaveStoryResult": [
      "InvalidInputError",
      "NotFoundError",
      "StorySaved",
      "StoryTransitionError"
    ],
    "SetPaymentLinkResult": [
      "InvalidInputError",
      "Order",
      "OrderNotFoundError",
      "PaymentLinkNotEditableError"
    ],
    "SignInResult": [
      "InvalidCredentialsError",
      "InvalidInputError",
      "RateLimitedError",
      "SignInOutcome"
    ],
    "SignUpResult": [
      "InvalidInputError",
      "RateLimitedError",
      "SignUpStarted"
    ],
    "StockAdjustmentResult": [
      "InvalidInputError",
      "NotFoundError",
      "Product"
    ],
    "StopCartRemindersResult": [
      "CartReminderLinkInvalidError",
      "CartRemindersStopped"
    ],
    "StoreSettingsResult": [
      "InvalidInputError",
      "StoreSettings"
    ],
    "StoryLifecycleResult": [
      "NotFoundError",
      "StorySaved"
    ],
    "ToggleStoryInteractionResult": [
      "StoryInteractionToggled",
      "StoryLoginRequiredError",
      "StoryUnavailableError"
    ],
    "UpdateProductResult": [
      "InvalidInputError",
      "NotFoundError",
      "Product",
      "ProductStockChangedError"
    ],
    "UpdateProfileResult": [
      "InvalidInputError",
      "Me"
    ]
  }
};
      export default result;
    