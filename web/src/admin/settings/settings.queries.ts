import { graphql } from '../gql';

/** What the settings form edits: every field it shows, with the QR keys and the shipping policy in céntimos. */
export const AdminStoreSettingsFieldsFragment = graphql(`
  fragment AdminStoreSettingsFields on StoreSettings {
    whatsappNumber
    phone
    email
    phoneHours
    chatHours
    supportHours
    wallets {
      method
      holder
      number
      qrImageKey
      qrImageUrl
    }
    bankAccounts {
      bank
      holder
      accountNumber
      cci
    }
    maintenance {
      isEnabled
      orderCreation
      startsAt
      endsAt
      title
      description
      type
      dismissible
      persistent
      showTimeInfo
    }
    shipping {
      freeFrom {
        cents
        formatted
      }
      flatFee {
        cents
        formatted
      }
    }
  }
`);

/** The store's settings as the form edits them (read from the server each time the page opens). */
export const AdminStoreSettingsQuery = graphql(`
  query AdminStoreSettings {
    storeSettings {
      ...AdminStoreSettingsFields
    }
  }
`);

export const UpdateStoreSettingsMutation = graphql(`
  mutation UpdateStoreSettings($input: StoreSettingsInput!) {
    updateStoreSettings(input: $input) {
      ... on StoreSettings {
        __typename
        ...AdminStoreSettingsFields
      }
      ...FailureFields
    }
  }
`);
