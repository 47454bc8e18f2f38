import { GraphQLError, Kind, parse, visit, type ASTNode } from 'graphql';
import { CART_LINES_MESSAGES } from '../../domain/cart/cart-quote';
import { STOCK_ADJUSTMENT_MESSAGE } from '../../domain/catalog/product-admin';
import { PRODUCT_FORM_MESSAGES } from '../../domain/catalog/product-form';
import { STORE_SETTINGS_MESSAGES } from '../../domain/store/store-settings-form';

/**
 * Values GraphQL's scalars refuse before any resolver runs, in English and without the field's name: an Int of 1.5
 * (or 2^31), a DateTimeISO of month 13. The whole numbers and dates people type get their own rule's Spanish
 * message, by the argument's or input field's name; any other says which field's value it is.
 */
const WHOLE_NUMBER_MESSAGES: Readonly<Record<string, string>> = {
  quantity: CART_LINES_MESSAGES.quantity,
  delta: STOCK_ADJUSTMENT_MESSAGE,
  stock: PRODUCT_FORM_MESSAGES.stockInvalid,
  expectedStock: PRODUCT_FORM_MESSAGES.stockInvalid,
  hours: STORE_SETTINGS_MESSAGES.holdHours,
};

/** The dates people type, by input field: the maintenance notice's window (the only date an admin sends). */
const DATE_MESSAGES: Readonly<Record<string, string>> = {
  startsAt: STORE_SETTINGS_MESSAGES.maintenanceStartsAtInvalid,
  endsAt: STORE_SETTINGS_MESSAGES.maintenanceEndsAtInvalid,
};

const NOT_A_DATE = /DateTime cannot represent/;
const NOT_WHOLE = /Int cannot represent non-integer value|Int cannot represent non 32-bit signed integer value/;
const VARIABLE = /^Variable "\$(\w+)" got invalid value .*? at "([^"]+)";/;
const SCALAR_VARIABLE = /^Variable "\$(\w+)" got invalid value/;

/** The Spanish answer to an Int that is not a whole 32-bit number; null for any other error. */
export function wholeNumberMessage(message: string, original: unknown): string | null {
  if (!NOT_WHOLE.test(message)) return null;
  const name = fieldName(message, original);
  if (!name) return 'El valor debe ser un número entero.';
  return WHOLE_NUMBER_MESSAGES[name] ?? `El valor de "${name}" debe ser un número entero.`;
}

/**
 * The Spanish answer to a DateTimeISO that is no instant (month 13, 30 February, past JavaScript's years, no
 * time): by the field's name, never the variable's (which is the client's choice: 'El valor de "i"…'); null for
 * any other error.
 */
export function dateMessage(message: string, original: unknown): string | null {
  if (!NOT_A_DATE.test(message)) return null;
  const name = fieldName(message, original);
  if (!name) return 'La fecha no es válida (p. ej. 2026-12-01T05:00:00Z).';
  return DATE_MESSAGES[name] ?? `La fecha de "${name}" no es válida (p. ej. 2026-12-01T05:00:00Z).`;
}

/** The argument or input field the refused value was given for. */
function fieldName(message: string, original: unknown): string | null {
  // A value inside a variable's input object: its path ends with the field ("l[0].quantity").
  const inVariable = VARIABLE.exec(message);
  if (inVariable) return lastField(inVariable[2]!) ?? usageOf(original, inVariable[1]!);
  const variable = SCALAR_VARIABLE.exec(message);
  if (variable) return usageOf(original, variable[1]!);
  return literalOwner(original);
}

function lastField(path: string): string | null {
  const field = /\.?(\w+)(?:\[\d+\])*$/.exec(path);
  return field && field[1] !== path ? field[1]! : null;
}

/** Where the document uses `$variable`: the argument or input field it is given to. */
function usageOf(original: unknown, variable: string): string | null {
  return ownerOf(original, (node) => node.kind === Kind.VARIABLE && node.name.value === variable);
}

/** A literal refused by validation: the argument or input field whose value starts where the error points. */
function literalOwner(original: unknown): string | null {
  const position = original instanceof GraphQLError ? original.positions?.[0] : undefined;
  return position === undefined ? null : ownerOf(original, (node) => node.loc?.start === position);
}

function ownerOf(original: unknown, isValue: (node: ASTNode) => boolean): string | null {
  if (!(original instanceof GraphQLError) || !original.source) return null;
  let owner: string | null = null;
  try {
    visit(parse(original.source.body), {
      enter(node) {
        if (owner) return false;
        if ((node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) && isValue(node.value)) {
          owner = node.name.value;
        }
        return undefined;
      },
    });
  } catch {
    return null;
  }
  return owner;
}
