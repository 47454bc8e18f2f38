/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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

/** Una marca vista por el admin: su logo guardado y cuántos productos la usan. */
export type AdminBrand = {
  __typename?: 'AdminBrand';
  active: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** La clave del logo en el almacenamiento (para conservarlo al editar). */
  logoKey?: Maybe<Scalars['String']['output']>;
  /** URL del logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Productos de la marca (activos o no; los archivados no cuentan). */
  productCount: Scalars['Int']['output'];
};

/** El resumen del admin: el mes de Lima en curso contra el anterior. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  activeProducts: Scalars['Int']['output'];
  activePromotions: Scalars['Int']['output'];
  /** Productos activos con 5 unidades o menos, del menor stock al mayor. */
  lowStock: Array<Product>;
  /** Pedidos no cancelados de este mes. */
  monthOrders: Scalars['Int']['output'];
  /** Ventas (pedidos completados) de este mes. */
  monthSales: Money;
  /** Variación en %, un decimal; null si el mes anterior no tuvo pedidos. */
  ordersChangePercent?: Maybe<Scalars['Float']['output']>;
  previousMonthOrders: Scalars['Int']['output'];
  previousMonthSales: Money;
  /** Con la promoción activada, sean cuales sean sus fechas. */
  promotedProducts: Scalars['Int']['output'];
  /** Los últimos 12 meses de Lima, del más antiguo al actual. */
  salesByMonth: Array<MonthSales>;
  /** Variación en %, un decimal; null si el mes anterior no vendió. */
  salesChangePercent?: Maybe<Scalars['Float']['output']>;
  upcomingPromotions: Scalars['Int']['output'];
};

/** Un pedido visto por el admin: además, su historial de estados. */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  /** Comisión Izipay (4 %); 0 con otros métodos. */
  commission: Money;
  createdAt: Scalars['DateTimeISO']['output'];
  customer: OrderCustomer;
  /** true si el cliente subió la foto de su comprobante de pago. */
  hasReceipt: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  invoice: OrderInvoice;
  /** Unidades del pedido. */
  itemCount: Scalars['Int']['output'];
  lines: Array<OrderLine>;
  /** El enlace absoluto del pedido. */
  link: Scalars['String']['output'];
  /** El link de pago de Izipay (con https://). */
  paymentLink?: Maybe<Scalars['String']['output']>;
  paymentMethod: PaymentMethod;
  paymentMethodLabel: Scalars['String']['output'];
  /** Dirección de la foto del comprobante (solo para quien tiene el enlace y el admin). */
  receiptUrl?: Maybe<Scalars['String']['output']>;
  shipping: Money;
  shippingMethod: Scalars['String']['output'];
  shippingMethodLabel: Scalars['String']['output'];
  /** Los últimos 6 caracteres del id. */
  shortId: Scalars['String']['output'];
  status: OrderStatus;
  /** Cada cambio de estado, del más antiguo al más reciente. */
  statusHistory: Array<OrderStatusChange>;
  statusLabel: Scalars['String']['output'];
  subtotal: Money;
  total: Money;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Una historia vista por el admin: sus archivos, su estado y sus contadores. */
export type AdminStory = {
  __typename?: 'AdminStory';
  /** El interruptor del admin (una historia expirada queda en false). */
  active: Scalars['Boolean']['output'];
  audioKey?: Maybe<Scalars['String']['output']>;
  audioUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  /** Segundos en pantalla (3 a 30). */
  duration: Scalars['Int']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  externalLink?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** La clave de la imagen en el almacenamiento (para conservarla al editar). */
  imageKey: Scalars['String']['output'];
  imageUrl: Scalars['String']['output'];
  likes: Scalars['Int']['output'];
  /** El `order` de la especificación: 0 = la más nueva. */
  position: Scalars['Int']['output'];
  product?: Maybe<StoryProductSummary>;
  state: StoryState;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  views: Scalars['Int']['output'];
  wants: Scalars['Int']['output'];
};

export type AdminStoryList = {
  __typename?: 'AdminStoryList';
  /** Las historias que coinciden con la búsqueda, por posición. */
  items: Array<AdminStory>;
  /** Sobre todas las historias, busque lo que se busque. */
  statistics: StoryStatistics;
};

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
  /** Clave única de este intento (p. ej. un UUID): reintentar con la misma devuelve el mismo pedido. */
  idempotencyKey: Scalars['String']['input'];
  /** Solo productos y cantidades (cada una hasta el stock): el servidor pone los precios. */
  lines: Array<CartLineInput>;
  /** yape, plin, transferencia o izipay. */
  paymentMethod: Scalars['String']['input'];
};

export type AssistedOrderResult = IdempotencyKeyReusedError | InvalidInputError | Order | OrderEmptyError | OrderStockChangedError;

/** Una cuenta para pagar por transferencia. */
export type BankAccount = {
  __typename?: 'BankAccount';
  accountNumber: Scalars['String']['output'];
  bank: Scalars['String']['output'];
  /** Código de Cuenta Interbancario. */
  cci?: Maybe<Scalars['String']['output']>;
  holder: Scalars['String']['output'];
};

export type BankAccountInput = {
  accountNumber: Scalars['String']['input'];
  bank: Scalars['String']['input'];
  /** Código de Cuenta Interbancario (20 dígitos), opcional. */
  cci?: InputMaybe<Scalars['String']['input']>;
  holder: Scalars['String']['input'];
};

export type Brand = {
  __typename?: 'Brand';
  active: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** URL del logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type BrandDeleted = {
  __typename?: 'BrandDeleted';
  id: Scalars['ID']['output'];
  /** 'Marca eliminada con éxito' */
  message: Scalars['String']['output'];
};

/** El formulario de marca: la descripción se copia del nombre. */
export type BrandInput = {
  active: Scalars['Boolean']['input'];
  /** La clave devuelta por POST /api/admin/images (purpose=brand), o la que ya tenía; null sin logo. */
  logoKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type BrandResult = AdminBrand | InvalidInputError | NotFoundError;

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

/** El carrito según el servidor: precios de hoy, recortado al stock. */
export type CartQuote = {
  __typename?: 'CartQuote';
  /** true si alguna línea se redujo o se quitó. */
  adjusted: Scalars['Boolean']['output'];
  /** Unidades en el carrito. */
  itemCount: Scalars['Int']['output'];
  /** Las líneas que siguen en el carrito (las REMOVED van en `removed`). */
  lines: Array<CartQuoteLine>;
  /** 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.' si adjusted; si no, null. */
  message?: Maybe<Scalars['String']['output']>;
  /** Las líneas quitadas (cantidad 0). */
  removed: Array<CartQuoteLine>;
  /** Suma de lineTotal con los precios de hoy. */
  subtotal: Money;
};

export type CartQuoteLine = {
  __typename?: 'CartQuoteLine';
  change: CartLineChange;
  /** unitPrice × quantity. */
  lineTotal: Money;
  originalUnitPrice: Money;
  /** null si el producto ya no existe. */
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** Tras revisar el stock (0 si REMOVED). */
  quantity: Scalars['Int']['output'];
  /** Lo que pidió el comprador. */
  requestedQuantity: Scalars['Int']['output'];
  /** Precio de hoy (con la promoción si aplica); 0 si el producto no existe. */
  unitPrice: Money;
};

export type CartResult = CartQuote | InvalidInputError;

export type Category = {
  __typename?: 'Category';
  active: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CategoryDeleted = {
  __typename?: 'CategoryDeleted';
  id: Scalars['ID']['output'];
  /** 'Categoría eliminada con éxito' */
  message: Scalars['String']['output'];
};

export type CategoryInput = {
  active: Scalars['Boolean']['input'];
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CategoryResult = Category | InvalidInputError | NotFoundError;

/** Venció la sesión de 3 minutos para elegir una nueva contraseña. */
export type ChallengeExpiredError = ErrorResult & {
  __typename?: 'ChallengeExpiredError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type ChangeOrderStatusResult = Order | OrderNotFoundError | OrderTransitionError | StockCheckFailedError | StockShortageError;

/** El código enviado por correo no es correcto, venció o se agotaron sus intentos. */
export type CodeRejectedError = ErrorResult & {
  __typename?: 'CodeRejectedError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Reenviar el código o pedir uno para restablecer la contraseña: la misma respuesta para cualquier correo. */
export type CodeRequestResult = InvalidInputError | RateLimitedError | Success;

export type CompleteNewPasswordResult = ChallengeExpiredError | InvalidInputError | PasswordReusedError | SignInOutcome;

export type ConfirmSignUpResult = CodeRejectedError | InvalidInputError | Success;

export type DeleteBrandResult = BrandDeleted | InUseError | NotFoundError;

export type DeleteCategoryResult = CategoryDeleted | InUseError | NotFoundError;

export type DeleteProductResult = NotFoundError | ProductDeleted;

export type DeleteStoryResult = NotFoundError | StoryDeleted;

/** El código estable de un fallo esperado. */
export type ErrorCode =
  | 'BRAND_INVALID'
  | 'BRAND_IN_USE'
  | 'BRAND_NOT_FOUND'
  | 'CART_INVALID'
  | 'CATEGORY_INVALID'
  | 'CATEGORY_IN_USE'
  | 'CATEGORY_NOT_FOUND'
  | 'CHALLENGE_EXPIRED'
  | 'CODE_ATTEMPTS_EXCEEDED'
  | 'CODE_EXPIRED'
  | 'CODE_INVALID'
  | 'EMAIL_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'INVALID_CREDENTIALS'
  | 'MAIL_REQUESTS_THROTTLED'
  | 'ORDERING_UNAVAILABLE'
  | 'ORDER_EMPTY'
  | 'ORDER_INVALID'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_STOCK_CHANGED'
  | 'ORDER_TRANSITION_NOT_ALLOWED'
  | 'PASSWORD_POLICY'
  | 'PASSWORD_REUSED'
  | 'PAYMENT_LINK_INVALID'
  | 'PAYMENT_LINK_NOT_EDITABLE'
  | 'PRODUCT_INVALID'
  | 'PRODUCT_NOT_FOUND'
  | 'PROFILE_INVALID'
  | 'SIGN_IN_THROTTLED'
  | 'STOCK_ADJUSTMENT_INVALID'
  | 'STOCK_INSUFFICIENT'
  | 'STOCK_PRODUCT_NOT_FOUND'
  | 'STOCK_VALUE_MISSING'
  | 'STORE_SETTINGS_INVALID'
  | 'STORY_INVALID'
  | 'STORY_LIKE_REQUIRES_LOGIN'
  | 'STORY_NOT_FOUND'
  | 'STORY_TRANSITION_NOT_ALLOWED'
  | 'STORY_UNAVAILABLE'
  | 'STORY_WANT_REQUIRES_LOGIN'
  | 'TEMPORARY_PASSWORD_EXPIRED';

/** Un fallo esperado: `errorCode` para programas y `message`, en español, para mostrar. */
export type ErrorResult = {
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type ExpiredPromotionsSwitchedOff = {
  __typename?: 'ExpiredPromotionsSwitchedOff';
  count: Scalars['Int']['output'];
  /** 'Se han desactivado N promociones expiradas' */
  message: Scalars['String']['output'];
};

/** Un campo del formulario que no cumple una regla. */
export type FieldError = {
  __typename?: 'FieldError';
  /** El nombre del argumento, p. ej. "email" o "phone". */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** La misma clave ya se usó con otros datos. */
export type IdempotencyKeyReusedError = ErrorResult & {
  __typename?: 'IdempotencyKeyReusedError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** La marca o categoría tiene productos y no se puede eliminar; `productCount` dice cuántos. */
export type InUseError = ErrorResult & {
  __typename?: 'InUseError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
};

export type InvalidCredentialsError = ErrorResult & {
  __typename?: 'InvalidCredentialsError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Datos que no cumplen las reglas del formulario; `fieldErrors` dice cuáles. */
export type InvalidInputError = ErrorResult & {
  __typename?: 'InvalidInputError';
  errorCode: ErrorCode;
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type InvoiceInput = {
  /** Razón social (solo factura). */
  businessName?: InputMaybe<Scalars['String']['input']>;
  /** RUC de 11 dígitos (solo factura). */
  ruc?: InputMaybe<Scalars['String']['input']>;
  /** "boleta" o "factura". */
  type?: Scalars['String']['input'];
};

/** El aviso de mantenimiento del sitio. */
export type Maintenance = {
  __typename?: 'Maintenance';
  description: Scalars['String']['output'];
  dismissible: Scalars['Boolean']['output'];
  endsAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Modo mantenimiento activado. */
  isEnabled: Scalars['Boolean']['output'];
  /** features.orderCreation: los pedidos siguen funcionando durante el mantenimiento. */
  orderCreation: Scalars['Boolean']['output'];
  /** El veredicto del servidor: false mientras el mantenimiento está activo y features.orderCreation no. */
  orderCreationAvailable: Scalars['Boolean']['output'];
  persistent: Scalars['Boolean']['output'];
  showTimeInfo: Scalars['Boolean']['output'];
  startsAt?: Maybe<Scalars['DateTimeISO']['output']>;
  title: Scalars['String']['output'];
  /** 'warning' | 'info' | 'error' */
  type: Scalars['String']['output'];
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

/** La cuenta con sesión iniciada. */
export type Me = {
  __typename?: 'Me';
  /** La parte del correo antes de la @, o 'Usuario'. */
  displayName: Scalars['String']['output'];
  /** No se puede modificar. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
  /** 'Usuario' o 'Administrador'. */
  roleLabel: Scalars['String']['output'];
};

/** Un importe en soles, exacto en céntimos. */
export type Money = {
  __typename?: 'Money';
  /** Importe en soles (solo para mostrar; calcule con `cents`). */
  amount: Scalars['Float']['output'];
  /** Importe exacto en céntimos de sol (entero). */
  cents: Scalars['SafeInt']['output'];
  /** Texto listo para mostrar, p. ej. "S/ 1,234.50". */
  formatted: Scalars['String']['output'];
};

/** Un mes de Lima en el gráfico de ventas. */
export type MonthSales = {
  __typename?: 'MonthSales';
  /** "nov. 2026". */
  label: Scalars['String']['output'];
  /** "2026-11". */
  month: Scalars['String']['output'];
  /** Pedidos no cancelados creados en el mes. */
  orders: Scalars['Int']['output'];
  /** Pedidos completados creados en el mes. */
  sales: Money;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Suma `delta` unidades al stock (negativo para restar) en un solo paso atómico; nunca baja de 0. */
  adjustProductStock: StockAdjustmentResult;
  /** Procesa, completa o cancela un pedido según el flujo. Completar descuenta el stock o, si falta, no cambia nada. Pedir el estado que ya tiene no hace nada y devuelve el pedido. */
  changeOrderStatus: ChangeOrderStatusResult;
  /** 'Cambiar Contraseña' tras una contraseña temporal; inicia sesión. */
  completeNewPassword: CompleteNewPasswordResult;
  /** 'Confirmar Registro' con el código recibido. Luego, signIn. */
  confirmSignUp: ConfirmSignUpResult;
  /** Crea un pedido pendiente para un cliente (sin envío, DNI y boleta) con los precios y el stock del servidor; el cliente recibe el enlace por e-mail. Idempotente por `idempotencyKey`. */
  createAssistedOrder: AssistedOrderResult;
  /** Crea una marca ('Marca creada con éxito'); la descripción es el nombre. */
  createBrand: BrandResult;
  /** Crea una categoría: nombre y descripción obligatorios. */
  createCategory: CategoryResult;
  /** Crea un producto (Product o InvalidInputError por campo). */
  createProduct: ProductResult;
  /** Publica una historia por 24 h en la posición 0 (las demás suben una): 'Historia creada con éxito', o InvalidInputError por campo. */
  createStory: SaveStoryResult;
  /** Elimina una marca sin productos, con su logo; con productos responde InUseError. */
  deleteBrand: DeleteBrandResult;
  /** Elimina una categoría sin productos; con productos responde InUseError. */
  deleteCategory: DeleteCategoryResult;
  /** Elimina un producto (o lo archiva si hay pedidos con él: los pedidos no cambian) y sus imágenes. */
  deleteProduct: DeleteProductResult;
  /** Elimina la historia, sus interacciones, su imagen y su audio. */
  deleteStory: DeleteStoryResult;
  /** Acción de prueba: la historia expira (hace una hora) desde cualquier estado y se apaga. */
  forceExpireStory: StoryLifecycleResult;
  /** Al iniciar sesión: suma las líneas del navegador al carrito guardado (recortado al stock) y lo devuelve. */
  mergeCart: CartResult;
  /** Registra un pedido pendiente con los precios y el stock del servidor. Idempotente por `idempotencyKey`. */
  placeOrder: PlaceOrderResult;
  /** Cuenta una vista (de invitados como 'anonymous'); solo en historias visibles. */
  recordStoryView: RecordStoryViewResult;
  /** Envía un código para restablecer la contraseña (misma respuesta para cualquier correo). */
  requestPasswordReset: CodeRequestResult;
  /** Reenvía el código de confirmación (misma respuesta para cualquier correo). */
  resendConfirmationCode: CodeRequestResult;
  /** Nueva contraseña con el código recibido; cierra todas las sesiones. */
  resetPassword: ResetPasswordResult;
  /** Restaura a 24 h desde cualquier estado: activa, nueva fecha de creación, contadores en 0 y sin interacciones ('Historia restaurada a 24h'). */
  restoreStory: StoryLifecycleResult;
  /** Reemplaza el carrito guardado de la cuenta (solo con sesión). */
  saveCart: CartResult;
  /** Pone el link de pago de un pedido En Proceso (solo http/https; sin esquema se agrega https://). Vacío lo quita. */
  setPaymentLink: SetPaymentLinkResult;
  /** Muestra u oculta el producto en el carrusel de la portada. */
  setProductCarousel: ProductResult;
  signIn: SignInResult;
  /** Cierra la sesión de este dispositivo. */
  signOut: Scalars['Boolean']['output'];
  /** Cierra todas las sesiones de la cuenta, en todos los dispositivos. */
  signOutEverywhere: Scalars['Int']['output'];
  /** Registro: envía un código de confirmación por correo. */
  signUp: SignUpResult;
  /** Desactiva todas las promociones que terminaron antes de hoy (Lima): 'Se han desactivado N promociones expiradas'. */
  switchOffExpiredPromotions: ExpiredPromotionsSwitchedOff;
  /** Numera las historias desde 0, la más nueva primero, y reescribe solo las posiciones distintas. */
  syncStoryPositions: StoryPositionsSynced;
  /** Da o quita el like (necesita sesión). */
  toggleStoryLike: ToggleStoryInteractionResult;
  /** Marca o quita 'Lo quiero' (necesita sesión; a los invitados la tienda les abre el chat de WhatsApp). */
  toggleStoryWant: ToggleStoryInteractionResult;
  /** Edita una marca ('Marca actualizada con éxito'); el logo reemplazado o quitado se borra. */
  updateBrand: BrandResult;
  /** Edita una categoría (una inactiva no se puede elegir en productos). */
  updateCategory: CategoryResult;
  /** Guarda el formulario de un producto; las imágenes que ya no lista se borran del almacenamiento. */
  updateProduct: ProductResult;
  /** Perfil: nombre (obligatorio) y celular. El email no se puede modificar. */
  updateProfile: UpdateProfileResult;
  /** Guarda WhatsApp, teléfono, correo, horarios, billeteras con su QR, cuentas bancarias, el aviso de mantenimiento y la política de envío (los pedidos nuevos la pagan desde ya). */
  updateStoreSettings: StoreSettingsResult;
  /** Guarda el formulario de una historia vigente (nunca sus contadores ni su posición); una expirada responde StoryTransitionError. */
  updateStory: SaveStoryResult;
};


export type MutationAdjustProductStockArgs = {
  delta: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationChangeOrderStatusArgs = {
  orderId: Scalars['ID']['input'];
  status: OrderStatus;
};


export type MutationCompleteNewPasswordArgs = {
  challenge: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmSignUpArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateAssistedOrderArgs = {
  input: AssistedOrderInput;
};


export type MutationCreateBrandArgs = {
  input: BrandInput;
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateStoryArgs = {
  input: StoryInput;
};


export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForceExpireStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMergeCartArgs = {
  lines: Array<CartLineInput>;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRecordStoryViewArgs = {
  storyId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendConfirmationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationRestoreStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveCartArgs = {
  lines: Array<CartLineInput>;
};


export type MutationSetPaymentLinkArgs = {
  link: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationSetProductCarouselArgs = {
  carousel: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationToggleStoryLikeArgs = {
  storyId: Scalars['ID']['input'];
};


export type MutationToggleStoryWantArgs = {
  storyId: Scalars['ID']['input'];
};


export type MutationUpdateBrandArgs = {
  id: Scalars['ID']['input'];
  input: BrandInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProfileArgs = {
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateStoreSettingsArgs = {
  input: StoreSettingsInput;
};


export type MutationUpdateStoryArgs = {
  id: Scalars['ID']['input'];
  input: StoryInput;
};

/** El producto, la marca, la categoría o la historia pedida no existe (o ya fue eliminada). */
export type NotFoundError = ErrorResult & {
  __typename?: 'NotFoundError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Un pedido. Su id es el enlace secreto /order/{id}: quien lo tiene puede verlo. */
export type Order = {
  __typename?: 'Order';
  /** Comisión Izipay (4 %); 0 con otros métodos. */
  commission: Money;
  createdAt: Scalars['DateTimeISO']['output'];
  customer: OrderCustomer;
  /** true si el cliente subió la foto de su comprobante de pago. */
  hasReceipt: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  invoice: OrderInvoice;
  /** Unidades del pedido. */
  itemCount: Scalars['Int']['output'];
  lines: Array<OrderLine>;
  /** El enlace absoluto del pedido. */
  link: Scalars['String']['output'];
  /** El link de pago de Izipay (con https://). */
  paymentLink?: Maybe<Scalars['String']['output']>;
  paymentMethod: PaymentMethod;
  paymentMethodLabel: Scalars['String']['output'];
  /** Dirección de la foto del comprobante (solo para quien tiene el enlace y el admin). */
  receiptUrl?: Maybe<Scalars['String']['output']>;
  shipping: Money;
  shippingMethod: Scalars['String']['output'];
  shippingMethodLabel: Scalars['String']['output'];
  /** Los últimos 6 caracteres del id. */
  shortId: Scalars['String']['output'];
  status: OrderStatus;
  statusLabel: Scalars['String']['output'];
  subtotal: Money;
  total: Money;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  documentNumber: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
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

export type OrderEmptyError = ErrorResult & {
  __typename?: 'OrderEmptyError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Boleta (por defecto) o factura con RUC y razón social. */
export type OrderInvoice = {
  __typename?: 'OrderInvoice';
  businessName?: Maybe<Scalars['String']['output']>;
  /** "Boleta" o "Factura". */
  label: Scalars['String']['output'];
  ruc?: Maybe<Scalars['String']['output']>;
  /** "boleta" o "factura". */
  type: Scalars['String']['output'];
};

/** Una línea tal como se compró (copia del producto en ese momento). */
export type OrderLine = {
  __typename?: 'OrderLine';
  brandName: Scalars['String']['output'];
  /** true si la promoción bajó el precio el día de la compra. */
  discountApplied: Scalars['Boolean']['output'];
  /** '-10%' o '-S/20' si la promoción aplicó. */
  discountBadge?: Maybe<Scalars['String']['output']>;
  /** La copia de la imagen principal guardada con el pedido. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  lineTotal: Money;
  name: Scalars['String']['output'];
  originalUnitPrice: Money;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** Precio unitario pagado. */
  unitPrice: Money;
};

export type OrderNotFoundError = ErrorResult & {
  __typename?: 'OrderNotFoundError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Las tarjetas de la pantalla de pedidos; ingresos y ticket promedio solo de pedidos completados. */
export type OrderStatistics = {
  __typename?: 'OrderStatistics';
  /** Ingresos ÷ pedidos completados; 0 sin pedidos completados. */
  averageOrderValue: Money;
  cancelled: Scalars['Int']['output'];
  completed: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  processing: Scalars['Int']['output'];
  /** Suma de los totales de los pedidos completados. */
  revenue: Money;
  total: Scalars['Int']['output'];
};

/** Pendiente → En Proceso → Completada; o Cancelada. */
export type OrderStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'PENDING'
  | 'PROCESSING';

/** Un cambio de estado hecho por un admin (solo lo ve el admin). */
export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** El e-mail del admin que hizo el cambio. */
  adminEmail: Scalars['String']['output'];
  at: Scalars['DateTimeISO']['output'];
  from: OrderStatus;
  to: OrderStatus;
};

/** El stock o el catálogo cambiaron el pedido; `cart` trae las líneas corregidas. No se guardó nada. */
export type OrderStockChangedError = ErrorResult & {
  __typename?: 'OrderStockChangedError';
  cart: CartQuote;
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** El flujo de pedidos no permite ese cambio de estado (p. ej. de Pendiente a Completada). */
export type OrderTransitionError = ErrorResult & {
  __typename?: 'OrderTransitionError';
  errorCode: ErrorCode;
  from: OrderStatus;
  message: Scalars['String']['output'];
  to: OrderStatus;
};

/** La tienda está en mantenimiento y no acepta pedidos por ahora. */
export type OrderingUnavailableError = ErrorResult & {
  __typename?: 'OrderingUnavailableError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type PasswordReusedError = ErrorResult & {
  __typename?: 'PasswordReusedError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** El enlace de pago solo se puede cambiar mientras el pedido está En Proceso. */
export type PaymentLinkNotEditableError = ErrorResult & {
  __typename?: 'PaymentLinkNotEditableError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
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

export type PlaceOrderResult = IdempotencyKeyReusedError | InvalidInputError | Order | OrderEmptyError | OrderStockChangedError | OrderingUnavailableError;

export type Product = {
  __typename?: 'Product';
  active: Scalars['Boolean']['output'];
  brand?: Maybe<Brand>;
  brandId: Scalars['ID']['output'];
  carousel: Scalars['Boolean']['output'];
  categories: Array<Category>;
  categoryIds: Array<Scalars['ID']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Descripción en markdown ligero. */
  description: Scalars['String']['output'];
  /** true si hoy aplica un descuento. */
  discountApplied: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Claves de almacenamiento de las imágenes, en orden (la primera es la principal); las usa el formulario del admin. */
  imageKeys: Array<Scalars['String']['output']>;
  /** Imagen principal. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  imageUrls: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  originalPrice: Money;
  position: Scalars['Int']['output'];
  /** Precio a pagar hoy (con la promoción si aplica). */
  price: Money;
  /** null si el producto no está en promoción. */
  promotion?: Maybe<Promotion>;
  stock: Scalars['Int']['output'];
  stockStatus: StockStatus;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type ProductDeleted = {
  __typename?: 'ProductDeleted';
  /** true si había pedidos con el producto: se archivó (desaparece de todo) y los pedidos lo conservan. */
  archived: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** 'Producto eliminado con éxito' */
  message: Scalars['String']['output'];
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

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ProductResult = InvalidInputError | NotFoundError | Product;

/** Orden de los productos: posición, precio ascendente, precio descendente o nombre. */
export type ProductSort =
  | 'NAME'
  | 'POSITION'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

/** Las tarjetas de la pantalla de productos (sin los archivados). */
export type ProductStatistics = {
  __typename?: 'ProductStatistics';
  active: Scalars['Int']['output'];
  activePromotions: Scalars['Int']['output'];
  /** En el carrusel de la portada. */
  carousel: Scalars['Int']['output'];
  /** Stock de 5 o menos. */
  lowStock: Scalars['Int']['output'];
  /** Con la promoción activada, sean cuales sean sus fechas. */
  promoted: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  upcomingPromotions: Scalars['Int']['output'];
};

/** La promoción configurada y su estado en la fecha de hoy en Lima. */
export type Promotion = {
  __typename?: 'Promotion';
  /** '-S/15' o '-20%'; null sin descuento. */
  badge?: Maybe<Scalars['String']['output']>;
  /** La línea bajo el titular: 'Hasta 30/11/2026' (activa) o '-20% desde el 01/12/2026' (próxima). */
  detail?: Maybe<Scalars['String']['output']>;
  /** Porcentaje entero, o soles enteros si el tipo es FIXED. */
  discount: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  endDate?: Maybe<Scalars['String']['output']>;
  /** '¡SOLO POR HOY!', '¡EN PROMOCIÓN!' o 'Próximamente en promoción'; null si expiró. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Inicio y fin el mismo día. */
  singleDay: Scalars['Boolean']['output'];
  /** YYYY-MM-DD */
  startDate?: Maybe<Scalars['String']['output']>;
  status: PromotionStatus;
  type: PromotionType;
};

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

export type Query = {
  __typename?: 'Query';
  /** Todas las marcas, activas o no, por nombre, con cuántos productos tiene cada una; `search` busca en el nombre sin importar mayúsculas ni tildes. */
  adminBrands: Array<AdminBrand>;
  /** Todas las categorías, activas o no, por nombre; `search` busca en el nombre sin importar mayúsculas ni tildes. */
  adminCategories: Array<Category>;
  /** El resumen del admin, en meses de Lima. */
  adminDashboard: AdminDashboard;
  /** Un pedido con su historial de estados; null si no existe. */
  adminOrder?: Maybe<AdminOrder>;
  /** Todos los pedidos, del más antiguo al más reciente; `search` busca por id corto, nombre, e-mail, teléfono o documento. */
  adminOrders: Array<Order>;
  /** Todos los productos, activos o no (sin los archivados), por posición y nombre; `search` busca en el nombre o la marca sin distinguir mayúsculas ni tildes. */
  adminProducts: Array<Product>;
  /** Todas las historias (activas, apagadas o expiradas) por posición; `search` busca en el título o la descripción sin distinguir mayúsculas ni tildes. Las estadísticas cuentan todas. */
  adminStories: AdminStoryList;
  /** Una historia en cualquier estado; null si no existe. */
  adminStory?: Maybe<AdminStory>;
  /** Quién dio like y quién marcó «Lo quiero» (lo más reciente primero); null si la historia no existe. */
  adminStoryAudience?: Maybe<StoryAudience>;
  /** Productos para un pedido del admin: a la venta y con stock, por nombre o marca sin distinguir tildes; a lo más 5. */
  assistedOrderProducts: Array<Product>;
  brand?: Maybe<Brand>;
  /** Marcas ordenadas por nombre. */
  brands: Array<Brand>;
  /** Precios, promociones y stock del carrito según el servidor, recortado al stock. */
  cartQuote: CartQuote;
  /** Categorías ordenadas por nombre. */
  categories: Array<Category>;
  category?: Maybe<Category>;
  /** La cuenta con sesión iniciada; null para invitados. */
  me?: Maybe<Me>;
  /** El carrito guardado de la cuenta (solo con sesión). */
  myCart: CartQuote;
  /** Los pedidos de la cuenta (y los hechos como invitado con su e-mail), del más reciente al más antiguo. */
  myOrders: Array<Order>;
  /** Un pedido por su enlace; null si no existe. */
  order?: Maybe<Order>;
  /** Las tarjetas de la pantalla de pedidos (todos los pedidos). */
  orderStatistics: OrderStatistics;
  /** Los pedidos cuyos enlaces recuerda este navegador (máximo 50), del más reciente al más antiguo. */
  ordersByIds: Array<Order>;
  /** Un producto por id; null si no existe. */
  product?: Maybe<Product>;
  /** Las tarjetas de la pantalla de productos. */
  productStatistics: ProductStatistics;
  /** Productos filtrados, ordenados y paginados. */
  products: ProductPage;
  /** Búsqueda por nombre o marca, sin distinguir mayúsculas ni tildes; a lo más 5, solo productos a la venta. */
  searchProducts: Array<Product>;
  /** Datos de la tienda: contacto, horarios, cuentas, billeteras, aviso de mantenimiento. */
  storeSettings: StoreSettings;
  /** Las historias visibles (activas y sin expirar), por posición y de la más nueva a la más antigua. */
  stories: Array<Story>;
  /** Una historia visible; null si no existe, está apagada o expiró. */
  story?: Maybe<Story>;
};


export type QueryAdminBrandsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminCategoriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminOrdersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryAdminProductsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminStoriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminStoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminStoryAudienceArgs = {
  storyId: Scalars['ID']['input'];
};


export type QueryAssistedOrderProductsArgs = {
  search: Scalars['String']['input'];
};


export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBrandsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCartQuoteArgs = {
  lines: Array<CartLineInput>;
};


export type QueryCategoriesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyOrdersArgs = {
  status?: InputMaybe<OrderStatus>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  carousel?: InputMaybe<Scalars['Boolean']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  listing?: ProductListing;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  promoted?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: ProductSort;
};


export type QuerySearchProductsArgs = {
  query: Scalars['String']['input'];
};


export type QueryStoryArgs = {
  id: Scalars['ID']['input'];
};

/** Demasiados intentos o solicitudes: se puede volver a intentar en `retryAfterSeconds`. */
export type RateLimitedError = ErrorResult & {
  __typename?: 'RateLimitedError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
  retryAfterSeconds: Scalars['Int']['output'];
};

export type RecordStoryViewResult = StoryUnavailableError | StoryViewRecorded;

export type ResetPasswordResult = CodeRejectedError | InvalidInputError | Success;

export type Role =
  | 'ADMIN'
  | 'USER';

export type SaveStoryResult = InvalidInputError | NotFoundError | StorySaved | StoryTransitionError;

export type SetPaymentLinkResult = InvalidInputError | Order | OrderNotFoundError | PaymentLinkNotEditableError;

/** Lo que pagan de envío los pedidos de la tienda: gratis desde `freeFrom`, si no `flatFee`. */
export type ShippingPolicy = {
  __typename?: 'ShippingPolicy';
  /** Costo de envío por debajo de ese subtotal (S/ 15 al instalar). */
  flatFee: Money;
  /** Subtotal desde el que el envío es gratis (S/ 200 al instalar). */
  freeFrom: Money;
};

/** Envío de los pedidos de la tienda, en céntimos. */
export type ShippingPolicyInput = {
  /** Lo que paga un pedido por debajo (1500 = S/ 15). */
  flatFeeCents: Scalars['Int']['input'];
  /** Envío gratis desde este subtotal (20000 = S/ 200). */
  freeFromCents: Scalars['Int']['input'];
};

/** Una fila de la tabla de costos de envío. */
export type ShippingRate = {
  __typename?: 'ShippingRate';
  cost: Money;
  deliveryTime: Scalars['String']['output'];
  method: Scalars['String']['output'];
  zone: Scalars['String']['output'];
};

/** Credenciales correctas: sesión iniciada o el paso que falta. */
export type SignInOutcome = {
  __typename?: 'SignInOutcome';
  /** Con NEW_PASSWORD_REQUIRED: el token (3 minutos) para completeNewPassword. */
  challenge?: Maybe<Scalars['String']['output']>;
  me?: Maybe<Me>;
  status: SignInStatus;
};

export type SignInResult = InvalidCredentialsError | InvalidInputError | RateLimitedError | SignInOutcome;

/** SIGNED_IN: sesión iniciada; CONFIRMATION_REQUIRED: falta el código enviado por correo; NEW_PASSWORD_REQUIRED: contraseña temporal, elegir una nueva. */
export type SignInStatus =
  | 'CONFIRMATION_REQUIRED'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SIGNED_IN';

export type SignUpResult = InvalidInputError | RateLimitedError | SignUpStarted;

/** Se envió (o reenvió) el código de confirmación. */
export type SignUpStarted = {
  __typename?: 'SignUpStarted';
  email: Scalars['String']['output'];
  /** Siempre CONFIRM_SIGN_UP: la respuesta no revela si el correo ya tenía cuenta. */
  next: Scalars['String']['output'];
};

export type SocialLink = {
  __typename?: 'SocialLink';
  /** 'instagram', 'facebook', 'tiktok'… */
  network: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StockAdjustmentResult = InvalidInputError | NotFoundError | Product;

/** Un producto del pedido ya no existe (o no tiene stock registrado); no se cambió nada. */
export type StockCheckFailedError = ErrorResult & {
  __typename?: 'StockCheckFailedError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type StockLevel =
  | 'AVAILABLE'
  | 'LOW'
  | 'OUT';

/** Un producto sin stock suficiente para completar el pedido. */
export type StockShortage = {
  __typename?: 'StockShortage';
  /** Unidades en stock ahora. */
  available: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  /** El nombre del producto tal como se compró. */
  productName: Scalars['String']['output'];
  /** Unidades que pide el pedido. */
  requested: Scalars['Int']['output'];
};

/** No hay stock para completar el pedido; no se cambió nada. `message` es el aviso (máximo 2 productos y el resto sumado). */
export type StockShortageError = ErrorResult & {
  __typename?: 'StockShortageError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
  shortages: Array<StockShortage>;
};

export type StockStatus = {
  __typename?: 'StockStatus';
  /** 'Agotado', '¡Última unidad!', '¡Últimas N unidades!' o 'Stock disponible'. */
  label: Scalars['String']['output'];
  level: StockLevel;
};

/** Datos de la tienda: contacto, horarios, cuentas, billeteras, envíos y aviso de mantenimiento. */
export type StoreSettings = {
  __typename?: 'StoreSettings';
  bankAccounts: Array<BankAccount>;
  /** p. ej. 'Todos los días 8am-10pm, respuesta en 2-5 minutos' */
  chatHours: Scalars['String']['output'];
  email: Scalars['String']['output'];
  maintenance: Maintenance;
  phone: Scalars['String']['output'];
  /** p. ej. 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm' */
  phoneHours: Scalars['String']['output'];
  shipping: ShippingPolicy;
  shippingRates: Array<ShippingRate>;
  socialLinks: Array<SocialLink>;
  storeName: Scalars['String']['output'];
  /** p. ej. 'Lunes a Domingo 9am-10pm' */
  supportHours: Scalars['String']['output'];
  wallets: Array<Wallet>;
  /** Número para enlaces wa.me, p. ej. "51987654321". */
  whatsappNumber: Scalars['String']['output'];
};

/** El formulario de datos de la tienda (el nombre, las redes y la tabla de envíos no cambian aquí). */
export type StoreSettingsInput = {
  bankAccounts: Array<BankAccountInput>;
  chatHours: Scalars['String']['input'];
  email: Scalars['String']['input'];
  maintenance: MaintenanceInput;
  phone: Scalars['String']['input'];
  phoneHours: Scalars['String']['input'];
  shipping: ShippingPolicyInput;
  supportHours: Scalars['String']['input'];
  wallets: Array<WalletInput>;
  /** Con código de país, sin "+": 51987654321. */
  whatsappNumber: Scalars['String']['input'];
};

export type StoreSettingsResult = InvalidInputError | StoreSettings;

/** Una historia de 24 horas tal como la ven los compradores. */
export type Story = {
  __typename?: 'Story';
  /** La dirección pública del audio; null sin audio. */
  audioUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  /** Segundos en pantalla (3 a 30). */
  duration: Scalars['Int']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  externalLink?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** La dirección pública de la imagen. */
  imageUrl: Scalars['String']['output'];
  likes: Scalars['Int']['output'];
  /** El `order` de la especificación: 0 = la más nueva. */
  position: Scalars['Int']['output'];
  /** El producto vinculado si está a la venta ahora; null si no hay, fue eliminado o no se vende. */
  product?: Maybe<Product>;
  title: Scalars['String']['output'];
  /** Si quien mira (con sesión) le dio like; false para invitados. */
  viewerLiked: Scalars['Boolean']['output'];
  /** Si quien mira (con sesión) marcó 'Lo quiero'; false para invitados. */
  viewerWanted: Scalars['Boolean']['output'];
  views: Scalars['Int']['output'];
  wants: Scalars['Int']['output'];
};

/** Quién dio like y quién marcó «Lo quiero», lo más reciente primero. */
export type StoryAudience = {
  __typename?: 'StoryAudience';
  likedBy: Array<StoryPerson>;
  wantedBy: Array<StoryPerson>;
};

export type StoryDeleted = {
  __typename?: 'StoryDeleted';
  id: Scalars['ID']['output'];
  /** 'Historia eliminada con éxito' */
  message: Scalars['String']['output'];
};

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

/** La historia después del like o “Lo quiero”. */
export type StoryInteractionToggled = {
  __typename?: 'StoryInteractionToggled';
  story: Story;
};

export type StoryLifecycleResult = NotFoundError | StorySaved;

/** Dar like o 'Lo quiero' necesita iniciar sesión. */
export type StoryLoginRequiredError = ErrorResult & {
  __typename?: 'StoryLoginRequiredError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type StoryPerson = {
  __typename?: 'StoryPerson';
  at: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  /** El nombre de la cuenta con ese correo, si lo tiene. */
  name?: Maybe<Scalars['String']['output']>;
};

export type StoryPositionsSynced = {
  __typename?: 'StoryPositionsSynced';
  /** Cuántas posiciones guardadas se reescribieron. */
  changed: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** El producto vinculado tal como está ahora (también si está inactivo), para el admin. */
export type StoryProductSummary = {
  __typename?: 'StoryProductSummary';
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** El precio final de hoy (Lima). */
  price: Money;
};

export type StorySaved = {
  __typename?: 'StorySaved';
  /** 'Historia creada con éxito', 'Historia actualizada con éxito', 'Historia restaurada a 24h' o 'Historia expirada'. */
  message: Scalars['String']['output'];
  story: AdminStory;
};

/** ACTIVE: se muestra; OFF: apagada por el admin antes de expirar (se edita); EXPIRED: pasaron sus 24 h (se restaura). */
export type StoryState =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'OFF';

/** Las tarjetas de la pantalla de historias, sobre todas las historias. */
export type StoryStatistics = {
  __typename?: 'StoryStatistics';
  active: Scalars['Int']['output'];
  expired: Scalars['Int']['output'];
  likes: Scalars['Int']['output'];
  off: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
  wants: Scalars['Int']['output'];
};

/** Una historia expirada no se edita: se restaura a 24 h. */
export type StoryTransitionError = ErrorResult & {
  __typename?: 'StoryTransitionError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** La historia no existe, está apagada o ya expiró. */
export type StoryUnavailableError = ErrorResult & {
  __typename?: 'StoryUnavailableError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** La vista quedó contada. */
export type StoryViewRecorded = {
  __typename?: 'StoryViewRecorded';
  storyId: Scalars['ID']['output'];
  /** Las vistas de la historia con esta. */
  views: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Cada cambio de estos pedidos (estado, link de pago, comprobante), al momento. Máximo 50 enlaces; basta tenerlos. */
  orderUpdated: Order;
};


export type SubscriptionOrderUpdatedArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** La operación se realizó. */
export type Success = {
  __typename?: 'Success';
  success: Scalars['Boolean']['output'];
};

export type ToggleStoryInteractionResult = StoryInteractionToggled | StoryLoginRequiredError | StoryUnavailableError;

export type UpdateProfileResult = InvalidInputError | Me;

/** Una billetera con QR para pagar. */
export type Wallet = {
  __typename?: 'Wallet';
  holder: Scalars['String']['output'];
  /** 'yape' o 'plin'. */
  method: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** La clave del QR en el almacenamiento (el formulario del admin la conserva al guardar). */
  qrImageKey?: Maybe<Scalars['String']['output']>;
  /** URL de la imagen del QR, si la tienda la subió. */
  qrImageUrl?: Maybe<Scalars['String']['output']>;
};

export type WalletInput = {
  holder: Scalars['String']['input'];
  /** 'yape' o 'plin'. */
  method: Scalars['String']['input'];
  /** 9 dígitos. */
  number: Scalars['String']['input'];
  /** La clave devuelta por POST /api/admin/images (purpose=wallet-qr), o la que ya tenía; null sin QR. */
  qrImageKey?: InputMaybe<Scalars['String']['input']>;
};

export type AdminBrandFieldsFragment = { __typename?: 'AdminBrand', id: string, name: string, description: string, logoUrl?: string | null, logoKey?: string | null, active: boolean, productCount: number };

export type AdminBrandsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminBrandsQuery = { __typename?: 'Query', adminBrands: Array<{ __typename?: 'AdminBrand', id: string, name: string, description: string, logoUrl?: string | null, logoKey?: string | null, active: boolean, productCount: number }> };

export type CreateBrandMutationVariables = Exact<{
  input: BrandInput;
}>;


export type CreateBrandMutation = { __typename?: 'Mutation', createBrand:
    | { __typename: 'AdminBrand', id: string, name: string, description: string, logoUrl?: string | null, logoKey?: string | null, active: boolean, productCount: number }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
   };

export type UpdateBrandMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BrandInput;
}>;


export type UpdateBrandMutation = { __typename?: 'Mutation', updateBrand:
    | { __typename: 'AdminBrand', id: string, name: string, description: string, logoUrl?: string | null, logoKey?: string | null, active: boolean, productCount: number }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
   };

export type DeleteBrandMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBrandMutation = { __typename?: 'Mutation', deleteBrand:
    | { __typename: 'BrandDeleted', id: string, message: string }
    | { __typename: 'InUseError', errorCode: ErrorCode, message: string }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
   };

export type AdminCategoryFieldsFragment = { __typename?: 'Category', id: string, name: string, description: string, active: boolean };

export type AdminCategoriesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminCategoriesQuery = { __typename?: 'Query', adminCategories: Array<{ __typename?: 'Category', id: string, name: string, description: string, active: boolean }> };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { __typename?: 'Mutation', createCategory:
    | { __typename: 'Category', id: string, name: string, description: string, active: boolean }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
   };

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CategoryInput;
}>;


export type UpdateCategoryMutation = { __typename?: 'Mutation', updateCategory:
    | { __typename: 'Category', id: string, name: string, description: string, active: boolean }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
   };

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', deleteCategory:
    | { __typename: 'CategoryDeleted', id: string, message: string }
    | { __typename: 'InUseError', errorCode: ErrorCode, message: string }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
   };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename?: 'Query', adminDashboard: { __typename?: 'AdminDashboard', salesChangePercent?: number | null, monthOrders: number, previousMonthOrders: number, ordersChangePercent?: number | null, activeProducts: number, promotedProducts: number, upcomingPromotions: number, activePromotions: number, monthSales: { __typename?: 'Money', cents: number, formatted: string }, previousMonthSales: { __typename?: 'Money', cents: number, formatted: string }, lowStock: Array<{ __typename?: 'Product', id: string, name: string, stock: number, brand?: { __typename?: 'Brand', id: string, name: string } | null }>, salesByMonth: Array<{ __typename?: 'MonthSales', month: string, label: string, orders: number, sales: { __typename?: 'Money', cents: number, formatted: string } }> } };

export type AssistedOrderProductsQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type AssistedOrderProductsQuery = { __typename?: 'Query', assistedOrderProducts: Array<{ __typename?: 'Product', id: string, name: string, imageUrl?: string | null, stock: number, discountApplied: boolean, brand?: { __typename?: 'Brand', id: string, name: string } | null, price: { __typename?: 'Money', cents: number, formatted: string }, originalPrice: { __typename?: 'Money', cents: number, formatted: string } }> };

export type CreateAssistedOrderMutationVariables = Exact<{
  input: AssistedOrderInput;
}>;


export type CreateAssistedOrderMutation = { __typename?: 'Mutation', createAssistedOrder:
    | { __typename: 'IdempotencyKeyReusedError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'Order', id: string, shortId: string, link: string, customer: { __typename?: 'OrderCustomer', firstName: string, phone: string }, total: { __typename?: 'Money', formatted: string } }
    | { __typename: 'OrderEmptyError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderStockChangedError', errorCode: ErrorCode, message: string, cart: { __typename?: 'CartQuote', lines: Array<{ __typename?: 'CartQuoteLine', productId: string, quantity: number, unitPrice: { __typename?: 'Money', cents: number, formatted: string }, product?: { __typename?: 'Product', id: string, name: string, stock: number } | null }>, removed: Array<{ __typename?: 'CartQuoteLine', productId: string }> } }
   };

export type AdminOrderRowFieldsFragment = { __typename?: 'Order', id: string, shortId: string, status: OrderStatus, statusLabel: string, createdAt: string, paymentMethod: PaymentMethod, paymentMethodLabel: string, customer: { __typename?: 'OrderCustomer', fullName: string, email: string, phone: string, documentType: string, documentNumber: string }, total: { __typename?: 'Money', cents: number, formatted: string } };

export type AdminOrdersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
}>;


export type AdminOrdersQuery = { __typename?: 'Query', adminOrders: Array<{ __typename?: 'Order', id: string, shortId: string, status: OrderStatus, statusLabel: string, createdAt: string, paymentMethod: PaymentMethod, paymentMethodLabel: string, customer: { __typename?: 'OrderCustomer', fullName: string, email: string, phone: string, documentType: string, documentNumber: string }, total: { __typename?: 'Money', cents: number, formatted: string } }> };

export type AdminOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminOrderQuery = { __typename?: 'Query', adminOrder?: { __typename?: 'AdminOrder', id: string, shortId: string, link: string, status: OrderStatus, statusLabel: string, createdAt: string, shippingMethodLabel: string, paymentMethod: PaymentMethod, paymentMethodLabel: string, paymentLink?: string | null, hasReceipt: boolean, receiptUrl?: string | null, itemCount: number, customer: { __typename?: 'OrderCustomer', firstName: string, lastName: string, fullName: string, email: string, phone: string, documentType: string, documentNumber: string }, invoice: { __typename?: 'OrderInvoice', type: string, label: string, ruc?: string | null, businessName?: string | null }, lines: Array<{ __typename?: 'OrderLine', productId: string, quantity: number, name: string, brandName: string, imageUrl?: string | null, discountApplied: boolean, discountBadge?: string | null, unitPrice: { __typename?: 'Money', cents: number, formatted: string }, originalUnitPrice: { __typename?: 'Money', cents: number, formatted: string }, lineTotal: { __typename?: 'Money', cents: number, formatted: string } }>, subtotal: { __typename?: 'Money', cents: number, formatted: string }, shipping: { __typename?: 'Money', cents: number, formatted: string }, commission: { __typename?: 'Money', cents: number, formatted: string }, total: { __typename?: 'Money', cents: number, formatted: string }, statusHistory: Array<{ __typename?: 'OrderStatusChange', from: OrderStatus, to: OrderStatus, at: string, adminEmail: string }> } | null };

export type ChangeOrderStatusMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type ChangeOrderStatusMutation = { __typename?: 'Mutation', changeOrderStatus:
    | { __typename: 'Order', id: string, status: OrderStatus, statusLabel: string, paymentLink?: string | null, updatedAt: string }
    | { __typename: 'OrderNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderTransitionError', errorCode: ErrorCode, message: string }
    | { __typename: 'StockCheckFailedError', errorCode: ErrorCode, message: string }
    | { __typename: 'StockShortageError', errorCode: ErrorCode, message: string, shortages: Array<{ __typename?: 'StockShortage', productId: string, productName: string, requested: number, available: number }> }
   };

export type SetPaymentLinkMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  link: Scalars['String']['input'];
}>;


export type SetPaymentLinkMutation = { __typename?: 'Mutation', setPaymentLink:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'Order', id: string, paymentLink?: string | null, updatedAt: string }
    | { __typename: 'OrderNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'PaymentLinkNotEditableError', errorCode: ErrorCode, message: string }
   };

export type OrderStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStatisticsQuery = { __typename?: 'Query', orderStatistics: { __typename?: 'OrderStatistics', total: number, pending: number, processing: number, completed: number, cancelled: number, revenue: { __typename?: 'Money', cents: number, formatted: string }, averageOrderValue: { __typename?: 'Money', cents: number, formatted: string } } };

export type AdminProductFieldsFragment = { __typename?: 'Product', id: string, name: string, description: string, brandId: string, categoryIds: Array<string>, imageUrl?: string | null, imageUrls: Array<string>, imageKeys: Array<string>, stock: number, active: boolean, carousel: boolean, brand?: { __typename?: 'Brand', id: string, name: string } | null, originalPrice: { __typename?: 'Money', cents: number, formatted: string }, price: { __typename?: 'Money', cents: number, formatted: string }, promotion?: { __typename?: 'Promotion', type: PromotionType, discount: number, startDate?: string | null, endDate?: string | null, status: PromotionStatus, singleDay: boolean } | null };

export type AdminProductsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminProductsQuery = { __typename?: 'Query', adminProducts: Array<{ __typename?: 'Product', id: string, name: string, description: string, brandId: string, categoryIds: Array<string>, imageUrl?: string | null, imageUrls: Array<string>, imageKeys: Array<string>, stock: number, active: boolean, carousel: boolean, brand?: { __typename?: 'Brand', id: string, name: string } | null, originalPrice: { __typename?: 'Money', cents: number, formatted: string }, price: { __typename?: 'Money', cents: number, formatted: string }, promotion?: { __typename?: 'Promotion', type: PromotionType, discount: number, startDate?: string | null, endDate?: string | null, status: PromotionStatus, singleDay: boolean } | null }> };

export type ProductStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductStatisticsQuery = { __typename?: 'Query', productStatistics: { __typename?: 'ProductStatistics', total: number, active: number, promoted: number, carousel: number, upcomingPromotions: number, activePromotions: number, lowStock: number } };

export type ProductBrandOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductBrandOptionsQuery = { __typename?: 'Query', brands: Array<{ __typename?: 'Brand', id: string, name: string, active: boolean }> };

export type ProductCategoryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoryOptionsQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, active: boolean }> };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { __typename?: 'Mutation', createProduct:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'Product', id: string, name: string, description: string, brandId: string, categoryIds: Array<string>, imageUrl?: string | null, imageUrls: Array<string>, imageKeys: Array<string>, stock: number, active: boolean, carousel: boolean, brand?: { __typename?: 'Brand', id: string, name: string } | null, originalPrice: { __typename?: 'Money', cents: number, formatted: string }, price: { __typename?: 'Money', cents: number, formatted: string }, promotion?: { __typename?: 'Promotion', type: PromotionType, discount: number, startDate?: string | null, endDate?: string | null, status: PromotionStatus, singleDay: boolean } | null }
   };

export type UpdateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProductInput;
}>;


export type UpdateProductMutation = { __typename?: 'Mutation', updateProduct:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'Product', id: string, name: string, description: string, brandId: string, categoryIds: Array<string>, imageUrl?: string | null, imageUrls: Array<string>, imageKeys: Array<string>, stock: number, active: boolean, carousel: boolean, brand?: { __typename?: 'Brand', id: string, name: string } | null, originalPrice: { __typename?: 'Money', cents: number, formatted: string }, price: { __typename?: 'Money', cents: number, formatted: string }, promotion?: { __typename?: 'Promotion', type: PromotionType, discount: number, startDate?: string | null, endDate?: string | null, status: PromotionStatus, singleDay: boolean } | null }
   };

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProductMutation = { __typename?: 'Mutation', deleteProduct:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProductDeleted', id: string, message: string }
   };

export type AdjustProductStockMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  delta: Scalars['Int']['input'];
}>;


export type AdjustProductStockMutation = { __typename?: 'Mutation', adjustProductStock:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'Product', id: string, stock: number }
   };

export type SetProductCarouselMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  carousel: Scalars['Boolean']['input'];
}>;


export type SetProductCarouselMutation = { __typename?: 'Mutation', setProductCarousel:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'Product', id: string, carousel: boolean }
   };

export type SwitchOffExpiredPromotionsMutationVariables = Exact<{ [key: string]: never; }>;


export type SwitchOffExpiredPromotionsMutation = { __typename?: 'Mutation', switchOffExpiredPromotions: { __typename?: 'ExpiredPromotionsSwitchedOff', count: number, message: string } };

export type AdminStoreSettingsFieldsFragment = { __typename?: 'StoreSettings', whatsappNumber: string, phone: string, email: string, phoneHours: string, chatHours: string, supportHours: string, wallets: Array<{ __typename?: 'Wallet', method: string, holder: string, number: string, qrImageKey?: string | null, qrImageUrl?: string | null }>, bankAccounts: Array<{ __typename?: 'BankAccount', bank: string, holder: string, accountNumber: string, cci?: string | null }>, maintenance: { __typename?: 'Maintenance', isEnabled: boolean, orderCreation: boolean, startsAt?: string | null, endsAt?: string | null, title: string, description: string, type: string, dismissible: boolean, persistent: boolean, showTimeInfo: boolean }, shipping: { __typename?: 'ShippingPolicy', freeFrom: { __typename?: 'Money', cents: number, formatted: string }, flatFee: { __typename?: 'Money', cents: number, formatted: string } } };

export type AdminStoreSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStoreSettingsQuery = { __typename?: 'Query', storeSettings: { __typename?: 'StoreSettings', whatsappNumber: string, phone: string, email: string, phoneHours: string, chatHours: string, supportHours: string, wallets: Array<{ __typename?: 'Wallet', method: string, holder: string, number: string, qrImageKey?: string | null, qrImageUrl?: string | null }>, bankAccounts: Array<{ __typename?: 'BankAccount', bank: string, holder: string, accountNumber: string, cci?: string | null }>, maintenance: { __typename?: 'Maintenance', isEnabled: boolean, orderCreation: boolean, startsAt?: string | null, endsAt?: string | null, title: string, description: string, type: string, dismissible: boolean, persistent: boolean, showTimeInfo: boolean }, shipping: { __typename?: 'ShippingPolicy', freeFrom: { __typename?: 'Money', cents: number, formatted: string }, flatFee: { __typename?: 'Money', cents: number, formatted: string } } } };

export type UpdateStoreSettingsMutationVariables = Exact<{
  input: StoreSettingsInput;
}>;


export type UpdateStoreSettingsMutation = { __typename?: 'Mutation', updateStoreSettings:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'StoreSettings', whatsappNumber: string, phone: string, email: string, phoneHours: string, chatHours: string, supportHours: string, wallets: Array<{ __typename?: 'Wallet', method: string, holder: string, number: string, qrImageKey?: string | null, qrImageUrl?: string | null }>, bankAccounts: Array<{ __typename?: 'BankAccount', bank: string, holder: string, accountNumber: string, cci?: string | null }>, maintenance: { __typename?: 'Maintenance', isEnabled: boolean, orderCreation: boolean, startsAt?: string | null, endsAt?: string | null, title: string, description: string, type: string, dismissible: boolean, persistent: boolean, showTimeInfo: boolean }, shipping: { __typename?: 'ShippingPolicy', freeFrom: { __typename?: 'Money', cents: number, formatted: string }, flatFee: { __typename?: 'Money', cents: number, formatted: string } } }
   };

export type AdminStoryFieldsFragment = { __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null };

export type StorySavedFieldsFragment = { __typename: 'StorySaved', message: string, story: { __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null } };

export type AdminStoriesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminStoriesQuery = { __typename?: 'Query', adminStories: { __typename?: 'AdminStoryList', items: Array<{ __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null }>, statistics: { __typename?: 'StoryStatistics', total: number, active: number, off: number, expired: number, views: number, likes: number, wants: number } } };

export type AdminStoryAudienceQueryVariables = Exact<{
  storyId: Scalars['ID']['input'];
}>;


export type AdminStoryAudienceQuery = { __typename?: 'Query', adminStoryAudience?: { __typename?: 'StoryAudience', likedBy: Array<{ __typename?: 'StoryPerson', email: string, name?: string | null, at: string }>, wantedBy: Array<{ __typename?: 'StoryPerson', email: string, name?: string | null, at: string }> } | null };

export type StoryProductOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type StoryProductOptionsQuery = { __typename?: 'Query', adminProducts: Array<{ __typename?: 'Product', id: string, name: string, imageUrl?: string | null, active: boolean, brand?: { __typename?: 'Brand', id: string, name: string } | null, price: { __typename?: 'Money', cents: number, formatted: string } }> };

export type CreateStoryMutationVariables = Exact<{
  input: StoryInput;
}>;


export type CreateStoryMutation = { __typename?: 'Mutation', createStory:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StorySaved', message: string, story: { __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null } }
    | { __typename: 'StoryTransitionError', errorCode: ErrorCode, message: string }
   };

export type UpdateStoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: StoryInput;
}>;


export type UpdateStoryMutation = { __typename?: 'Mutation', updateStory:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StorySaved', message: string, story: { __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null } }
    | { __typename: 'StoryTransitionError', errorCode: ErrorCode, message: string }
   };

export type DeleteStoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteStoryMutation = { __typename?: 'Mutation', deleteStory:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StoryDeleted', id: string, message: string }
   };

export type RestoreStoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreStoryMutation = { __typename?: 'Mutation', restoreStory:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StorySaved', message: string, story: { __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null } }
   };

export type ForceExpireStoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ForceExpireStoryMutation = { __typename?: 'Mutation', forceExpireStory:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StorySaved', message: string, story: { __typename?: 'AdminStory', id: string, title: string, description: string, imageKey: string, imageUrl: string, audioKey?: string | null, audioUrl?: string | null, externalLink?: string | null, duration: number, active: boolean, state: StoryState, views: number, likes: number, wants: number, position: number, expiresAt: string, createdAt: string, updatedAt: string, product?: { __typename?: 'StoryProductSummary', id: string, name: string, imageUrl?: string | null, price: { __typename?: 'Money', cents: number, formatted: string } } | null } }
   };

export type SyncStoryPositionsMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncStoryPositionsMutation = { __typename?: 'Mutation', syncStoryPositions: { __typename?: 'StoryPositionsSynced', changed: number, message: string } };

export type MeFieldsFragment = { __typename?: 'Me', id: string, email: string, name: string, phone?: string | null, role: Role, roleLabel: string, displayName: string };

type FailureFields_ChallengeExpiredError_Fragment = { __typename: 'ChallengeExpiredError', errorCode: ErrorCode, message: string };

type FailureFields_CodeRejectedError_Fragment = { __typename: 'CodeRejectedError', errorCode: ErrorCode, message: string };

type FailureFields_IdempotencyKeyReusedError_Fragment = { __typename: 'IdempotencyKeyReusedError', errorCode: ErrorCode, message: string };

type FailureFields_InUseError_Fragment = { __typename: 'InUseError', errorCode: ErrorCode, message: string };

type FailureFields_InvalidCredentialsError_Fragment = { __typename: 'InvalidCredentialsError', errorCode: ErrorCode, message: string };

type FailureFields_InvalidInputError_Fragment = { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> };

type FailureFields_NotFoundError_Fragment = { __typename: 'NotFoundError', errorCode: ErrorCode, message: string };

type FailureFields_OrderEmptyError_Fragment = { __typename: 'OrderEmptyError', errorCode: ErrorCode, message: string };

type FailureFields_OrderNotFoundError_Fragment = { __typename: 'OrderNotFoundError', errorCode: ErrorCode, message: string };

type FailureFields_OrderStockChangedError_Fragment = { __typename: 'OrderStockChangedError', errorCode: ErrorCode, message: string };

type FailureFields_OrderTransitionError_Fragment = { __typename: 'OrderTransitionError', errorCode: ErrorCode, message: string };

type FailureFields_OrderingUnavailableError_Fragment = { __typename: 'OrderingUnavailableError', errorCode: ErrorCode, message: string };

type FailureFields_PasswordReusedError_Fragment = { __typename: 'PasswordReusedError', errorCode: ErrorCode, message: string };

type FailureFields_PaymentLinkNotEditableError_Fragment = { __typename: 'PaymentLinkNotEditableError', errorCode: ErrorCode, message: string };

type FailureFields_RateLimitedError_Fragment = { __typename: 'RateLimitedError', errorCode: ErrorCode, message: string };

type FailureFields_StockCheckFailedError_Fragment = { __typename: 'StockCheckFailedError', errorCode: ErrorCode, message: string };

type FailureFields_StockShortageError_Fragment = { __typename: 'StockShortageError', errorCode: ErrorCode, message: string };

type FailureFields_StoryLoginRequiredError_Fragment = { __typename: 'StoryLoginRequiredError', errorCode: ErrorCode, message: string };

type FailureFields_StoryTransitionError_Fragment = { __typename: 'StoryTransitionError', errorCode: ErrorCode, message: string };

type FailureFields_StoryUnavailableError_Fragment = { __typename: 'StoryUnavailableError', errorCode: ErrorCode, message: string };

export type FailureFieldsFragment =
  | FailureFields_ChallengeExpiredError_Fragment
  | FailureFields_CodeRejectedError_Fragment
  | FailureFields_IdempotencyKeyReusedError_Fragment
  | FailureFields_InUseError_Fragment
  | FailureFields_InvalidCredentialsError_Fragment
  | FailureFields_InvalidInputError_Fragment
  | FailureFields_NotFoundError_Fragment
  | FailureFields_OrderEmptyError_Fragment
  | FailureFields_OrderNotFoundError_Fragment
  | FailureFields_OrderStockChangedError_Fragment
  | FailureFields_OrderTransitionError_Fragment
  | FailureFields_OrderingUnavailableError_Fragment
  | FailureFields_PasswordReusedError_Fragment
  | FailureFields_PaymentLinkNotEditableError_Fragment
  | FailureFields_RateLimitedError_Fragment
  | FailureFields_StockCheckFailedError_Fragment
  | FailureFields_StockShortageError_Fragment
  | FailureFields_StoryLoginRequiredError_Fragment
  | FailureFields_StoryTransitionError_Fragment
  | FailureFields_StoryUnavailableError_Fragment
;

export type SuccessFieldsFragment = { __typename: 'Success', success: boolean };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string, email: string, name: string, phone?: string | null, role: Role, roleLabel: string, displayName: string } | null };

export type SignInMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn:
    | { __typename: 'InvalidCredentialsError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'RateLimitedError', errorCode: ErrorCode, message: string }
    | { __typename: 'SignInOutcome', status: SignInStatus, challenge?: string | null, me?: { __typename?: 'Me', id: string, email: string, name: string, phone?: string | null, role: Role, roleLabel: string, displayName: string } | null }
   };

export type CompleteNewPasswordMutationVariables = Exact<{
  challenge: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type CompleteNewPasswordMutation = { __typename?: 'Mutation', completeNewPassword:
    | { __typename: 'ChallengeExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'PasswordReusedError', errorCode: ErrorCode, message: string }
    | { __typename: 'SignInOutcome', status: SignInStatus, challenge?: string | null, me?: { __typename?: 'Me', id: string, email: string, name: string, phone?: string | null, role: Role, roleLabel: string, displayName: string } | null }
   };

export type SignUpMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'RateLimitedError', errorCode: ErrorCode, message: string }
    | { __typename: 'SignUpStarted', next: string, email: string }
   };

export type ConfirmSignUpMutationVariables = Exact<{
  email: Scalars['String']['input'];
  code: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConfirmSignUpMutation = { __typename?: 'Mutation', confirmSignUp:
    | { __typename: 'CodeRejectedError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'Success', success: boolean }
   };

export type ResendConfirmationCodeMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ResendConfirmationCodeMutation = { __typename?: 'Mutation', resendConfirmationCode:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'RateLimitedError', errorCode: ErrorCode, message: string }
    | { __typename: 'Success', success: boolean }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset:
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'RateLimitedError', errorCode: ErrorCode, message: string }
    | { __typename: 'Success', success: boolean }
   };

export type ResetPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword:
    | { __typename: 'CodeRejectedError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'Success', success: boolean }
   };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { __typename?: 'Mutation', signOutEverywhere: number };

export const AdminBrandFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoKey"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<AdminBrandFieldsFragment, unknown>;
export const AdminCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminCategoryFieldsFragment, unknown>;
export const AdminOrderRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}}]}}]} as unknown as DocumentNode<AdminOrderRowFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"imageKeys"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"singleDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"carousel"}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminStoreSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoreSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneHours"}},{"kind":"Field","name":{"kind":"Name","value":"chatHours"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageKey"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cci"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"orderCreation"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dismissible"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}},{"kind":"Field","name":{"kind":"Name","value":"showTimeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flatFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStoreSettingsFieldsFragment, unknown>;
export const AdminStoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStoryFieldsFragment, unknown>;
export const StorySavedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySavedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorySaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<StorySavedFieldsFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const FailureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FailureFieldsFragment, unknown>;
export const SuccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Success"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]} as unknown as DocumentNode<SuccessFieldsFragment, unknown>;
export const AdminBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBrands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoKey"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<AdminBrandsQuery, AdminBrandsQueryVariables>;
export const CreateBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBrandFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoKey"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBrandMutation, CreateBrandMutationVariables>;
export const UpdateBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBrandFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoKey"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBrandMutation, UpdateBrandMutationVariables>;
export const DeleteBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteBrandMutation, DeleteBrandMutationVariables>;
export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthSales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousMonthSales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthOrders"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonthOrders"}},{"kind":"Field","name":{"kind":"Name","value":"ordersChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"activeProducts"}},{"kind":"Field","name":{"kind":"Name","value":"promotedProducts"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingPromotions"}},{"kind":"Field","name":{"kind":"Name","value":"activePromotions"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AssistedOrderProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistedOrderProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistedOrderProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"discountApplied"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<AssistedOrderProductsQuery, AssistedOrderProductsQueryVariables>;
export const CreateAssistedOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAssistedOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssistedOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssistedOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStockChangedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAssistedOrderMutation, CreateAssistedOrderMutationVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLink"}},{"kind":"Field","name":{"kind":"Name","value":"hasReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountApplied"}},{"kind":"Field","name":{"kind":"Name","value":"discountBadge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"adminEmail"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const ChangeOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLink"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockShortageError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeOrderStatusMutation, ChangeOrderStatusMutationVariables>;
export const SetPaymentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"link"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"link"},"value":{"kind":"Variable","name":{"kind":"Name","value":"link"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLink"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetPaymentLinkMutation, SetPaymentLinkMutationVariables>;
export const OrderStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<OrderStatisticsQuery, OrderStatisticsQueryVariables>;
export const AdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"imageKeys"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"singleDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"carousel"}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const ProductStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"promoted"}},{"kind":"Field","name":{"kind":"Name","value":"carousel"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingPromotions"}},{"kind":"Field","name":{"kind":"Name","value":"activePromotions"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}}]}}]}}]} as unknown as DocumentNode<ProductStatisticsQuery, ProductStatisticsQueryVariables>;
export const ProductBrandOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductBrandOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ProductBrandOptionsQuery, ProductBrandOptionsQueryVariables>;
export const ProductCategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategoryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ProductCategoryOptionsQuery, ProductCategoryOptionsQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"imageKeys"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"singleDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"carousel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"imageKeys"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"singleDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"carousel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const AdjustProductStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustProductStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"delta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustProductStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"delta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"delta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdjustProductStockMutation, AdjustProductStockMutationVariables>;
export const SetProductCarouselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductCarousel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"carousel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductCarousel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"carousel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"carousel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carousel"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetProductCarouselMutation, SetProductCarouselMutationVariables>;
export const SwitchOffExpiredPromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchOffExpiredPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchOffExpiredPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SwitchOffExpiredPromotionsMutation, SwitchOffExpiredPromotionsMutationVariables>;
export const AdminStoreSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStoreSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoreSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoreSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneHours"}},{"kind":"Field","name":{"kind":"Name","value":"chatHours"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageKey"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cci"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"orderCreation"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dismissible"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}},{"kind":"Field","name":{"kind":"Name","value":"showTimeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flatFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStoreSettingsQuery, AdminStoreSettingsQueryVariables>;
export const UpdateStoreSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStoreSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStoreSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoreSettingsFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoreSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneHours"}},{"kind":"Field","name":{"kind":"Name","value":"chatHours"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageKey"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cci"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"orderCreation"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dismissible"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}},{"kind":"Field","name":{"kind":"Name","value":"showTimeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flatFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>;
export const AdminStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"off"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStoriesQuery, AdminStoriesQueryVariables>;
export const AdminStoryAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStoryAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStoryAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wantedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStoryAudienceQuery, AdminStoryAudienceQueryVariables>;
export const StoryProductOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryProductOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<StoryProductOptionsQuery, StoryProductOptionsQueryVariables>;
export const CreateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorySavedFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySavedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorySaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateStoryMutation, CreateStoryMutationVariables>;
export const UpdateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorySavedFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySavedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorySaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStoryMutation, UpdateStoryMutationVariables>;
export const DeleteStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteStoryMutation, DeleteStoryMutationVariables>;
export const RestoreStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorySavedFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySavedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorySaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreStoryMutation, RestoreStoryMutationVariables>;
export const ForceExpireStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForceExpireStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceExpireStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorySavedFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioKey"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalLink"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySavedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorySaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ForceExpireStoryMutation, ForceExpireStoryMutationVariables>;
export const SyncStoryPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncStoryPositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncStoryPositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SyncStoryPositionsMutation, SyncStoryPositionsMutationVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CompleteNewPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteNewPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeNewPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteNewPasswordMutation, CompleteNewPasswordMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpStarted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const ConfirmSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuccessFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Success"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmSignUpMutation, ConfirmSignUpMutationVariables>;
export const ResendConfirmationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuccessFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Success"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResendConfirmationCodeMutation, ResendConfirmationCodeMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuccessFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Success"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuccessFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Success"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;