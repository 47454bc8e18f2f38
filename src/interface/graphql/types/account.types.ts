import { createUnionType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import {
  ChallengeExpiredError,
  CodeRejectedError,
  InvalidCredentialsError,
  InvalidInputError,
  PasswordReusedError,
  RateLimitedError,
  Success,
} from './error-result.types';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
}
registerEnumType(Role, { name: 'Role' });

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
export class Me {
  @Field(() => ID) id!: string;
  @Field({ description: 'No se puede modificar.' }) email!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => Role) role!: Role;
  @Field({ description: "'Usuario' o 'Administrador'." }) roleLabel!: string;
  @Field({ description: "La parte del correo antes de la @, o 'Usuario'." }) displayName!: string;
}

@ObjectType('SignInOutcome', { description: 'Credenciales correctas: sesión iniciada o el paso que falta.' })
export class SignInOutcome {
  @Field(() => SignInStatus) status!: SignInStatus;
  @Field(() => String, {
    nullable: true,
    description: 'Con NEW_PASSWORD_REQUIRED: el token (3 minutos) para completeNewPassword.',
  })
  challenge!: string | null;
  @Field(() => Me, { nullable: true }) me!: Me | null;
}

@ObjectType('SignUpStarted', { description: 'Se envió (o reenvió) el código de confirmación.' })
export class SignUpStarted {
  @Field({ description: 'Siempre CONFIRM_SIGN_UP: la respuesta no revela si el correo ya tenía cuenta.' })
  next!: string;
  @Field() email!: string;
}

export const SignUpResult = createUnionType({
  name: 'SignUpResult',
  types: () => [SignUpStarted, InvalidInputError, RateLimitedError] as const,
});

export const SignInResult = createUnionType({
  name: 'SignInResult',
  types: () => [SignInOutcome, InvalidInputError, InvalidCredentialsError, RateLimitedError] as const,
});

export const CompleteNewPasswordResult = createUnionType({
  name: 'CompleteNewPasswordResult',
  types: () => [SignInOutcome, InvalidInputError, ChallengeExpiredError, PasswordReusedError] as const,
});

export const ConfirmSignUpResult = createUnionType({
  name: 'ConfirmSignUpResult',
  types: () => [Success, InvalidInputError, CodeRejectedError] as const,
});

export const CodeRequestResult = createUnionType({
  name: 'CodeRequestResult',
  description:
    'Reenviar el código o pedir uno para restablecer la contraseña: la misma respuesta para cualquier correo.',
  types: () => [Success, InvalidInputError, RateLimitedError] as const,
});

export const ResetPasswordResult = createUnionType({
  name: 'ResetPasswordResult',
  types: () => [Success, InvalidInputError, CodeRejectedError] as const,
});

export const UpdateProfileResult = createUnionType({
  name: 'UpdateProfileResult',
  types: () => [Me, InvalidInputError] as const,
});
