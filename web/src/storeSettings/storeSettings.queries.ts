import { graphql } from '../gql';

/**
 * The store's own data (contact, hours, accounts, wallets, shipping table, maintenance notice): one query
 * for the whole storefront, so the footer, the chat, the banner and the information pages share one
 * request and one cache entry.
 */
export const StoreSettingsQuery = graphql(`
  query StoreSettings {
    storeSettings {
      storeName
      whatsappNumber
      phone
      email
      phoneHours
      chatHours
      supportHours
      socialLinks {
        network
        url
      }
      bankAccounts {
        bank
        holder
        accountNumber
        cci
      }
      wallets {
        method
        holder
        number
        qrImageUrl
      }
      shipping {
        freeFrom {
          cents
        }
        flatFee {
          cents
        }
      }
      shippingRates {
        zone
        method
        cost {
          formatted
        }
        deliveryTime
      }
      maintenance {
        isEnabled
        orderCreation
        orderCreationAvailable
        startsAt
        endsAt
        title
        description
        type
        dismissible
        persistent
        showTimeInfo
      }
    }
  }
`);
