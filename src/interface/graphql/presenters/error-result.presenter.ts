import type { FieldError as DomainFieldError } from '../../../domain/shared/field-error';
import type { DomainError } from '../../../domain/shared/result';
import {
  ChallengeExpiredError,
  CodeRejectedError,
  ErrorCode,
  type ErrorResult,
  InvalidCredentialsError,
  InvalidInputError,
  NotFoundError,
  PasswordReusedError,
  RateLimitedError,
} from '../types/error-result.types';
import { IdempotencyKeyReusedError, OrderEmptyError, OrderingUnavailableError } from '../types/order.types';
import { OrderNotFoundError, PaymentLinkNotEditableError, StockCheckFailedError } from '../types/admin-order.types';
import { ProductAvailableError, RestockLinkInvalidError } from '../types/restock.types';
import { CartReminderLinkInvalidError } from '../types/cart-reminder.types';
import { FavoritesLimitError } from '../types/favorite.types';

/** The domain's failures the API knows, by shape. */
type ThrottledError = DomainError<'SIGN_IN_THROTTLED' | 'MAIL_REQUESTS_THROTTLED'> & {
  readonly details: { readonly retryAfterSeconds: number };
};
type FormError = DomainError<'PROFILE_INVALID' | 'CART_INVALID' | 'ORDER_INVALID' | 'PRODUCT_INVALID'> & {
  readonly details: { readonly fieldErrors: readonly DomainFieldError[] };
};
type SingleFieldError = DomainError<
  | 'EMAIL_INVALID'
  | 'PASSWORD_POLICY'
  | 'PAYMENT_LINK_INVALID'
  | 'STOCK_ADJUSTMENT_INVALID'
  | 'STOCK_BELOW_HELD'
  | 'STOCK_TOO_HIGH'
>;
/** The argument each single-field rule checks, unless the caller names another. */
const DEFAULT_FIELDS: { readonly [C in SingleFieldError['code']]: string } = {
  EMAIL_INVALID: 'email',
  PASSWORD_POLICY: 'password',
  PAYMENT_LINK_INVALID: 'link',
  STOCK_ADJUSTMENT_INVALID: 'delta',
  STOCK_BELOW_HELD: 'delta',
  STOCK_TOO_HIGH: 'delta',
};
type PlainError = DomainError<
  | 'PASSWORD_REUSED'
  | 'INVALID_CREDENTIALS'
  | 'TEMPORARY_PASSWORD_EXPIRED'
  | 'CODE_INVALID'
  | 'CODE_EXPIRED'
  | 'CODE_ATTEMPTS_EXCEEDED'
  | 'CHALLENGE_EXPIRED'
  | 'ORDER_EMPTY'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ORDERING_UNAVAILABLE'
  | 'ORDER_NOT_FOUND'
  | 'STOCK_PRODUCT_NOT_FOUND'
  | 'PAYMENT_LINK_NOT_EDITABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_AVAILABLE'
  | 'RESTOCK_LINK_INVALID'
  | 'CART_REMINDER_LINK_INVALID'
  | 'FAVORITES_LIMIT_REACHED'
>;
export type PresentableError = ThrottledError | FormError | SingleFieldError | PlainError;

/** Each domain code's GraphQL enum value: a domain failure without one here is a type error. */
const ERROR_CODES: { readonly [C in PresentableError['code']]: ErrorCode } = {
  EMAIL_INVALID: ErrorCode.EMAIL_INVALID,
  PASSWORD_POLICY: ErrorCode.PASSWORD_POLICY,
  PASSWORD_REUSED: ErrorCode.PASSWORD_REUSED,
  PROFILE_INVALID: ErrorCode.PROFILE_INVALID,
  CART_INVALID: ErrorCode.CART_INVALID,
  INVALID_CREDENTIALS: ErrorCode.INVALID_CREDENTIALS,
  TEMPORARY_PASSWORD_EXPIRED: ErrorCode.TEMPORARY_PASSWORD_EXPIRED,
  SIGN_IN_THROTTLED: ErrorCode.SIGN_IN_THROTTLED,
  MAIL_REQUESTS_THROTTLED: ErrorCode.MAIL_REQUESTS_THROTTLED,
  CODE_INVALID: ErrorCode.CODE_INVALID,
  CODE_EXPIRED: ErrorCode.CODE_EXPIRED,
  CODE_ATTEMPTS_EXCEEDED: ErrorCode.CODE_ATTEMPTS_EXCEEDED,
  CHALLENGE_EXPIRED: ErrorCode.CHALLENGE_EXPIRED,
  ORDER_INVALID: ErrorCode.ORDER_INVALID,
  ORDER_EMPTY: ErrorCode.ORDER_EMPTY,
  IDEMPOTENCY_KEY_REUSED: ErrorCode.IDEMPOTENCY_KEY_REUSED,
  ORDERING_UNAVAILABLE: ErrorCode.ORDERING_UNAVAILABLE,
  ORDER_NOT_FOUND: ErrorCode.ORDER_NOT_FOUND,
  STOCK_PRODUCT_NOT_FOUND: ErrorCode.STOCK_PRODUCT_NOT_FOUND,
  PAYMENT_LINK_NOT_EDITABLE: ErrorCode.PAYMENT_LINK_NOT_EDITABLE,
  PAYMENT_LINK_INVALID: ErrorCode.PAYMENT_LINK_INVALID,
  PRODUCT_INVALID: ErrorCode.PRODUCT_INVALID,
  PRODUCT_NOT_FOUND: ErrorCode.PRODUCT_NOT_FOUND,
  STOCK_ADJUSTMENT_INVALID: ErrorCode.STOCK_ADJUSTMENT_INVALID,
  STOCK_BELOW_HELD: ErrorCode.STOCK_BELOW_HELD,
  STOCK_TOO_HIGH: ErrorCode.STOCK_TOO_HIGH,
  PRODUCT_AVAILABLE: ErrorCode.PRODUCT_AVAILABLE,
  RESTOCK_LINK_INVALID: ErrorCode.RESTOCK_LINK_INVALID,
  CART_REMINDER_LINK_INVALID: ErrorCode.CART_REMINDER_LINK_INVALID,
  FAVORITES_LIMIT_REACHED: ErrorCode.FAVORITES_LIMIT_REACHED,
};

/** The GraphQL type of each plain failure. */
const PLAIN_TYPES = {
  PASSWORD_REUSED: PasswordReusedError,
  INVALID_CREDENTIALS: InvalidCredentialsError,
  TEMPORARY_PASSWORD_EXPIRED: InvalidCredentialsError,
  CODE_INVALID: CodeRejectedError,
  CODE_EXPIRED: CodeRejectedError,
  CODE_ATTEMPTS_EXCEEDED: CodeRejectedError,
  CHALLENGE_EXPIRED: ChallengeExpiredError,
  ORDER_EMPTY: OrderEmptyError,
  IDEMPOTENCY_KEY_REUSED: IdempotencyKeyReusedError,
  ORDERING_UNAVAILABLE: OrderingUnavailableError,
  ORDER_NOT_FOUND: OrderNotFoundError,
  STOCK_PRODUCT_NOT_FOUND: StockCheckFailedError,
  PAYMENT_LINK_NOT_EDITABLE: PaymentLinkNotEditableError,
  PRODUCT_NOT_FOUND: NotFoundError,
  PRODUCT_AVAILABLE: ProductAvailableError,
  RESTOCK_LINK_INVALID: RestockLinkInvalidError,
  CART_REMINDER_LINK_INVALID: CartReminderLinkInvalidError,
  FAVORITES_LIMIT_REACHED: FavoritesLimitError,
} satisfies { readonly [C in PlainError['code']]: new () => ErrorResult };

/**
 * A domain failure as the member of a mutation's result union. `field` names
 * the argument a single-field rule checked (e.g. 'newPassword'); by default
 * the e-mail rule is 'email' and the password rule 'password'.
 */
export function presentError<E extends PresentableError>(error: E, field?: string): Presented<E>;
export function presentError(error: PresentableError, field?: string): PresentedError {
  const base = { errorCode: ERROR_CODES[error.code], message: error.message };
  switch (error.code) {
    case 'SIGN_IN_THROTTLED':
    case 'MAIL_REQUESTS_THROTTLED':
      return Object.assign(new RateLimitedError(), base, { retryAfterSeconds: error.details.retryAfterSeconds });
    case 'PROFILE_INVALID':
    case 'CART_INVALID':
    case 'ORDER_INVALID':
    case 'PRODUCT_INVALID':
      return Object.assign(new InvalidInputError(), base, {
        fieldErrors: error.details.fieldErrors.map(({ field: name, message }) => ({ field: name, message })),
      });
    case 'EMAIL_INVALID':
    case 'PASSWORD_POLICY':
    case 'PAYMENT_LINK_INVALID':
    case 'STOCK_ADJUSTMENT_INVALID':
    case 'STOCK_BELOW_HELD':
    case 'STOCK_TOO_HIGH':
      return Object.assign(new InvalidInputError(), base, {
        fieldErrors: [{ field: field ?? DEFAULT_FIELDS[error.code], message: error.message }],
      });
    default:
      return Object.assign(new PLAIN_TYPES[error.code](), base);
  }
}

export type PresentedError =
  | RateLimitedError
  | InvalidInputError
  | InvalidCredentialsError
  | CodeRejectedError
  | ChallengeExpiredError
  | PasswordReusedError
  | OrderEmptyError
  | IdempotencyKeyReusedError
  | OrderingUnavailableError
  | OrderNotFoundError
  | StockCheckFailedError
  | PaymentLinkNotEditableError
  | NotFoundError;

/** The GraphQL type a domain failure becomes, so each mutation's union is checked member by member. */
export type Presented<E extends PresentableError> = E extends ThrottledError
  ? RateLimitedError
  : E extends FormError | SingleFieldError
    ? InvalidInputError
    : E extends PlainError
      ? InstanceType<(typeof PLAIN_TYPES)[E['code']]>
      : never;
