import type { Money } from '../money/money';

/** Pieces shared by the order and checkout messages, so both read the same way. */
export interface MessageCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly documentType: string;
  readonly documentNumber: string;
  readonly phone: string;
}

export interface MessageLine {
  readonly productName: string;
  readonly quantity: number;
  /** Unit price. */
  readonly price: Money;
}

export function customerBlock(customer: MessageCustomer): string[] {
  return [
    '*Datos del cliente*',
    `Nombre: ${customer.firstName} ${customer.lastName}`,
    `Email: ${customer.email}`,
    `Documento: ${customer.documentType} ${customer.documentNumber}`,
    `Celular: ${customer.phone}`,
  ];
}

export function productsBlock(lines: readonly MessageLine[]): string[] {
  return [
    '*Productos*',
    ...lines.map((line) => `- ${line.productName} | Cantidad: ${line.quantity} | Precio: ${line.price.format()}`),
  ];
}
