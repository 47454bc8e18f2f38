import type { MockLink } from '@apollo/client/testing';
import {
  OrderStatusEmailSettingsDocument,
  UpdateOrderStatusEmailSettingsDocument,
  type OrderStatusEmailSwitchesFragment,
} from './orderStatusEmails.generated';
import type { OrderStatusEmailSettingsInput } from '../../gql/graphql';

/** The switches as the server answers them: every kind on unless `changes` says otherwise. */
export function orderStatusEmailSwitches(
  changes: Partial<OrderStatusEmailSwitchesFragment> = {},
): OrderStatusEmailSwitchesFragment {
  return {
    __typename: 'OrderStatusEmailSettings',
    processing: true,
    paymentLink: true,
    completed: true,
    cancelled: true,
    ...changes,
  };
}

/** The settings page's read of the switches. */
export function orderStatusEmailsMock(switches = orderStatusEmailSwitches()): MockLink.MockedResponse {
  return {
    request: { query: OrderStatusEmailSettingsDocument },
    result: { data: { orderStatusEmailSettings: switches } },
  };
}

/** Saving one switch, answered with the switches as saved (or a network failure). */
export function saveOrderStatusEmailsMock(
  input: OrderStatusEmailSettingsInput,
  saved: OrderStatusEmailSwitchesFragment | Error,
): MockLink.MockedResponse {
  return {
    request: { query: UpdateOrderStatusEmailSettingsDocument, variables: { input } },
    ...(saved instanceof Error ? { error: saved } : { result: { data: { updateOrderStatusEmailSettings: saved } } }),
  };
}
