import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, createUnionType, Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Brand, Category } from './catalog.types';
import { ErrorResult, InvalidInputError, NotFoundError } from './error-result.types';
import { PaymentMethod } from './order.types';
import { AdminPageArgs, PageInfo } from './page.types';
import { StoreSettings } from './store.types';

const NAME_MAX = 120;
const TEXT_MAX = 500;
const TOO_LONG = (what: string, max: number) => ({ message: `${what} puede tener hasta ${max} caracteres` });

@ObjectType('AdminBrand', {
  description: 'Una marca vista por el admin: su logo guardado y cuántos productos la usan.',
})
export class AdminBrand extends Brand {
  @Field(() => String, {
    nullable: true,
    description: 'La clave del logo en el almacenamiento (para conservarlo al editar).',
  })
  logoKey!: string | null;
  @Field(() => Int, { description: 'Productos de la marca (activos o no; los archivados no cuentan).' })
  productCount!: number;
}

@ObjectType('AdminCategory', { description: 'Una categoría vista por el admin: cuántos productos tiene.' })
export class AdminCategory extends Category {
  @Field(() => Int, { description: 'Productos de la categoría (activos o no; los archivados no cuentan).' })
  productCount!: number;
}

@ArgsType()
export class AdminTaxonomyArgs extends AdminPageArgs {
  @Field(() => String, { nullable: true, description: 'En el nombre, sin distinguir mayúsculas ni tildes.' })
  search?: string | null;
}

@ObjectType('AdminBrandPage', { implements: PageInfo, description: 'Una página de las marcas del admin, por nombre.' })
export class AdminBrandPage extends PageInfo {
  @Field(() => [AdminBrand]) items!: AdminBrand[];
}

@ObjectType('AdminCategoryPage', {
  implements: PageInfo,
  description: 'Una página de las categorías del admin, por nombre.',
})
export class AdminCategoryPage extends PageInfo {
  @Field(() => [AdminCategory]) items!: AdminCategory[];
}

@InputType('BrandInput', { description: 'El formulario de marca: la descripción se copia del nombre.' })
export class BrandInput {
  @Field()
  @MaxLength(NAME_MAX, TOO_LONG('El nombre', NAME_MAX))
  name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'La clave devuelta por POST /api/admin/images (purpose=brand), o la que ya tenía; null sin logo.',
  })
  @IsOptional()
  @MaxLength(300, { message: 'El logo no se subió correctamente. Súbelo de nuevo.' })
  logoKey?: string | null;
  @Field() active!: boolean;
}

@InputType('CategoryInput')
export class CategoryInput {
  @Field()
  @MaxLength(NAME_MAX, TOO_LONG('El nombre', NAME_MAX))
  name!: string;
  @Field()
  @MaxLength(TEXT_MAX, TOO_LONG('La descripción', TEXT_MAX))
  description!: string;
  @Field() active!: boolean;
}

@ObjectType('InUseError', {
  implements: ErrorResult,
  description: 'La marca o categoría tiene productos y no se puede eliminar; `productCount` dice cuántos.',
})
export class InUseError extends ErrorResult {
  @Field(() => Int) productCount!: number;
}

@ObjectType('BrandDeleted')
export class BrandDeleted {
  @Field(() => ID) id!: string;
  @Field({ description: "'Marca eliminada con éxito'" }) message!: string;
}

@ObjectType('CategoryDeleted')
export class CategoryDeleted {
  @Field(() => ID) id!: string;
  @Field({ description: "'Categoría eliminada con éxito'" }) message!: string;
}

export const BrandResult = createUnionType({
  name: 'BrandResult',
  types: () => [AdminBrand, InvalidInputError, NotFoundError] as const,
});

export const DeleteBrandResult = createUnionType({
  name: 'DeleteBrandResult',
  types: () => [BrandDeleted, NotFoundError, InUseError] as const,
});

export const CategoryResult = createUnionType({
  name: 'CategoryResult',
  types: () => [Category, InvalidInputError, NotFoundError] as const,
});

export const DeleteCategoryResult = createUnionType({
  name: 'DeleteCategoryResult',
  types: () => [CategoryDeleted, NotFoundError, InUseError] as const,
});

// Store settings

@InputType('WalletInput')
export class WalletInput {
  @Field({ description: "'yape' o 'plin'." }) method!: string;
  @Field() @MaxLength(NAME_MAX, TOO_LONG('El titular', NAME_MAX)) holder!: string;
  @Field({ description: '9 dígitos.' }) @MaxLength(20, { message: 'El número debe tener 9 dígitos' }) number!: string;
  @Field(() => String, {
    nullable: true,
    description: 'La clave devuelta por POST /api/admin/images (purpose=wallet-qr), o la que ya tenía; null sin QR.',
  })
  @IsOptional()
  @MaxLength(300, { message: 'La imagen del QR no se subió correctamente. Súbela de nuevo.' })
  qrImageKey?: string | null;
}

@InputType('BankAccountInput')
export class BankAccountInput {
  @Field() @MaxLength(NAME_MAX, TOO_LONG('El banco', NAME_MAX)) bank!: string;
  @Field() @MaxLength(NAME_MAX, TOO_LONG('El titular', NAME_MAX)) holder!: string;
  @Field() @MaxLength(40, TOO_LONG('El número de cuenta', 40)) accountNumber!: string;
  @Field(() => String, { nullable: true, description: 'Código de Cuenta Interbancario (20 dígitos), opcional.' })
  @IsOptional()
  @MaxLength(40, { message: 'El CCI debe tener 20 dígitos' })
  cci?: string | null;
}

@InputType('MaintenanceInput')
export class MaintenanceInput {
  @Field({ description: 'Modo mantenimiento activado.' }) isEnabled!: boolean;
  @Field({ description: 'Los pedidos siguen funcionando durante el mantenimiento.' }) orderCreation!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) startsAt?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endsAt?: Date | null;
  @Field() @MaxLength(NAME_MAX, TOO_LONG('El título', NAME_MAX)) title!: string;
  @Field() @MaxLength(TEXT_MAX, TOO_LONG('La descripción', TEXT_MAX)) description!: string;
  @Field({ description: "'warning' | 'info' | 'error'" }) type!: string;
  @Field() dismissible!: boolean;
  @Field() persistent!: boolean;
  @Field() showTimeInfo!: boolean;
}

@InputType('ShippingPolicyInput', { description: 'Envío de los pedidos de la tienda, en céntimos.' })
export class ShippingPolicyInput {
  @Field(() => Int, { description: 'Envío gratis desde este subtotal (20000 = S/ 200).' }) freeFromCents!: number;
  @Field(() => Int, { description: 'Lo que paga un pedido por debajo (1500 = S/ 15).' }) flatFeeCents!: number;
}

@InputType('StockHoldInput', { description: 'Horas que un método de pago reserva las unidades (0 a 168).' })
export class StockHoldInput {
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => Int) hours!: number;
}

@InputType('StoreSettingsInput', {
  description: 'El formulario de datos de la tienda (el nombre, las redes y la tabla de envíos no cambian aquí).',
})
export class StoreSettingsInput {
  @Field({ description: 'Con código de país, sin "+": 51987654321.' })
  @MaxLength(30, { message: 'El número de WhatsApp debe tener entre 8 y 15 dígitos' })
  whatsappNumber!: string;
  @Field() @MaxLength(40, TOO_LONG('El teléfono', 40)) phone!: string;
  @Field() @MaxLength(254, { message: 'Ingrese un email válido' }) email!: string;
  @Field() @MaxLength(200, TOO_LONG('El horario', 200)) phoneHours!: string;
  @Field() @MaxLength(200, TOO_LONG('El horario', 200)) chatHours!: string;
  @Field() @MaxLength(200, TOO_LONG('El horario', 200)) supportHours!: string;
  @Field(() => [WalletInput])
  @ArrayMaxSize(2, { message: 'Solo puede haber una billetera Yape y una Plin' })
  @ValidateNested()
  wallets!: WalletInput[];
  @Field(() => [BankAccountInput])
  @ArrayMaxSize(10, { message: 'Puedes registrar hasta 10 cuentas bancarias' })
  @ValidateNested()
  bankAccounts!: BankAccountInput[];
  @Field(() => MaintenanceInput) @ValidateNested() maintenance!: MaintenanceInput;
  @Field(() => ShippingPolicyInput) shipping!: ShippingPolicyInput;
  @Field(() => [StockHoldInput], {
    nullable: true,
    description: 'Las reservas por método de pago; si se omite, quedan como están.',
  })
  @ArrayMaxSize(4, { message: 'Hay una reserva por método de pago: Yape, Plin, Transferencia e Izipay' })
  stockHolds?: StockHoldInput[] | null;
}

export const StoreSettingsResult = createUnionType({
  name: 'StoreSettingsResult',
  types: () => [StoreSettings, InvalidInputError] as const,
});
