import { Field, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';

/**
 * Every expected failure a mutation can answer with. Stable: clients branch
 * on these, never on the Spanish message.
 */
export enum ErrorCode {
  EMAIL_INVALID = 'EMAIL_INVALID',
  PASSWORD_POLICY = 'PASSWORD_POLICY',
  PASSWORD_REUSED = 'PASSWORD_REUSED',
  PROFILE_INVALID = 'PROFILE_INVALID',
  CART_INVALID = 'CART_INVALID',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  TEMPORARY_PASSWORD_EXPIRED = 'TEMPORARY_PASSWORD_EXPIRED',
  SIGN_IN_THROTTLED = 'SIGN_IN_THROTTLED',
  MAIL_REQUESTS_THROTTLED = 'MAIL_REQUESTS_THROTTLED',
  CODE_INVALID = 'CODE_INVALID',
  CODE_EXPIRED = 'CODE_EXPIRED',
  CODE_ATTEMPTS_EXCEEDED = 'CODE_ATTEMPTS_EXCEEDED',
  CHALLENGE_EXPIRED = 'CHALLENGE_EXPIRED',
  ORDER_INVALID = 'ORDER_INVALID',
  ORDER_EMPTY = 'ORDER_EMPTY',
  ORDER_STOCK_CHANGED = 'ORDER_STOCK_CHANGED',
  ORDER_PRICE_CHANGED = 'ORDER_PRICE_CHANGED',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  ORDERING_UNAVAILABLE = 'ORDERING_UNAVAILABLE',
  ORDER_NOT_FOUND = 'ORDER_NOT_FOUND',
  ORDER_TRANSITION_NOT_ALLOWED = 'ORDER_TRANSITION_NOT_ALLOWED',
  STOCK_INSUFFICIENT = 'STOCK_INSUFFICIENT',
  STOCK_PRODUCT_NOT_FOUND = 'STOCK_PRODUCT_NOT_FOUND',
  PAYMENT_LINK_NOT_EDITABLE = 'PAYMENT_LINK_NOT_EDITABLE',
  PAYMENT_LINK_INVALID = 'PAYMENT_LINK_INVALID',
  BRAND_INVALID = 'BRAND_INVALID',
  BRAND_NOT_FOUND = 'BRAND_NOT_FOUND',
  BRAND_IN_USE = 'BRAND_IN_USE',
  CATEGORY_INVALID = 'CATEGORY_INVALID',
  CATEGORY_NOT_FOUND = 'CATEGORY_NOT_FOUND',
  CATEGORY_IN_USE = 'CATEGORY_IN_USE',
  STORE_SETTINGS_INVALID = 'STORE_SETTINGS_INVALID',
  PRODUCT_INVALID = 'PRODUCT_INVALID',
  PRODUCT_NOT_FOUND = 'PRODUCT_NOT_FOUND',
  PRODUCT_STOCK_CHANGED = 'PRODUCT_STOCK_CHANGED',
  STOCK_ADJUSTMENT_INVALID = 'STOCK_ADJUSTMENT_INVALID',
  STOCK_BELOW_HELD = 'STOCK_BELOW_HELD',
  STOCK_TOO_HIGH = 'STOCK_TOO_HIGH',
  STORY_UNAVAILABLE = 'STORY_UNAVAILABLE',
  STORY_LIKE_REQUIRES_LOGIN = 'STORY_LIKE_REQUIRES_LOGIN',
  STORY_WANT_REQUIRES_LOGIN = 'STORY_WANT_REQUIRES_LOGIN',
  STORY_INVALID = 'STORY_INVALID',
  STORY_NOT_FOUND = 'STORY_NOT_FOUND',
  STORY_TRANSITION_NOT_ALLOWED = 'STORY_TRANSITION_NOT_ALLOWED',
  PRODUCT_AVAILABLE = 'PRODUCT_AVAILABLE',
  RESTOCK_LINK_INVALID = 'RESTOCK_LINK_INVALID',
  CART_REMINDER_LINK_INVALID = 'CART_REMINDER_LINK_INVALID',
  FAVORITES_LIMIT_REACHED = 'FAVORITES_LIMIT_REACHED',
}
registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'El código estable de un fallo esperado.' });

@InterfaceType('ErrorResult', {
  description: 'Un fallo esperado: `errorCode` para programas y `message`, en español, para mostrar.',
})
export abstract class ErrorResult {
  @Field(() => ErrorCode) errorCode!: ErrorCode;
  @Field() message!: string;
}

@ObjectType('FieldError', { description: 'Un campo del formulario que no cumple una regla.' })
export class FieldError {
  @Field({ description: 'El nombre del argumento, p. ej. "email" o "phone".' }) field!: string;
  @Field() message!: string;
}

@ObjectType('InvalidInputError', {
  implements: ErrorResult,
  description: 'Datos que no cumplen las reglas del formulario; `fieldErrors` dice cuáles.',
})
export class InvalidInputError extends ErrorResult {
  @Field(() => [FieldError]) fieldErrors!: FieldError[];
}

@ObjectType('InvalidCredentialsError', { implements: ErrorResult })
export class InvalidCredentialsError extends ErrorResult {}

@ObjectType('RateLimitedError', {
  implements: ErrorResult,
  description: 'Demasiados intentos o solicitudes: se puede volver a intentar en `retryAfterSeconds`.',
})
export class RateLimitedError extends ErrorResult {
  @Field(() => Int) retryAfterSeconds!: number;
}

@ObjectType('CodeRejectedError', {
  implements: ErrorResult,
  description: 'El código enviado por correo no es correcto, venció o se agotaron sus intentos.',
})
export class CodeRejectedError extends ErrorResult {}

@ObjectType('ChallengeExpiredError', {
  implements: ErrorResult,
  description: 'Venció la sesión de 3 minutos para elegir una nueva contraseña.',
})
export class ChallengeExpiredError extends ErrorResult {}

@ObjectType('PasswordReusedError', { implements: ErrorResult })
export class PasswordReusedError extends ErrorResult {}

@ObjectType('NotFoundError', {
  implements: ErrorResult,
  description: 'El producto, la marca, la categoría o la historia pedida no existe (o ya fue eliminada).',
})
export class NotFoundError extends ErrorResult {}

@ObjectType('Success', { description: 'La operación se realizó.' })
export class Success {
  @Field() success!: boolean;
}

export const success = (): Success => Object.assign(new Success(), { success: true });
