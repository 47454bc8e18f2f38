import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class CredentialsArgs {
  @Field()
  @IsString()
  @MaxLength(254, { message: 'Ingrese un email válido' })
  email!: string;

  @Field()
  @IsString()
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  password!: string;
}

@ArgsType()
export class EmailArgs {
  @Field()
  @IsString()
  @MaxLength(254, { message: 'Ingrese un email válido' })
  email!: string;
}

@ArgsType()
export class ConfirmSignUpArgs extends EmailArgs {
  @Field({ description: 'El código de 6 dígitos enviado por correo.' })
  @IsString()
  @MaxLength(12, { message: 'El código no es correcto. Revisa el correo e inténtalo de nuevo.' })
  code!: string;
}

@ArgsType()
export class ConfirmSignUpWithPasswordArgs extends ConfirmSignUpArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'La contraseña con la que este navegador se registró (la app la envía): queda como la de la cuenta. Sin ella, queda la del registro al que se envió el código.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  password?: string | null;
}

@ArgsType()
export class ResetPasswordArgs extends ConfirmSignUpArgs {
  @Field()
  @IsString()
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  newPassword!: string;
}

@ArgsType()
export class CompleteNewPasswordArgs {
  @Field()
  @IsString()
  @MaxLength(128)
  challenge!: string;

  @Field()
  @IsString()
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  newPassword!: string;
}

@ArgsType()
export class UpdateProfileArgs {
  @Field()
  @IsString()
  @MaxLength(100, { message: 'Ingrese un nombre válido (solo letras)' })
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'Ingrese un número de celular válido' })
  phone?: string | null;
}
