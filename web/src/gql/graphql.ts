export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
};

/** OLDEST (el orden de la especificación), NEWEST, o por total de mayor a menor / de menor a mayor. */
export type AdminOrderSort =
  | 'NEWEST'
  | 'OLDEST'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

/** POSITION (posición y nombre, el de siempre) o MOST_WAITED ('Primero los más esperados': más personas esperando el aviso 'Avísame cuando vuelva' primero, luego por posición). */
export type AdminProductSort =
  | 'MOST_WAITED'
  | 'POSITION';

/** El cliente de un pedido creado por el admin: DNI, boleta y envío regular, siempre. */
export type AssistedOrderCustomerInput = {
  /** DNI de 8 dígitos; vacío pone el número genérico 00000000. */
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** 9 dígitos que empiezan con 9. */
  phone: Scalars['String']['input'];
};

export type AssistedOrderInput = {
  customer: AssistedOrderCustomerInput;
  /** El total (en céntimos) que el cliente mostró al confirmar: si el del servidor es otro, la respuesta es OrderPriceChangedError y no se guarda nada. */
  expectedTotalCents: Scalars['SafeInt']['input'];
  /** Clave única de este intento (p. ej. un UUID): reintentar con la misma devuelve el mismo pedido. */
  idempotencyKey: Scalars['String']['input'];
  /** Solo productos y cantidades (cada una hasta el stock): el servidor pone los precios. */
  lines: Array<CartLineInput>;
  /** yape, plin, transferencia o izipay. */
  paymentMethod: Scalars['String']['input'];
};

export type BankAccountInput = {
  accountNumber: Scalars['String']['input'];
  bank: Scalars['String']['input'];
  /** Código de Cuenta Interbancario (20 dígitos), opcional. */
  cci?: InputMaybe<Scalars['String']['input']>;
  holder: Scalars['String']['input'];
};

/** El formulario de marca: la descripción se copia del nombre. */
export type BrandInput = {
  active: Scalars['Boolean']['input'];
  /** La clave devuelta por POST /api/admin/images (purpose=brand), o la que ya tenía; null sin logo. */
  logoKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** NONE: como se pidió; QUANTITY_CUT: reducida al stock; REMOVED: sin stock, ya no está a la venta o no existe. */
export type CartLineChange =
  | 'NONE'
  | 'QUANTITY_CUT'
  | 'REMOVED';

/** Una línea del carrito: el producto y cuántas unidades (1 a 999). */
export type CartLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type CategoryInput = {
  active: Scalars['Boolean']['input'];
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** El código estable de un fallo esperado. */
export type ErrorCode =
  | 'BRAND_INVALID'
  | 'BRAND_IN_USE'
  | 'BRAND_NOT_FOUND'
  | 'CART_INVALID'
  | 'CART_REMINDER_LINK_INVALID'
  | 'CATEGORY_INVALID'
  | 'CATEGORY_IN_USE'
  | 'CATEGORY_NOT_FOUND'
  | 'CHALLENGE_EXPIRED'
  | 'CODE_ATTEMPTS_EXCEEDED'
  | 'CODE_EXPIRED'
  | 'CODE_INVALID'
  | 'EMAIL_INVALID'
  | 'FAVORITES_LIMIT_REACHED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'INVALID_CREDENTIALS'
  | 'MAIL_REQUESTS_THROTTLED'
  | 'ORDERING_UNAVAILABLE'
  | 'ORDER_EMPTY'
  | 'ORDER_INVALID'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_PRICE_CHANGED'
  | 'ORDER_STOCK_CHANGED'
  | 'ORDER_TRANSITION_NOT_ALLOWED'
  | 'PASSWORD_POLICY'
  | 'PASSWORD_REUSED'
  | 'PAYMENT_LINK_INVALID'
  | 'PAYMENT_LINK_NOT_EDITABLE'
  | 'PRODUCT_AVAILABLE'
  | 'PRODUCT_INVALID'
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_STOCK_CHANGED'
  | 'PROFILE_INVALID'
  | 'RESTOCK_LINK_INVALID'
  | 'SIGN_IN_THROTTLED'
  | 'STOCK_ADJUSTMENT_INVALID'
  | 'STOCK_BELOW_HELD'
  | 'STOCK_INSUFFICIENT'
  | 'STOCK_PRODUCT_NOT_FOUND'
  | 'STOCK_TOO_HIGH'
  | 'STORE_SETTINGS_INVALID'
  | 'STORY_INVALID'
  | 'STORY_LIKE_REQUIRES_LOGIN'
  | 'STORY_NOT_FOUND'
  | 'STORY_TRANSITION_NOT_ALLOWED'
  | 'STORY_UNAVAILABLE'
  | 'STORY_WANT_REQUIRES_LOGIN'
  | 'TEMPORARY_PASSWORD_EXPIRED';

export type InvoiceInput = {
  /** Razón social (solo factura). */
  businessName?: InputMaybe<Scalars['String']['input']>;
  /** RUC de 11 dígitos (solo factura). */
  ruc?: InputMaybe<Scalars['String']['input']>;
  /** "boleta" o "factura". */
  type?: Scalars['String']['input'];
};

export type MaintenanceInput = {
  description: Scalars['String']['input'];
  dismissible: Scalars['Boolean']['input'];
  endsAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Modo mantenimiento activado. */
  isEnabled: Scalars['Boolean']['input'];
  /** Los pedidos siguen funcionando durante el mantenimiento. */
  orderCreation: Scalars['Boolean']['input'];
  persistent: Scalars['Boolean']['input'];
  showTimeInfo: Scalars['Boolean']['input'];
  startsAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  title: Scalars['String']['input'];
  /** 'warning' | 'info' | 'error' */
  type: Scalars['String']['input'];
};

export type OrderCustomerInput = {
  documentNumber: Scalars['String']['input'];
  /** DNI, CE o Pasaporte. */
  documentType: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** 9 dígitos que empiezan con 9. */
  phone: Scalars['String']['input'];
};

/** Pendiente → En Proceso → Completada; o Cancelada. */
export type OrderStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'PENDING'
  | 'PROCESSING';

/** Los tipos que se nombran cambian; los demás quedan igual. */
export type OrderStatusEmailSettingsInput = {
  cancelled?: InputMaybe<Scalars['Boolean']['input']>;
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  paymentLink?: InputMaybe<Scalars['Boolean']['input']>;
  processing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** 'efectivo' existe solo en pedidos del admin. */
export type PaymentMethod =
  | 'EFECTIVO'
  | 'IZIPAY'
  | 'PLIN'
  | 'TRANSFERENCIA'
  | 'YAPE';

export type PlaceOrderInput = {
  customer: OrderCustomerInput;
  /** El total (en céntimos) que el cliente mostró al confirmar: si el del servidor es otro, la respuesta es OrderPriceChangedError y no se guarda nada. */
  expectedTotalCents: Scalars['SafeInt']['input'];
  /** Clave única de este intento de compra (p. ej. un UUID): reintentar con la misma devuelve el mismo pedido. */
  idempotencyKey: Scalars['String']['input'];
  invoice?: InputMaybe<InvoiceInput>;
  /** Solo productos y cantidades: el servidor pone los precios. */
  lines: Array<CartLineInput>;
  /** yape, plin, transferencia o izipay. */
  paymentMethod: Scalars['String']['input'];
  /** "regular". */
  shippingMethod: Scalars['String']['input'];
};

/** El formulario de producto. El precio final no se envía: lo calcula el servidor. */
export type ProductInput = {
  active: Scalars['Boolean']['input'];
  /** Una marca activa. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Mostrar en el carrusel de la portada. */
  carousel: Scalars['Boolean']['input'];
  /** Al menos una categoría activa. */
  categoryIds: Array<Scalars['ID']['input']>;
  /** Markdown ligero. */
  description: Scalars['String']['input'];
  /** De 1 a 5 claves devueltas por POST /api/admin/images (purpose=product) o que el producto ya tenía, en orden (la primera es la principal). */
  imageKeys: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Precio original en céntimos. */
  originalPriceCents?: InputMaybe<Scalars['Int']['input']>;
  promotion: PromotionInput;
  stock?: InputMaybe<Scalars['Int']['input']>;
};

/** Regla de visibilidad de la tienda: CATALOGUE (ninguna), WEB (productos a la venta; los en promoción solo dentro de su vigencia), PROMOTIONS (productos a la venta con promoción vigente o próxima). */
export type ProductListing =
  | 'CATALOGUE'
  | 'PROMOTIONS'
  | 'WEB';

/** Orden de los productos: posición, precio ascendente, precio descendente o nombre. */
export type ProductSort =
  | 'NAME'
  | 'POSITION'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

/** La promoción del formulario. Las fechas son YYYY-MM-DD en Lima; sin fin, dura un solo día. */
export type PromotionInput = {
  /** Porcentaje entero, o soles enteros si el tipo es FIXED; 0 sin promoción. */
  discount: Scalars['Int']['input'];
  endDate?: InputMaybe<Scalars['String']['input']>;
  isPromoted: Scalars['Boolean']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
  type: PromotionType;
};

export type PromotionStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'UPCOMING';

export type PromotionType =
  | 'FIXED'
  | 'PERCENTAGE';

export type Role =
  | 'ADMIN'
  | 'USER';

/** Envío de los pedidos de la tienda, en céntimos. */
export type ShippingPolicyInput = {
  /** Lo que paga un pedido por debajo (1500 = S/ 15). */
  flatFeeCents: Scalars['Int']['input'];
  /** Envío gratis desde este subtotal (20000 = S/ 200). */
  freeFromCents: Scalars['Int']['input'];
};

/** SIGNED_IN: sesión iniciada; CONFIRMATION_REQUIRED: falta el código enviado por correo; NEW_PASSWORD_REQUIRED: contraseña temporal, elegir una nueva. */
export type SignInStatus =
  | 'CONFIRMATION_REQUIRED'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SIGNED_IN';

/** Horas que un método de pago reserva las unidades (0 a 168). */
export type StockHoldInput = {
  hours: Scalars['Int']['input'];
  paymentMethod: PaymentMethod;
};

export type StockLevel =
  | 'AVAILABLE'
  | 'LOW'
  | 'OUT';

/** Por qué se movió el stock: stock inicial, producto creado, formulario, botones − y +, pedido completado, reserva de un pedido (hecha, convertida en venta, liberada al cancelar, vencida). */
export type StockMovementReason =
  | 'ADMIN_ADJUSTMENT'
  | 'HOLD_CONVERTED'
  | 'HOLD_EXPIRED'
  | 'HOLD_PLACED'
  | 'HOLD_RELEASED'
  | 'OPENING_BALANCE'
  | 'ORDER_COMPLETED'
  | 'PRODUCT_CREATED'
  | 'PRODUCT_FORM';

/** El formulario de datos de la tienda (el nombre, las redes y la tabla de envíos no cambian aquí). */
export type StoreSettingsInput = {
  bankAccounts: Array<BankAccountInput>;
  chatHours: Scalars['String']['input'];
  email: Scalars['String']['input'];
  maintenance: MaintenanceInput;
  phone: Scalars['String']['input'];
  phoneHours: Scalars['String']['input'];
  shipping: ShippingPolicyInput;
  /** Las reservas por método de pago; si se omite, quedan como están. */
  stockHolds?: InputMaybe<Array<StockHoldInput>>;
  supportHours: Scalars['String']['input'];
  wallets: Array<WalletInput>;
  /** Con código de país, sin "+": 51987654321. */
  whatsappNumber: Scalars['String']['input'];
};

/** LIKE: quién dio like; WANT: quién marcó «Lo quiero». */
export type StoryAudienceKind =
  | 'LIKE'
  | 'WANT';

/** El formulario de historia. Sin contadores ni posición: esos los lleva el servidor. */
export type StoryInput = {
  /** Solo al editar: apaga o enciende una historia vigente. Al crear se ignora (nace activa). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** La clave devuelta por POST /api/admin/story-audio, o la que ya tenía; null sin audio. */
  audioKey?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  /** Segundos, de 3 a 30; null = 10. */
  duration?: InputMaybe<Scalars['Int']['input']>;
  /** Una URL http(s); vacío o null sin enlace. */
  externalLink?: InputMaybe<Scalars['String']['input']>;
  /** La clave devuelta por POST /api/admin/images (purpose=story), o la que la historia ya tenía. */
  imageKey: Scalars['String']['input'];
  /** Un producto existente; null sin producto. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

/** ACTIVE: se muestra; OFF: apagada por el admin antes de expirar (se edita); EXPIRED: pasaron sus 24 h (se restaura). */
export type StoryState =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'OFF';

export type WalletInput = {
  holder: Scalars['String']['input'];
  /** 'yape' o 'plin'. */
  method: Scalars['String']['input'];
  /** 9 dígitos. */
  number: Scalars['String']['input'];
  /** La clave devuelta por POST /api/admin/images (purpose=wallet-qr), o la que ya tenía; null sin QR. */
  qrImageKey?: InputMaybe<Scalars['String']['input']>;
};
