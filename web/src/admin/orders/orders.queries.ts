import { graphql } from '../gql';

/** One row of the admin orders table (also what the search matches: short id, name, e-mail, phone, document). */
export const AdminOrderRowFieldsFragment = graphql(`
  fragment AdminOrderRowFields on Order {
    id
    shortId
    status
    statusLabel
    createdAt
    customer {
      fullName
      email
      phone
      documentType
      documentNumber
    }
    total {
      cents
      formatted
    }
    paymentMethod
    paymentMethodLabel
  }
`);

/** Every order, oldest first, optionally those matching `search` and/or in `status`. */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($search: String, $status: OrderStatus) {
    adminOrders(search: $search, status: $status) {
      ...AdminOrderRowFields
    }
  }
`);

/** The details modal: the order as the customer sees it, its receipt and the status history only admins see. */
export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    adminOrder(id: $id) {
      id
      shortId
      link
      status
      statusLabel
      createdAt
      customer {
        firstName
        lastName
        fullName
        email
        phone
        documentType
        documentNumber
      }
      invoice {
        type
        label
        ruc
        businessName
      }
      shippingMethodLabel
      paymentMethod
      paymentMethodLabel
      paymentLink
      hasReceipt
      receiptUrl
      lines {
        productId
        quantity
        name
        brandName
        imageUrl
        unitPrice {
          cents
          formatted
        }
        originalUnitPrice {
          cents
          formatted
        }
        lineTotal {
          cents
          formatted
        }
        discountApplied
        discountBadge
      }
      itemCount
      subtotal {
        cents
        formatted
      }
      shipping {
        cents
        formatted
      }
      commission {
        cents
        formatted
      }
      total {
        cents
        formatted
      }
      statusHistory {
        from
        to
        at
        adminEmail
      }
    }
  }
`);

/** Process, complete or cancel; completing may be refused with the products that lack stock. */
export const ChangeOrderStatusMutation = graphql(`
  mutation ChangeOrderStatus($orderId: ID!, $status: OrderStatus!) {
    changeOrderStatus(orderId: $orderId, status: $status) {
      ... on Order {
        __typename
        id
        status
        statusLabel
        paymentLink
        updatedAt
      }
      ... on StockShortageError {
        shortages {
          productId
          productName
          requested
          available
        }
      }
      ...FailureFields
    }
  }
`);

/** The Izipay payment link of a processing order (an empty link takes it away). */
export const SetPaymentLinkMutation = graphql(`
  mutation SetPaymentLink($orderId: ID!, $link: String!) {
    setPaymentLink(orderId: $orderId, link: $link) {
      ... on Order {
        __typename
        id
        paymentLink
        updatedAt
      }
      ...FailureFields
    }
  }
`);

/** The four cards (total, pending, completed, cancelled), with revenue and average order value over completed orders. */
export const OrderStatisticsQuery = graphql(`
  query OrderStatistics {
    orderStatistics {
      total
      pending
      processing
      completed
      cancelled
      revenue {
        cents
        formatted
      }
      averageOrderValue {
        cents
        formatted
      }
    }
  }
`);
