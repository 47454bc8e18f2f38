/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CatalogueMenu {\n    categories(active: true) {\n      id\n      name\n    }\n    brands(active: true) {\n      id\n      name\n    }\n  }\n": typeof types.CatalogueMenuDocument,
    "\n  fragment MeFields on Me {\n    id\n    email\n    name\n    phone\n    role\n    roleLabel\n    displayName\n  }\n": typeof types.MeFieldsFragmentDoc,
    "\n  fragment FailureFields on ErrorResult {\n    __typename\n    errorCode\n    message\n    ... on InvalidInputError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.FailureFieldsFragmentDoc,
    "\n  fragment SuccessFields on Success {\n    __typename\n    success\n  }\n": typeof types.SuccessFieldsFragmentDoc,
    "\n  query Session {\n    me {\n      ...MeFields\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {\n    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.CompleteNewPasswordDocument,
    "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      ... on SignUpStarted {\n        __typename\n        next\n        email\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ConfirmSignUp($email: String!, $code: String!, $password: String) {\n    confirmSignUp(email: $email, code: $code, password: $password) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": typeof types.ConfirmSignUpDocument,
    "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": typeof types.ResendConfirmationCodeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  fragment CartQuoteLineFields on CartQuoteLine {\n    productId\n    requestedQuantity\n    quantity\n    change\n    unitPrice {\n      cents\n      formatted\n    }\n    originalUnitPrice {\n      cents\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    product {\n      id\n      name\n      imageUrl\n      stock\n      brand {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CartQuoteLineFieldsFragmentDoc,
    "\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartQuoteLineFields\n    }\n    removed {\n      ...CartQuoteLineFields\n    }\n    itemCount\n    subtotal {\n      formatted\n    }\n    adjusted\n    # Aliased: a result union also selects ErrorResult.message (String!), a different type.\n    warning: message\n  }\n": typeof types.CartQuoteFieldsFragmentDoc,
    "\n  query MyCart {\n    myCart {\n      ...CartQuoteFields\n    }\n  }\n": typeof types.MyCartDocument,
    "\n  mutation SaveCart($lines: [CartLineInput!]!) {\n    saveCart(lines: $lines) {\n      ... on CartQuote {\n        __typename\n        itemCount\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.SaveCartDocument,
    "\n  mutation MergeCart($lines: [CartLineInput!]!) {\n    mergeCart(lines: $lines) {\n      ... on CartQuote {\n        __typename\n        ...CartQuoteFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.MergeCartDocument,
    "\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      ...CartQuoteFields\n    }\n  }\n": typeof types.CartQuoteDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    description\n    imageUrl\n    stock\n    discountApplied\n    brand {\n      id\n      name\n    }\n    price {\n      formatted\n    }\n    originalPrice {\n      formatted\n    }\n    promotion {\n      status\n      singleDay\n      badge\n      headline\n      detail\n    }\n    stockStatus {\n      level\n      label\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query CheckoutQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      ...CartQuoteFields\n      lines {\n        productId\n        lineTotal {\n          cents\n          formatted\n        }\n        product {\n          id\n          promotion {\n            badge\n          }\n        }\n      }\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          ...CartQuoteFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query HasOrders {\n    myOrders {\n      id\n    }\n  }\n": typeof types.HasOrdersDocument,
    "\n  fragment OrderFields on Order {\n    id\n    shortId\n    link\n    status\n    statusLabel\n    customer {\n      firstName\n      lastName\n      fullName\n      email\n      documentType\n      documentNumber\n      phone\n    }\n    invoice {\n      type\n      label\n      ruc\n      businessName\n    }\n    shippingMethod\n    shippingMethodLabel\n    paymentMethod\n    paymentMethodLabel\n    lines {\n      productId\n      quantity\n      name\n      brandName\n      imageUrl\n      unitPrice {\n        cents\n        formatted\n      }\n      originalUnitPrice {\n        cents\n        formatted\n      }\n      lineTotal {\n        cents\n        formatted\n      }\n      discountApplied\n      discountBadge\n    }\n    itemCount\n    subtotal {\n      cents\n      formatted\n    }\n    shipping {\n      cents\n      formatted\n    }\n    commission {\n      cents\n      formatted\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentLink\n    hasReceipt\n    receiptUrl\n    createdAt\n    updatedAt\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDocument,
    "\n  query OrdersByIds($ids: [ID!]!) {\n    ordersByIds(ids: $ids) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrdersByIdsDocument,
    "\n  query MyOrders($status: OrderStatus) {\n    myOrders(status: $status) {\n      ...OrderFields\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  subscription OrderUpdated($ids: [ID!]!) {\n    orderUpdated(ids: $ids) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderUpdatedDocument,
    "\n  query BrandProducts($brandId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    brand(id: $brandId) {\n      id\n      name\n      logoUrl\n      active\n    }\n    products(active: true, brandId: $brandId, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.BrandProductsDocument,
    "\n  query CategoryProducts($categoryId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    category(id: $categoryId) {\n      id\n      name\n      description\n      active\n    }\n    products(active: true, categoryId: $categoryId, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query CarouselProducts {\n    products(active: true, carousel: true, sort: POSITION, pageSize: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.CarouselProductsDocument,
    "\n  query BrandStrip {\n    brands(active: true) {\n      id\n      name\n      logoUrl\n    }\n  }\n": typeof types.BrandStripDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      active\n      brand {\n        active\n      }\n      imageUrls\n      categories {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query CatalogueProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    products(listing: WEB, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.CatalogueProductsDocument,
    "\n  query Profile {\n    me {\n      ...MeFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($name: String!, $phone: String) {\n    updateProfile(name: $name, phone: $phone) {\n      ... on Me {\n        __typename\n        ...MeFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PromotedProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    products(listing: PROMOTIONS, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.PromotedProductsDocument,
    "\n  query SearchProducts($query: String!) {\n    searchProducts(query: $query) {\n      id\n      name\n      imageUrl\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        formatted\n      }\n      originalPrice {\n        formatted\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query StoreSettings {\n    storeSettings {\n      storeName\n      whatsappNumber\n      phone\n      email\n      phoneHours\n      chatHours\n      supportHours\n      socialLinks {\n        network\n        url\n      }\n      bankAccounts {\n        bank\n        holder\n        accountNumber\n        cci\n      }\n      wallets {\n        method\n        holder\n        number\n        qrImageUrl\n      }\n      shipping {\n        freeFrom {\n          cents\n        }\n        flatFee {\n          cents\n        }\n      }\n      shippingRates {\n        zone\n        method\n        cost {\n          formatted\n        }\n        deliveryTime\n      }\n      maintenance {\n        isEnabled\n        orderCreation\n        orderCreationAvailable\n        startsAt\n        endsAt\n        title\n        description\n        type\n        dismissible\n        persistent\n        showTimeInfo\n      }\n    }\n  }\n": typeof types.StoreSettingsDocument,
    "\n  fragment StoryFields on Story {\n    id\n    title\n    description\n    imageUrl\n    audioUrl\n    externalLink\n    duration\n    likes\n    viewerLiked\n    viewerWanted\n    product {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n      promotion {\n        type\n        discount\n        startDate\n        endDate\n      }\n    }\n  }\n": typeof types.StoryFieldsFragmentDoc,
    "\n  fragment StoryToggledFields on StoryInteractionToggled {\n    story {\n      ...StoryFields\n    }\n  }\n": typeof types.StoryToggledFieldsFragmentDoc,
    "\n  query Stories {\n    stories {\n      ...StoryFields\n    }\n  }\n": typeof types.StoriesDocument,
    "\n  mutation RecordStoryView($storyId: ID!) {\n    recordStoryView(storyId: $storyId) {\n      __typename\n      ... on StoryViewRecorded {\n        storyId\n        views\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.RecordStoryViewDocument,
    "\n  mutation ToggleStoryLike($storyId: ID!) {\n    toggleStoryLike(storyId: $storyId) {\n      __typename\n      ...StoryToggledFields\n      ...FailureFields\n    }\n  }\n": typeof types.ToggleStoryLikeDocument,
    "\n  mutation ToggleStoryWant($storyId: ID!) {\n    toggleStoryWant(storyId: $storyId) {\n      __typename\n      ...StoryToggledFields\n      ...FailureFields\n    }\n  }\n": typeof types.ToggleStoryWantDocument,
};
const documents: Documents = {
    "\n  query CatalogueMenu {\n    categories(active: true) {\n      id\n      name\n    }\n    brands(active: true) {\n      id\n      name\n    }\n  }\n": types.CatalogueMenuDocument,
    "\n  fragment MeFields on Me {\n    id\n    email\n    name\n    phone\n    role\n    roleLabel\n    displayName\n  }\n": types.MeFieldsFragmentDoc,
    "\n  fragment FailureFields on ErrorResult {\n    __typename\n    errorCode\n    message\n    ... on InvalidInputError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": types.FailureFieldsFragmentDoc,
    "\n  fragment SuccessFields on Success {\n    __typename\n    success\n  }\n": types.SuccessFieldsFragmentDoc,
    "\n  query Session {\n    me {\n      ...MeFields\n    }\n  }\n": types.SessionDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n": types.SignInDocument,
    "\n  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {\n    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n": types.CompleteNewPasswordDocument,
    "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      ... on SignUpStarted {\n        __typename\n        next\n        email\n      }\n      ...FailureFields\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ConfirmSignUp($email: String!, $code: String!, $password: String) {\n    confirmSignUp(email: $email, code: $code, password: $password) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": types.ConfirmSignUpDocument,
    "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": types.ResendConfirmationCodeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  fragment CartQuoteLineFields on CartQuoteLine {\n    productId\n    requestedQuantity\n    quantity\n    change\n    unitPrice {\n      cents\n      formatted\n    }\n    originalUnitPrice {\n      cents\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    product {\n      id\n      name\n      imageUrl\n      stock\n      brand {\n        id\n        name\n      }\n    }\n  }\n": types.CartQuoteLineFieldsFragmentDoc,
    "\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartQuoteLineFields\n    }\n    removed {\n      ...CartQuoteLineFields\n    }\n    itemCount\n    subtotal {\n      formatted\n    }\n    adjusted\n    # Aliased: a result union also selects ErrorResult.message (String!), a different type.\n    warning: message\n  }\n": types.CartQuoteFieldsFragmentDoc,
    "\n  query MyCart {\n    myCart {\n      ...CartQuoteFields\n    }\n  }\n": types.MyCartDocument,
    "\n  mutation SaveCart($lines: [CartLineInput!]!) {\n    saveCart(lines: $lines) {\n      ... on CartQuote {\n        __typename\n        itemCount\n      }\n      ...FailureFields\n    }\n  }\n": types.SaveCartDocument,
    "\n  mutation MergeCart($lines: [CartLineInput!]!) {\n    mergeCart(lines: $lines) {\n      ... on CartQuote {\n        __typename\n        ...CartQuoteFields\n      }\n      ...FailureFields\n    }\n  }\n": types.MergeCartDocument,
    "\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      ...CartQuoteFields\n    }\n  }\n": types.CartQuoteDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    description\n    imageUrl\n    stock\n    discountApplied\n    brand {\n      id\n      name\n    }\n    price {\n      formatted\n    }\n    originalPrice {\n      formatted\n    }\n    promotion {\n      status\n      singleDay\n      badge\n      headline\n      detail\n    }\n    stockStatus {\n      level\n      label\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query CheckoutQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      ...CartQuoteFields\n      lines {\n        productId\n        lineTotal {\n          cents\n          formatted\n        }\n        product {\n          id\n          promotion {\n            badge\n          }\n        }\n      }\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          ...CartQuoteFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query HasOrders {\n    myOrders {\n      id\n    }\n  }\n": types.HasOrdersDocument,
    "\n  fragment OrderFields on Order {\n    id\n    shortId\n    link\n    status\n    statusLabel\n    customer {\n      firstName\n      lastName\n      fullName\n      email\n      documentType\n      documentNumber\n      phone\n    }\n    invoice {\n      type\n      label\n      ruc\n      businessName\n    }\n    shippingMethod\n    shippingMethodLabel\n    paymentMethod\n    paymentMethodLabel\n    lines {\n      productId\n      quantity\n      name\n      brandName\n      imageUrl\n      unitPrice {\n        cents\n        formatted\n      }\n      originalUnitPrice {\n        cents\n        formatted\n      }\n      lineTotal {\n        cents\n        formatted\n      }\n      discountApplied\n      discountBadge\n    }\n    itemCount\n    subtotal {\n      cents\n      formatted\n    }\n    shipping {\n      cents\n      formatted\n    }\n    commission {\n      cents\n      formatted\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentLink\n    hasReceipt\n    receiptUrl\n    createdAt\n    updatedAt\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.OrderDocument,
    "\n  query OrdersByIds($ids: [ID!]!) {\n    ordersByIds(ids: $ids) {\n      ...OrderFields\n    }\n  }\n": types.OrdersByIdsDocument,
    "\n  query MyOrders($status: OrderStatus) {\n    myOrders(status: $status) {\n      ...OrderFields\n    }\n  }\n": types.MyOrdersDocument,
    "\n  subscription OrderUpdated($ids: [ID!]!) {\n    orderUpdated(ids: $ids) {\n      ...OrderFields\n    }\n  }\n": types.OrderUpdatedDocument,
    "\n  query BrandProducts($brandId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    brand(id: $brandId) {\n      id\n      name\n      logoUrl\n      active\n    }\n    products(active: true, brandId: $brandId, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.BrandProductsDocument,
    "\n  query CategoryProducts($categoryId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    category(id: $categoryId) {\n      id\n      name\n      description\n      active\n    }\n    products(active: true, categoryId: $categoryId, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query CarouselProducts {\n    products(active: true, carousel: true, sort: POSITION, pageSize: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.CarouselProductsDocument,
    "\n  query BrandStrip {\n    brands(active: true) {\n      id\n      name\n      logoUrl\n    }\n  }\n": types.BrandStripDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      active\n      brand {\n        active\n      }\n      imageUrls\n      categories {\n        id\n        name\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query CatalogueProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    products(listing: WEB, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.CatalogueProductsDocument,
    "\n  query Profile {\n    me {\n      ...MeFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($name: String!, $phone: String) {\n    updateProfile(name: $name, phone: $phone) {\n      ... on Me {\n        __typename\n        ...MeFields\n      }\n      ...FailureFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PromotedProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    products(listing: PROMOTIONS, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.PromotedProductsDocument,
    "\n  query SearchProducts($query: String!) {\n    searchProducts(query: $query) {\n      id\n      name\n      imageUrl\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        formatted\n      }\n      originalPrice {\n        formatted\n      }\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query StoreSettings {\n    storeSettings {\n      storeName\n      whatsappNumber\n      phone\n      email\n      phoneHours\n      chatHours\n      supportHours\n      socialLinks {\n        network\n        url\n      }\n      bankAccounts {\n        bank\n        holder\n        accountNumber\n        cci\n      }\n      wallets {\n        method\n        holder\n        number\n        qrImageUrl\n      }\n      shipping {\n        freeFrom {\n          cents\n        }\n        flatFee {\n          cents\n        }\n      }\n      shippingRates {\n        zone\n        method\n        cost {\n          formatted\n        }\n        deliveryTime\n      }\n      maintenance {\n        isEnabled\n        orderCreation\n        orderCreationAvailable\n        startsAt\n        endsAt\n        title\n        description\n        type\n        dismissible\n        persistent\n        showTimeInfo\n      }\n    }\n  }\n": types.StoreSettingsDocument,
    "\n  fragment StoryFields on Story {\n    id\n    title\n    description\n    imageUrl\n    audioUrl\n    externalLink\n    duration\n    likes\n    viewerLiked\n    viewerWanted\n    product {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n      promotion {\n        type\n        discount\n        startDate\n        endDate\n      }\n    }\n  }\n": types.StoryFieldsFragmentDoc,
    "\n  fragment StoryToggledFields on StoryInteractionToggled {\n    story {\n      ...StoryFields\n    }\n  }\n": types.StoryToggledFieldsFragmentDoc,
    "\n  query Stories {\n    stories {\n      ...StoryFields\n    }\n  }\n": types.StoriesDocument,
    "\n  mutation RecordStoryView($storyId: ID!) {\n    recordStoryView(storyId: $storyId) {\n      __typename\n      ... on StoryViewRecorded {\n        storyId\n        views\n      }\n      ...FailureFields\n    }\n  }\n": types.RecordStoryViewDocument,
    "\n  mutation ToggleStoryLike($storyId: ID!) {\n    toggleStoryLike(storyId: $storyId) {\n      __typename\n      ...StoryToggledFields\n      ...FailureFields\n    }\n  }\n": types.ToggleStoryLikeDocument,
    "\n  mutation ToggleStoryWant($storyId: ID!) {\n    toggleStoryWant(storyId: $storyId) {\n      __typename\n      ...StoryToggledFields\n      ...FailureFields\n    }\n  }\n": types.ToggleStoryWantDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueMenu {\n    categories(active: true) {\n      id\n      name\n    }\n    brands(active: true) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CatalogueMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeFields on Me {\n    id\n    email\n    name\n    phone\n    role\n    roleLabel\n    displayName\n  }\n"): typeof import('./graphql').MeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FailureFields on ErrorResult {\n    __typename\n    errorCode\n    message\n    ... on InvalidInputError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').FailureFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuccessFields on Success {\n    __typename\n    success\n  }\n"): typeof import('./graphql').SuccessFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      ...MeFields\n    }\n  }\n"): typeof import('./graphql').SessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {\n    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').CompleteNewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      ... on SignUpStarted {\n        __typename\n        next\n        email\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($email: String!, $code: String!, $password: String) {\n    confirmSignUp(email: $email, code: $code, password: $password) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').ConfirmSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').ResendConfirmationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): typeof import('./graphql').SignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartQuoteLineFields on CartQuoteLine {\n    productId\n    requestedQuantity\n    quantity\n    change\n    unitPrice {\n      cents\n      formatted\n    }\n    originalUnitPrice {\n      cents\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    product {\n      id\n      name\n      imageUrl\n      stock\n      brand {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CartQuoteLineFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartQuoteFields on CartQuote {\n    lines {\n      ...CartQuoteLineFields\n    }\n    removed {\n      ...CartQuoteLineFields\n    }\n    itemCount\n    subtotal {\n      formatted\n    }\n    adjusted\n    # Aliased: a result union also selects ErrorResult.message (String!), a different type.\n    warning: message\n  }\n"): typeof import('./graphql').CartQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCart {\n    myCart {\n      ...CartQuoteFields\n    }\n  }\n"): typeof import('./graphql').MyCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCart($lines: [CartLineInput!]!) {\n    saveCart(lines: $lines) {\n      ... on CartQuote {\n        __typename\n        itemCount\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').SaveCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCart($lines: [CartLineInput!]!) {\n    mergeCart(lines: $lines) {\n      ... on CartQuote {\n        __typename\n        ...CartQuoteFields\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').MergeCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      ...CartQuoteFields\n    }\n  }\n"): typeof import('./graphql').CartQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    name\n    description\n    imageUrl\n    stock\n    discountApplied\n    brand {\n      id\n      name\n    }\n    price {\n      formatted\n    }\n    originalPrice {\n      formatted\n    }\n    promotion {\n      status\n      singleDay\n      badge\n      headline\n      detail\n    }\n    stockStatus {\n      level\n      label\n    }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      ...CartQuoteFields\n      lines {\n        productId\n        lineTotal {\n          cents\n          formatted\n        }\n        product {\n          id\n          promotion {\n            badge\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          ...CartQuoteFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasOrders {\n    myOrders {\n      id\n    }\n  }\n"): typeof import('./graphql').HasOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    shortId\n    link\n    status\n    statusLabel\n    customer {\n      firstName\n      lastName\n      fullName\n      email\n      documentType\n      documentNumber\n      phone\n    }\n    invoice {\n      type\n      label\n      ruc\n      businessName\n    }\n    shippingMethod\n    shippingMethodLabel\n    paymentMethod\n    paymentMethodLabel\n    lines {\n      productId\n      quantity\n      name\n      brandName\n      imageUrl\n      unitPrice {\n        cents\n        formatted\n      }\n      originalUnitPrice {\n        cents\n        formatted\n      }\n      lineTotal {\n        cents\n        formatted\n      }\n      discountApplied\n      discountBadge\n    }\n    itemCount\n    subtotal {\n      cents\n      formatted\n    }\n    shipping {\n      cents\n      formatted\n    }\n    commission {\n      cents\n      formatted\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentLink\n    hasReceipt\n    receiptUrl\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').OrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersByIds($ids: [ID!]!) {\n    ordersByIds(ids: $ids) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrdersByIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($status: OrderStatus) {\n    myOrders(status: $status) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').MyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated($ids: [ID!]!) {\n    orderUpdated(ids: $ids) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrderUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandProducts($brandId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    brand(id: $brandId) {\n      id\n      name\n      logoUrl\n      active\n    }\n    products(active: true, brandId: $brandId, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): typeof import('./graphql').BrandProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($categoryId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    category(id: $categoryId) {\n      id\n      name\n      description\n      active\n    }\n    products(active: true, categoryId: $categoryId, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): typeof import('./graphql').CategoryProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CarouselProducts {\n    products(active: true, carousel: true, sort: POSITION, pageSize: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').CarouselProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandStrip {\n    brands(active: true) {\n      id\n      name\n      logoUrl\n    }\n  }\n"): typeof import('./graphql').BrandStripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      active\n      brand {\n        active\n      }\n      imageUrls\n      categories {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ProductDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    products(listing: WEB, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): typeof import('./graphql').CatalogueProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      ...MeFields\n    }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($name: String!, $phone: String) {\n    updateProfile(name: $name, phone: $phone) {\n      ... on Me {\n        __typename\n        ...MeFields\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotedProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {\n    products(listing: PROMOTIONS, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n      total\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): typeof import('./graphql').PromotedProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($query: String!) {\n    searchProducts(query: $query) {\n      id\n      name\n      imageUrl\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        formatted\n      }\n      originalPrice {\n        formatted\n      }\n    }\n  }\n"): typeof import('./graphql').SearchProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSettings {\n    storeSettings {\n      storeName\n      whatsappNumber\n      phone\n      email\n      phoneHours\n      chatHours\n      supportHours\n      socialLinks {\n        network\n        url\n      }\n      bankAccounts {\n        bank\n        holder\n        accountNumber\n        cci\n      }\n      wallets {\n        method\n        holder\n        number\n        qrImageUrl\n      }\n      shipping {\n        freeFrom {\n          cents\n        }\n        flatFee {\n          cents\n        }\n      }\n      shippingRates {\n        zone\n        method\n        cost {\n          formatted\n        }\n        deliveryTime\n      }\n      maintenance {\n        isEnabled\n        orderCreation\n        orderCreationAvailable\n        startsAt\n        endsAt\n        title\n        description\n        type\n        dismissible\n        persistent\n        showTimeInfo\n      }\n    }\n  }\n"): typeof import('./graphql').StoreSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryFields on Story {\n    id\n    title\n    description\n    imageUrl\n    audioUrl\n    externalLink\n    duration\n    likes\n    viewerLiked\n    viewerWanted\n    product {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n      promotion {\n        type\n        discount\n        startDate\n        endDate\n      }\n    }\n  }\n"): typeof import('./graphql').StoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryToggledFields on StoryInteractionToggled {\n    story {\n      ...StoryFields\n    }\n  }\n"): typeof import('./graphql').StoryToggledFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stories {\n    stories {\n      ...StoryFields\n    }\n  }\n"): typeof import('./graphql').StoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStoryView($storyId: ID!) {\n    recordStoryView(storyId: $storyId) {\n      __typename\n      ... on StoryViewRecorded {\n        storyId\n        views\n      }\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').RecordStoryViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleStoryLike($storyId: ID!) {\n    toggleStoryLike(storyId: $storyId) {\n      __typename\n      ...StoryToggledFields\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').ToggleStoryLikeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleStoryWant($storyId: ID!) {\n    toggleStoryWant(storyId: $storyId) {\n      __typename\n      ...StoryToggledFields\n      ...FailureFields\n    }\n  }\n"): typeof import('./graphql').ToggleStoryWantDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
