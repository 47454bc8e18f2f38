import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum RoleOption {
  USER = 'user',
  ADMIN = 'admin',
}
registerEnumType(RoleOption, { name: 'Role' });

export enum SignInStatus {
  SIGNED_IN = 'SIGNED_IN',
  CONFIRMATION_REQUIRED = 'CONFIRMATION_REQUIRED',
  NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED',
}
registerEnumType(SignInStatus, {
  name: 'SignInStatus',
  description:
    'SIGNED_IN: sesión iniciada; CONFIRMATION_REQUIRED: falta el código enviado por correo; NEW_PASSWORD_REQUIRED: contraseña temporal, elegir una nueva.',
});

@ObjectType('Me', { description: 'La cuenta con sesión iniciada.' })
export class MeType {
  @Field(() => ID) id!: string;
  @Field({ description: 'No se puede modificar.' }) email!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => RoleOption) role!: RoleOption;
  @Field({ description: "'Usuario' o 'Administrador'." }) roleLabel!: string;
  @Field({ description: "La parte del correo antes de la @, o 'Usuario'." }) displayName!: string;
}

@ObjectType('SignInResult')
export class SignInResultType {
  @Field(() => SignInStatus) status!: SignInStatus;
  @Field(() => String, {
    nullable: true,
    description: 'Con NEW_PASSWORD_REQUIRED: el token (3 minutos) para completeNewPassword.',
  })
  challenge!: string | null;
  @Field(() => MeType, { nullable: true }) me!: MeType | null;
}

@ObjectType('SignUpResult')
export class SignUpResultType {
  @Field({ description: 'Siempre CONFIRM_SIGN_UP: la respuesta no revela si el correo ya tenía cuenta.' })
  next!: string;
  @Field() email!: string;
}
