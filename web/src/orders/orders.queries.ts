import { graphql } from '../gql';

/**
 * What 'Mis Pedidos' and the order page show of an order: one fragment for both, so an order loaded by one
 * page (or pushed live into the cache as `Order:{id}`) is complete for the other.
 */
export const OrderFieldsFragmentDoc = graphql(`
  fragment OrderFields on Order {
    id
    shortId
    link
    status
    statusLabel
    customer {
      firstName
      lastName
      fullName
      email
      documentType
      documentNumber
      phone
    }
    invoice {
      type
      label
      ruc
      businessName
    }
    shippingMethod
    shippingMethodLabel
    paymentMethod
    paymentMethodLabel
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
    paymentLink
    hasReceipt
    receiptUrl
    createdAt
    updatedAt
  }
`);

/** /order/{id}: anyone holding the link reads the order; null when there is none. */
export const OrderQuery = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);

/** A guest's 'Mis Pedidos' (the links this browser remembers), and the polling of the orders still moving. */
export const OrdersByIdsQuery = graphql(`
  query OrdersByIds($ids: [ID!]!) {
    ordersByIds(ids: $ids) {
      ...OrderFields
    }
  }
`);

/** A signed-in shopper's 'Mis Pedidos', filtered by status on the server (all without one). */
export const MyOrdersQuery = graphql(`
  query MyOrders($status: OrderStatus) {
    myOrders(status: $status) {
      ...OrderFields
    }
  }
`);
