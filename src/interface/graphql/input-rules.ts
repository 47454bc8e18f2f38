import { getMetadataStorage, validateOrReject, type ValidationError } from 'class-validator';
import { ArgumentValidationError, type ResolverData, type ValidatorFn } from 'type-graphql';
import { CUSTOMER_FIELD_MESSAGES } from '../../domain/checkout/customer-fields';
import { MAX_EMAIL_LENGTH } from '../../domain/identity/email-address';
import { CODE_INVALID_MESSAGE } from '../../domain/identity/one-time-code';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../domain/order/ordering';
import { PAYMENT_LINK_MAX_LENGTH } from '../../domain/order/payment-link';
import { forbiddenCharacter, type ForbiddenCharacter } from '../../domain/shared/text-characters';

/**
 * One input rule at the edge for every GraphQL text argument (issue 25), run by type-graphql for every
 * resolver's arguments (`validateFn`) before the resolver: each string, at any depth of an input object or
 * list, is refused with its field's Spanish message when it holds a character the domain forbids (a control
 * character, or an invisible one such as a text-direction override: text-characters.ts) or is longer than its
 * field's bound: the `@MaxLength` its input class declares, else the bound below by field
 * name, else TEXT_MAX_LENGTH. The domain's own rules (the e-mail's, the search's…) still apply after it. Then
 * class-validator runs as type-graphql would.
 */
export const TEXT_MAX_LENGTH = 2_000;

/** A field's bound and how it is named in a refusal; `message` (the domain's) replaces both refusals. */
interface TextRule {
  readonly max?: number;
  readonly label?: string;
  readonly message?: string;
  /** A secret nobody reads cannot spoof anything, and one already chosen with a soft hyphen must still sign in. */
  readonly invisibleAllowed?: boolean;
}

const ID: TextRule = { max: 64, message: 'El identificador no es válido.' };
const SEARCH: TextRule = { max: 500, label: 'La búsqueda' };
const PASSWORD: TextRule = { max: 1_024, label: 'La contraseña', invisibleAllowed: true };

/** By the argument's or input field's name: every e-mail refused with the domain's one message. */
const TEXT_RULES: Readonly<Record<string, TextRule>> = {
  email: { max: MAX_EMAIL_LENGTH, message: CUSTOMER_FIELD_MESSAGES.emailInvalid },
  password: PASSWORD,
  newPassword: PASSWORD,
  code: { max: 12, message: CODE_INVALID_MESSAGE },
  challenge: { max: 128, message: 'La sesión para cambiar la contraseña no es válida.' },
  query: SEARCH,
  search: SEARCH,
  firstName: { max: 100, message: CUSTOMER_FIELD_MESSAGES.firstNameInvalid },
  lastName: { max: 100, message: CUSTOMER_FIELD_MESSAGES.lastNameInvalid },
  phone: { max: 30, message: CUSTOMER_FIELD_MESSAGES.phoneInvalid },
  documentType: { max: 30, message: CUSTOMER_FIELD_MESSAGES.documentTypeInvalid },
  documentNumber: { max: 30, message: 'Ingrese un número de documento válido' },
  idempotencyKey: { max: 200, message: IDEMPOTENCY_KEY_MESSAGE },
  link: { max: PAYMENT_LINK_MAX_LENGTH, label: 'El link de pago' },
  name: { label: 'El nombre' },
  description: { label: 'La descripción' },
  title: { label: 'El título' },
  ruc: { max: 30, label: 'El RUC' },
  businessName: { label: 'La razón social' },
  id: ID,
  ids: ID,
  orderId: ID,
  productId: ID,
  storyId: ID,
  brandId: ID,
  categoryIds: ID,
  productIds: ID,
};

function forbiddenCharacterMessage(field: string, found: ForbiddenCharacter = 'control'): string {
  const rule = TEXT_RULES[field];
  const characters = found === 'invisible' ? 'caracteres invisibles no permitidos' : 'caracteres no permitidos';
  return rule?.message ?? `${rule?.label ?? `El campo "${field}"`} tiene ${characters}.`;
}

function tooLongMessage(field: string, max: number): string {
  const rule = TEXT_RULES[field];
  return rule?.message ?? `${rule?.label ?? `El campo "${field}"`} puede tener hasta ${max} caracteres.`;
}

/** The `@MaxLength` an input or args class declares for a property, if any (class-validator's own metadata). */
function declaredMaxLength(owner: object | null, property: string): number | null {
  if (!owner) return null;
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(owner.constructor, '', true, false)
    .find((entry) => entry.propertyName === property && entry.name === 'maxLength');
  const max = metadata?.constraints?.[0];
  return typeof max === 'number' ? max : null;
}

/** The first string that breaks the rule, as class-validator's error (so the error formatter words it), or null. */
function firstTextError(value: unknown, field: string, owner: object | null, depth = 0): ValidationError | null {
  if (typeof value === 'string') {
    const declared = declaredMaxLength(owner, field);
    const max = declared ?? TEXT_RULES[field]?.max ?? TEXT_MAX_LENGTH;
    const found = forbiddenCharacter(value);
    if (found && (found === 'control' || !TEXT_RULES[field]?.invisibleAllowed)) {
      return refusal(field, { forbiddenCharacters: forbiddenCharacterMessage(field, found) });
    }
    // A declared @MaxLength has its own message, given by class-validator next.
    if (value.length > max && declared === null) return refusal(field, { maxLength: tooLongMessage(field, max) });
    return null;
  }
  if (value === null || typeof value !== 'object' || depth > 10) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const error = firstTextError(item, field, owner, depth + 1);
      if (error) return error;
    }
    return null;
  }
  for (const [property, inner] of Object.entries(value)) {
    const error = firstTextError(inner, property, value, depth + 1);
    if (error) return error;
  }
  return null;
}

function refusal(property: string, constraints: Record<string, string>): ValidationError {
  return { property, constraints, children: [] } as ValidationError;
}

/** The name a scalar argument was given under (type-graphql passes its value alone). */
function argumentName(value: unknown, resolverData: ResolverData): string {
  const match = Object.entries(resolverData.args ?? {}).find(([, given]) => given === value);
  return match?.[0] ?? 'argumento';
}

const declaresRules = new Map<unknown, boolean>();

/**
 * Whether class-validator has anything to check on an argument object: the catalogue's listing arguments declare
 * nothing, and running class-validator's executor for nothing was 1–1.6 % of an executed list's CPU (issue 28).
 * Nested input objects are class-validator's to walk, so a class with any rule is always validated.
 */
function hasValidationRules(value: object): boolean {
  let declared = declaresRules.get(value.constructor);
  if (declared === undefined) {
    declared = getMetadataStorage().getTargetValidationMetadatas(value.constructor, '', true, false).length > 0;
    declaresRules.set(value.constructor, declared);
  }
  return declared;
}

/**
 * The text rule on an argument type-graphql does not validate: a subscription's `subscribe` function gets its
 * arguments raw (only its resolver's go through `validateFn`). Throws as `validateArguments` does.
 */
export function checkTextArgument(value: unknown, name: string): void {
  const textError = firstTextError(value, name, null);
  if (textError) throw new ArgumentValidationError([textError]);
}

/**
 * The same rule on a text that comes another way than GraphQL (an address's query parameter named as the GraphQL
 * argument it stands for): its Spanish refusal, or null.
 */
export function textArgumentRefusal(value: string, name: string): string | null {
  const textError = firstTextError(value, name, null);
  return textError ? (Object.values(textError.constraints ?? {})[0] ?? null) : null;
}

/** type-graphql's `validateFn`: the text rule on every argument, then class-validator on input objects. */
export const validateArguments: ValidatorFn = async (argValue, _argType, resolverData) => {
  const textError =
    argValue !== null && typeof argValue === 'object'
      ? firstTextError(argValue, '', null)
      : firstTextError(argValue, argumentName(argValue, resolverData), null);
  if (textError) throw new ArgumentValidationError([textError]);
  if (argValue === null || typeof argValue !== 'object') return;
  // What type-graphql does without a validateFn (validate: { forbidUnknownValues: false }).
  const options = { skipMissingProperties: true, forbidUnknownValues: false };
  try {
    if (Array.isArray(argValue)) {
      await Promise.all(
        argValue
          .filter((item): item is object => item !== null && typeof item === 'object')
          .map((item) => validateOrReject(item, options)),
      );
    } else if (hasValidationRules(argValue)) {
      await validateOrReject(argValue as object, options);
    }
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
};
