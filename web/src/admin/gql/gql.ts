/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  fragment AdminBrandFields on AdminBrand {\n    id\n    name\n    description\n    logoUrl\n    logoKey\n    active\n    productCount\n  }\n": typeof types.AdminBrandFieldsFragmentDoc,
    "\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      ...AdminBrandFields\n    }\n  }\n": typeof types.AdminBrandsDocument,
    "\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.UpdateBrandDocument,
    "\n  mutation DeleteBrand($id: ID!) {\n    deleteBrand(id: $id) {\n      ... on BrandDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.DeleteBrandDocument,
    "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    description\n    active\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ... on CategoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      monthSales {\n        cents\n        formatted\n      }\n      previousMonthSales {\n        cents\n        formatted\n      }\n      salesChangePercent\n      monthOrders\n      previousMonthOrders\n      ordersChangePercent\n      activeProducts\n      promotedProducts\n      upcomingPromotions\n      activePromotions\n      lowStock {\n        id\n        name\n        stock\n        brand {\n          id\n          name\n        }\n      }\n      salesByMonth {\n        month\n        label\n        sales {\n          cents\n          formatted\n        }\n        orders\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AssistedOrderProducts($search: String!) {\n    assistedOrderProducts(search: $search) {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n    }\n  }\n": typeof types.AssistedOrderProductsDocument,
    "\n  mutation CreateAssistedOrder($input: AssistedOrderInput!) {\n    createAssistedOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n        link\n        customer {\n          firstName\n          phone\n        }\n        total {\n          formatted\n        }\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          lines {\n            productId\n            quantity\n            unitPrice {\n              cents\n              formatted\n            }\n            product {\n              id\n              name\n              stock\n            }\n          }\n          removed {\n            productId\n          }\n        }\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.CreateAssistedOrderDocument,
    "\n  fragment AdminOrderRowFields on Order {\n    id\n    shortId\n    status\n    statusLabel\n    createdAt\n    customer {\n      fullName\n      email\n      phone\n      documentType\n      documentNumber\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentMethod\n    paymentMethodLabel\n  }\n": typeof types.AdminOrderRowFieldsFragmentDoc,
    "\n  query AdminOrders($search: String, $status: OrderStatus) {\n    adminOrders(search: $search, status: $status) {\n      ...AdminOrderRowFields\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      shortId\n      link\n      status\n      statusLabel\n      createdAt\n      customer {\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        documentType\n        documentNumber\n      }\n      invoice {\n        type\n        label\n        ruc\n        businessName\n      }\n      shippingMethodLabel\n      paymentMethod\n      paymentMethodLabel\n      paymentLink\n      hasReceipt\n      receiptUrl\n      lines {\n        productId\n        quantity\n        name\n        brandName\n        imageUrl\n        unitPrice {\n          cents\n          formatted\n        }\n        originalUnitPrice {\n          cents\n          formatted\n        }\n        lineTotal {\n          cents\n          formatted\n        }\n        discountApplied\n        discountBadge\n      }\n      itemCount\n      subtotal {\n        cents\n        formatted\n      }\n      shipping {\n        cents\n        formatted\n      }\n      commission {\n        cents\n        formatted\n      }\n      total {\n        cents\n        formatted\n      }\n      statusHistory {\n        from\n        to\n        at\n        adminEmail\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation ChangeOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    changeOrderStatus(orderId: $orderId, status: $status) {\n      ... on Order {\n        __typename\n        id\n        status\n        statusLabel\n        paymentLink\n        updatedAt\n      }\n      ... on StockShortageError {\n        shortages {\n          productId\n          productName\n          requested\n          available\n        }\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.ChangeOrderStatusDocument,
    "\n  mutation SetPaymentLink($orderId: ID!, $link: String!) {\n    setPaymentLink(orderId: $orderId, link: $link) {\n      ... on Order {\n        __typename\n        id\n        paymentLink\n        updatedAt\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.SetPaymentLinkDocument,
    "\n  query OrderStatistics {\n    orderStatistics {\n      total\n      pending\n      processing\n      completed\n      cancelled\n      revenue {\n        cents\n        formatted\n      }\n      averageOrderValue {\n        cents\n        formatted\n      }\n    }\n  }\n": typeof types.OrderStatisticsDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    name\n    description\n    brandId\n    brand {\n      id\n      name\n    }\n    categoryIds\n    imageUrl\n    imageUrls\n    imageKeys\n    originalPrice {\n      cents\n      formatted\n    }\n    price {\n      cents\n      formatted\n    }\n    promotion {\n      type\n      discount\n      startDate\n      endDate\n      status\n      singleDay\n    }\n    stock\n    active\n    carousel\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts($search: String) {\n    adminProducts(search: $search) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query ProductStatistics {\n    productStatistics {\n      total\n      active\n      promoted\n      carousel\n      upcomingPromotions\n      activePromotions\n      lowStock\n    }\n  }\n": typeof types.ProductStatisticsDocument,
    "\n  query ProductBrandOptions {\n    brands {\n      id\n      name\n      active\n    }\n  }\n": typeof types.ProductBrandOptionsDocument,
    "\n  query ProductCategoryOptions {\n    categories {\n      id\n      name\n      active\n    }\n  }\n": typeof types.ProductCategoryOptionsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ... on ProductDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation AdjustProductStock($id: ID!, $delta: Int!) {\n    adjustProductStock(id: $id, delta: $delta) {\n      ... on Product {\n        __typename\n        id\n        stock\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.AdjustProductStockDocument,
    "\n  mutation SetProductCarousel($id: ID!, $carousel: Boolean!) {\n    setProductCarousel(id: $id, carousel: $carousel) {\n      ... on Product {\n        __typename\n        id\n        carousel\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.SetProductCarouselDocument,
    "\n  mutation SwitchOffExpiredPromotions {\n    switchOffExpiredPromotions {\n      count\n      message\n    }\n  }\n": typeof types.SwitchOffExpiredPromotionsDocument,
    "\n  fragment AdminStoreSettingsFields on StoreSettings {\n    whatsappNumber\n    phone\n    email\n    phoneHours\n    chatHours\n    supportHours\n    wallets {\n      method\n      holder\n      number\n      qrImageKey\n      qrImageUrl\n    }\n    bankAccounts {\n      bank\n      holder\n      accountNumber\n      cci\n    }\n    maintenance {\n      isEnabled\n      orderCreation\n      startsAt\n      endsAt\n      title\n      description\n      type\n      dismissible\n      persistent\n      showTimeInfo\n    }\n    shipping {\n      freeFrom {\n        cents\n        formatted\n      }\n      flatFee {\n        cents\n        formatted\n      }\n    }\n  }\n": typeof types.AdminStoreSettingsFieldsFragmentDoc,
    "\n  query AdminStoreSettings {\n    storeSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n": typeof types.AdminStoreSettingsDocument,
    "\n  mutation UpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ... on StoreSettings {\n        __typename\n        ...AdminStoreSettingsFields\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.UpdateStoreSettingsDocument,
    "\n  fragment AdminStoryFields on AdminStory {\n    id\n    title\n    description\n    imageKey\n    imageUrl\n    audioKey\n    audioUrl\n    externalLink\n    duration\n    active\n    state\n    views\n    likes\n    wants\n    position\n    expiresAt\n    createdAt\n    updatedAt\n    product {\n      id\n      name\n      imageUrl\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n": typeof types.AdminStoryFieldsFragmentDoc,
    "\n  fragment StorySavedFields on StorySaved {\n    __typename\n    message\n    story {\n      ...AdminStoryFields\n    }\n  }\n": typeof types.StorySavedFieldsFragmentDoc,
    "\n  query AdminStories($search: String) {\n    adminStories(search: $search) {\n      items {\n        ...AdminStoryFields\n      }\n      statistics {\n        total\n        active\n        off\n        expired\n        views\n        likes\n        wants\n      }\n    }\n  }\n": typeof types.AdminStoriesDocument,
    "\n  query AdminStoryAudience($storyId: ID!) {\n    adminStoryAudience(storyId: $storyId) {\n      likedBy {\n        email\n        name\n        at\n      }\n      wantedBy {\n        email\n        name\n        at\n      }\n    }\n  }\n": typeof types.AdminStoryAudienceDocument,
    "\n  query StoryProductOptions($search: String) {\n    adminProducts(search: $search) {\n      id\n      name\n      imageUrl\n      active\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n": typeof types.StoryProductOptionsDocument,
    "\n  mutation CreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": typeof types.CreateStoryDocument,
    "\n  mutation UpdateStory($id: ID!, $input: StoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": typeof types.UpdateStoryDocument,
    "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      ... on StoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.DeleteStoryDocument,
    "\n  mutation RestoreStory($id: ID!) {\n    restoreStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": typeof types.RestoreStoryDocument,
    "\n  mutation ForceExpireStory($id: ID!) {\n    forceExpireStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": typeof types.ForceExpireStoryDocument,
    "\n  mutation SyncStoryPositions {\n    syncStoryPositions {\n      changed\n      message\n    }\n  }\n": typeof types.SyncStoryPositionsDocument,
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
};
const documents: Documents = {
    "\n  fragment AdminBrandFields on AdminBrand {\n    id\n    name\n    description\n    logoUrl\n    logoKey\n    active\n    productCount\n  }\n": types.AdminBrandFieldsFragmentDoc,
    "\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      ...AdminBrandFields\n    }\n  }\n": types.AdminBrandsDocument,
    "\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n": types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n": types.UpdateBrandDocument,
    "\n  mutation DeleteBrand($id: ID!) {\n    deleteBrand(id: $id) {\n      ... on BrandDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": types.DeleteBrandDocument,
    "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    description\n    active\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      ...AdminCategoryFields\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ... on CategoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      monthSales {\n        cents\n        formatted\n      }\n      previousMonthSales {\n        cents\n        formatted\n      }\n      salesChangePercent\n      monthOrders\n      previousMonthOrders\n      ordersChangePercent\n      activeProducts\n      promotedProducts\n      upcomingPromotions\n      activePromotions\n      lowStock {\n        id\n        name\n        stock\n        brand {\n          id\n          name\n        }\n      }\n      salesByMonth {\n        month\n        label\n        sales {\n          cents\n          formatted\n        }\n        orders\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AssistedOrderProducts($search: String!) {\n    assistedOrderProducts(search: $search) {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n    }\n  }\n": types.AssistedOrderProductsDocument,
    "\n  mutation CreateAssistedOrder($input: AssistedOrderInput!) {\n    createAssistedOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n        link\n        customer {\n          firstName\n          phone\n        }\n        total {\n          formatted\n        }\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          lines {\n            productId\n            quantity\n            unitPrice {\n              cents\n              formatted\n            }\n            product {\n              id\n              name\n              stock\n            }\n          }\n          removed {\n            productId\n          }\n        }\n      }\n      ...FailureFields\n    }\n  }\n": types.CreateAssistedOrderDocument,
    "\n  fragment AdminOrderRowFields on Order {\n    id\n    shortId\n    status\n    statusLabel\n    createdAt\n    customer {\n      fullName\n      email\n      phone\n      documentType\n      documentNumber\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentMethod\n    paymentMethodLabel\n  }\n": types.AdminOrderRowFieldsFragmentDoc,
    "\n  query AdminOrders($search: String, $status: OrderStatus) {\n    adminOrders(search: $search, status: $status) {\n      ...AdminOrderRowFields\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      shortId\n      link\n      status\n      statusLabel\n      createdAt\n      customer {\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        documentType\n        documentNumber\n      }\n      invoice {\n        type\n        label\n        ruc\n        businessName\n      }\n      shippingMethodLabel\n      paymentMethod\n      paymentMethodLabel\n      paymentLink\n      hasReceipt\n      receiptUrl\n      lines {\n        productId\n        quantity\n        name\n        brandName\n        imageUrl\n        unitPrice {\n          cents\n          formatted\n        }\n        originalUnitPrice {\n          cents\n          formatted\n        }\n        lineTotal {\n          cents\n          formatted\n        }\n        discountApplied\n        discountBadge\n      }\n      itemCount\n      subtotal {\n        cents\n        formatted\n      }\n      shipping {\n        cents\n        formatted\n      }\n      commission {\n        cents\n        formatted\n      }\n      total {\n        cents\n        formatted\n      }\n      statusHistory {\n        from\n        to\n        at\n        adminEmail\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation ChangeOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    changeOrderStatus(orderId: $orderId, status: $status) {\n      ... on Order {\n        __typename\n        id\n        status\n        statusLabel\n        paymentLink\n        updatedAt\n      }\n      ... on StockShortageError {\n        shortages {\n          productId\n          productName\n          requested\n          available\n        }\n      }\n      ...FailureFields\n    }\n  }\n": types.ChangeOrderStatusDocument,
    "\n  mutation SetPaymentLink($orderId: ID!, $link: String!) {\n    setPaymentLink(orderId: $orderId, link: $link) {\n      ... on Order {\n        __typename\n        id\n        paymentLink\n        updatedAt\n      }\n      ...FailureFields\n    }\n  }\n": types.SetPaymentLinkDocument,
    "\n  query OrderStatistics {\n    orderStatistics {\n      total\n      pending\n      processing\n      completed\n      cancelled\n      revenue {\n        cents\n        formatted\n      }\n      averageOrderValue {\n        cents\n        formatted\n      }\n    }\n  }\n": types.OrderStatisticsDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    name\n    description\n    brandId\n    brand {\n      id\n      name\n    }\n    categoryIds\n    imageUrl\n    imageUrls\n    imageKeys\n    originalPrice {\n      cents\n      formatted\n    }\n    price {\n      cents\n      formatted\n    }\n    promotion {\n      type\n      discount\n      startDate\n      endDate\n      status\n      singleDay\n    }\n    stock\n    active\n    carousel\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts($search: String) {\n    adminProducts(search: $search) {\n      ...AdminProductFields\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query ProductStatistics {\n    productStatistics {\n      total\n      active\n      promoted\n      carousel\n      upcomingPromotions\n      activePromotions\n      lowStock\n    }\n  }\n": types.ProductStatisticsDocument,
    "\n  query ProductBrandOptions {\n    brands {\n      id\n      name\n      active\n    }\n  }\n": types.ProductBrandOptionsDocument,
    "\n  query ProductCategoryOptions {\n    categories {\n      id\n      name\n      active\n    }\n  }\n": types.ProductCategoryOptionsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ... on ProductDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": types.DeleteProductDocument,
    "\n  mutation AdjustProductStock($id: ID!, $delta: Int!) {\n    adjustProductStock(id: $id, delta: $delta) {\n      ... on Product {\n        __typename\n        id\n        stock\n      }\n      ...FailureFields\n    }\n  }\n": types.AdjustProductStockDocument,
    "\n  mutation SetProductCarousel($id: ID!, $carousel: Boolean!) {\n    setProductCarousel(id: $id, carousel: $carousel) {\n      ... on Product {\n        __typename\n        id\n        carousel\n      }\n      ...FailureFields\n    }\n  }\n": types.SetProductCarouselDocument,
    "\n  mutation SwitchOffExpiredPromotions {\n    switchOffExpiredPromotions {\n      count\n      message\n    }\n  }\n": types.SwitchOffExpiredPromotionsDocument,
    "\n  fragment AdminStoreSettingsFields on StoreSettings {\n    whatsappNumber\n    phone\n    email\n    phoneHours\n    chatHours\n    supportHours\n    wallets {\n      method\n      holder\n      number\n      qrImageKey\n      qrImageUrl\n    }\n    bankAccounts {\n      bank\n      holder\n      accountNumber\n      cci\n    }\n    maintenance {\n      isEnabled\n      orderCreation\n      startsAt\n      endsAt\n      title\n      description\n      type\n      dismissible\n      persistent\n      showTimeInfo\n    }\n    shipping {\n      freeFrom {\n        cents\n        formatted\n      }\n      flatFee {\n        cents\n        formatted\n      }\n    }\n  }\n": types.AdminStoreSettingsFieldsFragmentDoc,
    "\n  query AdminStoreSettings {\n    storeSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n": types.AdminStoreSettingsDocument,
    "\n  mutation UpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ... on StoreSettings {\n        __typename\n        ...AdminStoreSettingsFields\n      }\n      ...FailureFields\n    }\n  }\n": types.UpdateStoreSettingsDocument,
    "\n  fragment AdminStoryFields on AdminStory {\n    id\n    title\n    description\n    imageKey\n    imageUrl\n    audioKey\n    audioUrl\n    externalLink\n    duration\n    active\n    state\n    views\n    likes\n    wants\n    position\n    expiresAt\n    createdAt\n    updatedAt\n    product {\n      id\n      name\n      imageUrl\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n": types.AdminStoryFieldsFragmentDoc,
    "\n  fragment StorySavedFields on StorySaved {\n    __typename\n    message\n    story {\n      ...AdminStoryFields\n    }\n  }\n": types.StorySavedFieldsFragmentDoc,
    "\n  query AdminStories($search: String) {\n    adminStories(search: $search) {\n      items {\n        ...AdminStoryFields\n      }\n      statistics {\n        total\n        active\n        off\n        expired\n        views\n        likes\n        wants\n      }\n    }\n  }\n": types.AdminStoriesDocument,
    "\n  query AdminStoryAudience($storyId: ID!) {\n    adminStoryAudience(storyId: $storyId) {\n      likedBy {\n        email\n        name\n        at\n      }\n      wantedBy {\n        email\n        name\n        at\n      }\n    }\n  }\n": types.AdminStoryAudienceDocument,
    "\n  query StoryProductOptions($search: String) {\n    adminProducts(search: $search) {\n      id\n      name\n      imageUrl\n      active\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n": types.StoryProductOptionsDocument,
    "\n  mutation CreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": types.CreateStoryDocument,
    "\n  mutation UpdateStory($id: ID!, $input: StoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": types.UpdateStoryDocument,
    "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      ... on StoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n": types.DeleteStoryDocument,
    "\n  mutation RestoreStory($id: ID!) {\n    restoreStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": types.RestoreStoryDocument,
    "\n  mutation ForceExpireStory($id: ID!) {\n    forceExpireStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n": types.ForceExpireStoryDocument,
    "\n  mutation SyncStoryPositions {\n    syncStoryPositions {\n      changed\n      message\n    }\n  }\n": types.SyncStoryPositionsDocument,
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
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBrandFields on AdminBrand {\n    id\n    name\n    description\n    logoUrl\n    logoKey\n    active\n    productCount\n  }\n"): (typeof documents)["\n  fragment AdminBrandFields on AdminBrand {\n    id\n    name\n    description\n    logoUrl\n    logoKey\n    active\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      ...AdminBrandFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      ...AdminBrandFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrand($id: ID!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ... on AdminBrand {\n        __typename\n        ...AdminBrandFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBrand($id: ID!) {\n    deleteBrand(id: $id) {\n      ... on BrandDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBrand($id: ID!) {\n    deleteBrand(id: $id) {\n      ... on BrandDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    description\n    active\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    description\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ... on Category {\n        __typename\n        ...AdminCategoryFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ... on CategoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ... on CategoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      monthSales {\n        cents\n        formatted\n      }\n      previousMonthSales {\n        cents\n        formatted\n      }\n      salesChangePercent\n      monthOrders\n      previousMonthOrders\n      ordersChangePercent\n      activeProducts\n      promotedProducts\n      upcomingPromotions\n      activePromotions\n      lowStock {\n        id\n        name\n        stock\n        brand {\n          id\n          name\n        }\n      }\n      salesByMonth {\n        month\n        label\n        sales {\n          cents\n          formatted\n        }\n        orders\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      monthSales {\n        cents\n        formatted\n      }\n      previousMonthSales {\n        cents\n        formatted\n      }\n      salesChangePercent\n      monthOrders\n      previousMonthOrders\n      ordersChangePercent\n      activeProducts\n      promotedProducts\n      upcomingPromotions\n      activePromotions\n      lowStock {\n        id\n        name\n        stock\n        brand {\n          id\n          name\n        }\n      }\n      salesByMonth {\n        month\n        label\n        sales {\n          cents\n          formatted\n        }\n        orders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistedOrderProducts($search: String!) {\n    assistedOrderProducts(search: $search) {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistedOrderProducts($search: String!) {\n    assistedOrderProducts(search: $search) {\n      id\n      name\n      imageUrl\n      stock\n      discountApplied\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n      originalPrice {\n        cents\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAssistedOrder($input: AssistedOrderInput!) {\n    createAssistedOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n        link\n        customer {\n          firstName\n          phone\n        }\n        total {\n          formatted\n        }\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          lines {\n            productId\n            quantity\n            unitPrice {\n              cents\n              formatted\n            }\n            product {\n              id\n              name\n              stock\n            }\n          }\n          removed {\n            productId\n          }\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAssistedOrder($input: AssistedOrderInput!) {\n    createAssistedOrder(input: $input) {\n      ... on Order {\n        __typename\n        id\n        shortId\n        link\n        customer {\n          firstName\n          phone\n        }\n        total {\n          formatted\n        }\n      }\n      ... on OrderStockChangedError {\n        __typename\n        errorCode\n        message\n        cart {\n          lines {\n            productId\n            quantity\n            unitPrice {\n              cents\n              formatted\n            }\n            product {\n              id\n              name\n              stock\n            }\n          }\n          removed {\n            productId\n          }\n        }\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRowFields on Order {\n    id\n    shortId\n    status\n    statusLabel\n    createdAt\n    customer {\n      fullName\n      email\n      phone\n      documentType\n      documentNumber\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentMethod\n    paymentMethodLabel\n  }\n"): (typeof documents)["\n  fragment AdminOrderRowFields on Order {\n    id\n    shortId\n    status\n    statusLabel\n    createdAt\n    customer {\n      fullName\n      email\n      phone\n      documentType\n      documentNumber\n    }\n    total {\n      cents\n      formatted\n    }\n    paymentMethod\n    paymentMethodLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($search: String, $status: OrderStatus) {\n    adminOrders(search: $search, status: $status) {\n      ...AdminOrderRowFields\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($search: String, $status: OrderStatus) {\n    adminOrders(search: $search, status: $status) {\n      ...AdminOrderRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      shortId\n      link\n      status\n      statusLabel\n      createdAt\n      customer {\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        documentType\n        documentNumber\n      }\n      invoice {\n        type\n        label\n        ruc\n        businessName\n      }\n      shippingMethodLabel\n      paymentMethod\n      paymentMethodLabel\n      paymentLink\n      hasReceipt\n      receiptUrl\n      lines {\n        productId\n        quantity\n        name\n        brandName\n        imageUrl\n        unitPrice {\n          cents\n          formatted\n        }\n        originalUnitPrice {\n          cents\n          formatted\n        }\n        lineTotal {\n          cents\n          formatted\n        }\n        discountApplied\n        discountBadge\n      }\n      itemCount\n      subtotal {\n        cents\n        formatted\n      }\n      shipping {\n        cents\n        formatted\n      }\n      commission {\n        cents\n        formatted\n      }\n      total {\n        cents\n        formatted\n      }\n      statusHistory {\n        from\n        to\n        at\n        adminEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      shortId\n      link\n      status\n      statusLabel\n      createdAt\n      customer {\n        firstName\n        lastName\n        fullName\n        email\n        phone\n        documentType\n        documentNumber\n      }\n      invoice {\n        type\n        label\n        ruc\n        businessName\n      }\n      shippingMethodLabel\n      paymentMethod\n      paymentMethodLabel\n      paymentLink\n      hasReceipt\n      receiptUrl\n      lines {\n        productId\n        quantity\n        name\n        brandName\n        imageUrl\n        unitPrice {\n          cents\n          formatted\n        }\n        originalUnitPrice {\n          cents\n          formatted\n        }\n        lineTotal {\n          cents\n          formatted\n        }\n        discountApplied\n        discountBadge\n      }\n      itemCount\n      subtotal {\n        cents\n        formatted\n      }\n      shipping {\n        cents\n        formatted\n      }\n      commission {\n        cents\n        formatted\n      }\n      total {\n        cents\n        formatted\n      }\n      statusHistory {\n        from\n        to\n        at\n        adminEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    changeOrderStatus(orderId: $orderId, status: $status) {\n      ... on Order {\n        __typename\n        id\n        status\n        statusLabel\n        paymentLink\n        updatedAt\n      }\n      ... on StockShortageError {\n        shortages {\n          productId\n          productName\n          requested\n          available\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    changeOrderStatus(orderId: $orderId, status: $status) {\n      ... on Order {\n        __typename\n        id\n        status\n        statusLabel\n        paymentLink\n        updatedAt\n      }\n      ... on StockShortageError {\n        shortages {\n          productId\n          productName\n          requested\n          available\n        }\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentLink($orderId: ID!, $link: String!) {\n    setPaymentLink(orderId: $orderId, link: $link) {\n      ... on Order {\n        __typename\n        id\n        paymentLink\n        updatedAt\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPaymentLink($orderId: ID!, $link: String!) {\n    setPaymentLink(orderId: $orderId, link: $link) {\n      ... on Order {\n        __typename\n        id\n        paymentLink\n        updatedAt\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStatistics {\n    orderStatistics {\n      total\n      pending\n      processing\n      completed\n      cancelled\n      revenue {\n        cents\n        formatted\n      }\n      averageOrderValue {\n        cents\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderStatistics {\n    orderStatistics {\n      total\n      pending\n      processing\n      completed\n      cancelled\n      revenue {\n        cents\n        formatted\n      }\n      averageOrderValue {\n        cents\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on Product {\n    id\n    name\n    description\n    brandId\n    brand {\n      id\n      name\n    }\n    categoryIds\n    imageUrl\n    imageUrls\n    imageKeys\n    originalPrice {\n      cents\n      formatted\n    }\n    price {\n      cents\n      formatted\n    }\n    promotion {\n      type\n      discount\n      startDate\n      endDate\n      status\n      singleDay\n    }\n    stock\n    active\n    carousel\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on Product {\n    id\n    name\n    description\n    brandId\n    brand {\n      id\n      name\n    }\n    categoryIds\n    imageUrl\n    imageUrls\n    imageKeys\n    originalPrice {\n      cents\n      formatted\n    }\n    price {\n      cents\n      formatted\n    }\n    promotion {\n      type\n      discount\n      startDate\n      endDate\n      status\n      singleDay\n    }\n    stock\n    active\n    carousel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String) {\n    adminProducts(search: $search) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String) {\n    adminProducts(search: $search) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductStatistics {\n    productStatistics {\n      total\n      active\n      promoted\n      carousel\n      upcomingPromotions\n      activePromotions\n      lowStock\n    }\n  }\n"): (typeof documents)["\n  query ProductStatistics {\n    productStatistics {\n      total\n      active\n      promoted\n      carousel\n      upcomingPromotions\n      activePromotions\n      lowStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductBrandOptions {\n    brands {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  query ProductBrandOptions {\n    brands {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategoryOptions {\n    categories {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  query ProductCategoryOptions {\n    categories {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ... on Product {\n        __typename\n        ...AdminProductFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ... on ProductDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ... on ProductDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustProductStock($id: ID!, $delta: Int!) {\n    adjustProductStock(id: $id, delta: $delta) {\n      ... on Product {\n        __typename\n        id\n        stock\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustProductStock($id: ID!, $delta: Int!) {\n    adjustProductStock(id: $id, delta: $delta) {\n      ... on Product {\n        __typename\n        id\n        stock\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductCarousel($id: ID!, $carousel: Boolean!) {\n    setProductCarousel(id: $id, carousel: $carousel) {\n      ... on Product {\n        __typename\n        id\n        carousel\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductCarousel($id: ID!, $carousel: Boolean!) {\n    setProductCarousel(id: $id, carousel: $carousel) {\n      ... on Product {\n        __typename\n        id\n        carousel\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchOffExpiredPromotions {\n    switchOffExpiredPromotions {\n      count\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchOffExpiredPromotions {\n    switchOffExpiredPromotions {\n      count\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStoreSettingsFields on StoreSettings {\n    whatsappNumber\n    phone\n    email\n    phoneHours\n    chatHours\n    supportHours\n    wallets {\n      method\n      holder\n      number\n      qrImageKey\n      qrImageUrl\n    }\n    bankAccounts {\n      bank\n      holder\n      accountNumber\n      cci\n    }\n    maintenance {\n      isEnabled\n      orderCreation\n      startsAt\n      endsAt\n      title\n      description\n      type\n      dismissible\n      persistent\n      showTimeInfo\n    }\n    shipping {\n      freeFrom {\n        cents\n        formatted\n      }\n      flatFee {\n        cents\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminStoreSettingsFields on StoreSettings {\n    whatsappNumber\n    phone\n    email\n    phoneHours\n    chatHours\n    supportHours\n    wallets {\n      method\n      holder\n      number\n      qrImageKey\n      qrImageUrl\n    }\n    bankAccounts {\n      bank\n      holder\n      accountNumber\n      cci\n    }\n    maintenance {\n      isEnabled\n      orderCreation\n      startsAt\n      endsAt\n      title\n      description\n      type\n      dismissible\n      persistent\n      showTimeInfo\n    }\n    shipping {\n      freeFrom {\n        cents\n        formatted\n      }\n      flatFee {\n        cents\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoreSettings {\n    storeSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminStoreSettings {\n    storeSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ... on StoreSettings {\n        __typename\n        ...AdminStoreSettingsFields\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ... on StoreSettings {\n        __typename\n        ...AdminStoreSettingsFields\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStoryFields on AdminStory {\n    id\n    title\n    description\n    imageKey\n    imageUrl\n    audioKey\n    audioUrl\n    externalLink\n    duration\n    active\n    state\n    views\n    likes\n    wants\n    position\n    expiresAt\n    createdAt\n    updatedAt\n    product {\n      id\n      name\n      imageUrl\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminStoryFields on AdminStory {\n    id\n    title\n    description\n    imageKey\n    imageUrl\n    audioKey\n    audioUrl\n    externalLink\n    duration\n    active\n    state\n    views\n    likes\n    wants\n    position\n    expiresAt\n    createdAt\n    updatedAt\n    product {\n      id\n      name\n      imageUrl\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StorySavedFields on StorySaved {\n    __typename\n    message\n    story {\n      ...AdminStoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment StorySavedFields on StorySaved {\n    __typename\n    message\n    story {\n      ...AdminStoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStories($search: String) {\n    adminStories(search: $search) {\n      items {\n        ...AdminStoryFields\n      }\n      statistics {\n        total\n        active\n        off\n        expired\n        views\n        likes\n        wants\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStories($search: String) {\n    adminStories(search: $search) {\n      items {\n        ...AdminStoryFields\n      }\n      statistics {\n        total\n        active\n        off\n        expired\n        views\n        likes\n        wants\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoryAudience($storyId: ID!) {\n    adminStoryAudience(storyId: $storyId) {\n      likedBy {\n        email\n        name\n        at\n      }\n      wantedBy {\n        email\n        name\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStoryAudience($storyId: ID!) {\n    adminStoryAudience(storyId: $storyId) {\n      likedBy {\n        email\n        name\n        at\n      }\n      wantedBy {\n        email\n        name\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryProductOptions($search: String) {\n    adminProducts(search: $search) {\n      id\n      name\n      imageUrl\n      active\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoryProductOptions($search: String) {\n    adminProducts(search: $search) {\n      id\n      name\n      imageUrl\n      active\n      brand {\n        id\n        name\n      }\n      price {\n        cents\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStory($id: ID!, $input: StoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStory($id: ID!, $input: StoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      ... on StoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      ... on StoryDeleted {\n        __typename\n        id\n        message\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreStory($id: ID!) {\n    restoreStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreStory($id: ID!) {\n    restoreStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForceExpireStory($id: ID!) {\n    forceExpireStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ForceExpireStory($id: ID!) {\n    forceExpireStory(id: $id) {\n      ...StorySavedFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncStoryPositions {\n    syncStoryPositions {\n      changed\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SyncStoryPositions {\n    syncStoryPositions {\n      changed\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeFields on Me {\n    id\n    email\n    name\n    phone\n    role\n    roleLabel\n    displayName\n  }\n"): (typeof documents)["\n  fragment MeFields on Me {\n    id\n    email\n    name\n    phone\n    role\n    roleLabel\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FailureFields on ErrorResult {\n    __typename\n    errorCode\n    message\n    ... on InvalidInputError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FailureFields on ErrorResult {\n    __typename\n    errorCode\n    message\n    ... on InvalidInputError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuccessFields on Success {\n    __typename\n    success\n  }\n"): (typeof documents)["\n  fragment SuccessFields on Success {\n    __typename\n    success\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      ...MeFields\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      ...MeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {\n    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteNewPassword($challenge: String!, $newPassword: String!) {\n    completeNewPassword(challenge: $challenge, newPassword: $newPassword) {\n      ... on SignInOutcome {\n        __typename\n        status\n        challenge\n        me {\n          ...MeFields\n        }\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      ... on SignUpStarted {\n        __typename\n        next\n        email\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      ... on SignUpStarted {\n        __typename\n        next\n        email\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($email: String!, $code: String!, $password: String) {\n    confirmSignUp(email: $email, code: $code, password: $password) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSignUp($email: String!, $code: String!, $password: String) {\n    confirmSignUp(email: $email, code: $code, password: $password) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      ...SuccessFields\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;