import { inject, injectable } from 'inversify';
import { Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CompleteNewPassword } from '../../../application/identity/CompleteNewPassword';
import { ConfirmSignUp } from '../../../application/identity/ConfirmSignUp';
import { GetAccount } from '../../../application/identity/GetAccount';
import { RequestPasswordReset } from '../../../application/identity/RequestPasswordReset';
import { ResendConfirmationCode } from '../../../application/identity/ResendConfirmationCode';
import { ResetPassword } from '../../../application/identity/ResetPassword';
import { SignIn } from '../../../application/identity/SignIn';
import { SignOut } from '../../../application/identity/SignOut';
import { SignOutEverywhere } from '../../../application/identity/SignOutEverywhere';
import { SignUp } from '../../../application/identity/SignUp';
import { UpdateProfile } from '../../../application/identity/UpdateProfile';
import type { Account } from '../../../domain/identity/account';
import { displayName } from '../../../domain/identity/email-address';
import { roleLabel } from '../../../domain/identity/role';
import type { GraphQLContext } from '../context';
import { presentError } from '../presenters/error-result.presenter';
import {
  CodeRequestResult,
  CompleteNewPasswordResult,
  ConfirmSignUpResult,
  Me,
  ResetPasswordResult,
  Role,
  SignInOutcome,
  SignInResult,
  SignInStatus,
  SignUpResult,
  SignUpStarted,
  UpdateProfileResult,
} from '../types/account.types';
import { success } from '../types/error-result.types';
import {
  CompleteNewPasswordArgs,
  ConfirmSignUpWithPasswordArgs,
  CredentialsArgs,
  EmailArgs,
  ResetPasswordArgs,
  UpdateProfileArgs,
} from './account.args';

const ROLES: { readonly [R in Account['role']]: Role } = { user: Role.USER, admin: Role.ADMIN };

function presentMe(account: Account): Me {
  return Object.assign(new Me(), {
    id: account.id,
    email: account.email,
    name: account.name,
    phone: account.phone,
    role: ROLES[account.role],
    roleLabel: roleLabel(account.role),
    displayName: displayName(account.email),
  });
}

const outcome = (status: SignInStatus, changes: Partial<SignInOutcome> = {}) =>
  Object.assign(new SignInOutcome(), { status, challenge: null, me: null, ...changes });

/**
 * Accounts. Expected failures come back as members of each mutation's result
 * union (ErrorResult with errorCode and the Spanish message); only the
 * unexpected travels as a GraphQL error.
 */
@injectable()
@Resolver()
export class AccountResolver {
  constructor(
    @inject(SignUp) private readonly signUpUseCase: SignUp,
    @inject(ConfirmSignUp) private readonly confirmSignUpUseCase: ConfirmSignUp,
    @inject(ResendConfirmationCode) private readonly resendCode: ResendConfirmationCode,
    @inject(SignIn) private readonly signInUseCase: SignIn,
    @inject(CompleteNewPassword) private readonly completeNewPasswordUseCase: CompleteNewPassword,
    @inject(SignOut) private readonly signOutUseCase: SignOut,
    @inject(SignOutEverywhere) private readonly signOutEverywhereUseCase: SignOutEverywhere,
    @inject(RequestPasswordReset) private readonly requestReset: RequestPasswordReset,
    @inject(ResetPassword) private readonly resetPasswordUseCase: ResetPassword,
    @inject(GetAccount) private readonly getAccount: GetAccount,
    @inject(UpdateProfile) private readonly updateProfileUseCase: UpdateProfile,
  ) {}

  @Query(() => Me, { nullable: true, description: 'La cuenta con sesión iniciada; null para invitados.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<Me | null> {
    if (!ctx.viewer) return null;
    const account = await this.getAccount.execute(ctx.viewer.accountId);
    return account ? presentMe(account) : null;
  }

  @Mutation(() => SignUpResult, { description: 'Registro: envía un código de confirmación por correo.' })
  async signUp(
    @Args(() => CredentialsArgs) { email, password }: CredentialsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SignUpResult> {
    const result = await this.signUpUseCase.execute({ email, password, ip: ctx.ip });
    if (!result.ok) return presentError(result.error);
    return Object.assign(new SignUpStarted(), result.value);
  }

  @Mutation(() => ConfirmSignUpResult, { description: "'Confirmar Registro' con el código recibido. Luego, signIn." })
  async confirmSignUp(
    @Args(() => ConfirmSignUpWithPasswordArgs) { email, code, password }: ConfirmSignUpWithPasswordArgs,
  ): Promise<typeof ConfirmSignUpResult> {
    const result = await this.confirmSignUpUseCase.execute({ email, code, password });
    return result.ok ? success() : presentError(result.error);
  }

  @Mutation(() => CodeRequestResult, {
    description: 'Reenvía el código de confirmación (misma respuesta para cualquier correo).',
  })
  async resendConfirmationCode(
    @Args(() => EmailArgs) { email }: EmailArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CodeRequestResult> {
    const result = await this.resendCode.execute({ email, ip: ctx.ip });
    return result.ok ? success() : presentError(result.error);
  }

  @Mutation(() => SignInResult)
  async signIn(
    @Args(() => CredentialsArgs) { email, password }: CredentialsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SignInResult> {
    const result = await this.signInUseCase.execute({
      email,
      password,
      ip: ctx.ip,
      previousSessionToken: ctx.sessionToken,
    });
    if (!result.ok) return presentError(result.error);
    const signedIn = result.value;
    if (signedIn.kind === 'SIGNED_IN') {
      ctx.session.start(signedIn.sessionToken);
      return outcome(SignInStatus.SIGNED_IN, { me: presentMe(signedIn.account) });
    }
    if (ctx.sessionToken) ctx.session.end();
    return signedIn.kind === 'CONFIRMATION_REQUIRED'
      ? outcome(SignInStatus.CONFIRMATION_REQUIRED)
      : outcome(SignInStatus.NEW_PASSWORD_REQUIRED, { challenge: signedIn.challenge });
  }

  @Mutation(() => CompleteNewPasswordResult, {
    description: "'Cambiar Contraseña' tras una contraseña temporal; inicia sesión.",
  })
  async completeNewPassword(
    @Args(() => CompleteNewPasswordArgs) { challenge, newPassword }: CompleteNewPasswordArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CompleteNewPasswordResult> {
    const result = await this.completeNewPasswordUseCase.execute({ challenge, newPassword });
    if (!result.ok) return presentError(result.error, 'newPassword');
    ctx.session.start(result.value.sessionToken);
    return outcome(SignInStatus.SIGNED_IN, { me: presentMe(result.value.account) });
  }

  @Mutation(() => Boolean, { description: 'Cierra la sesión de este dispositivo.' })
  async signOut(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.signOutUseCase.execute(ctx.sessionToken);
    ctx.session.end();
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Cierra todas las sesiones de la cuenta, en todos los dispositivos.' })
  async signOutEverywhere(@Ctx() ctx: GraphQLContext): Promise<number> {
    const ended = await this.signOutEverywhereUseCase.execute(ctx.viewer!.accountId);
    ctx.session.end();
    return ended;
  }

  @Mutation(() => CodeRequestResult, {
    description: 'Envía un código para restablecer la contraseña (misma respuesta para cualquier correo).',
  })
  async requestPasswordReset(
    @Args(() => EmailArgs) { email }: EmailArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CodeRequestResult> {
    const result = await this.requestReset.execute({ email, ip: ctx.ip });
    return result.ok ? success() : presentError(result.error);
  }

  @Mutation(() => ResetPasswordResult, {
    description: 'Nueva contraseña con el código recibido; cierra todas las sesiones.',
  })
  async resetPassword(
    @Args(() => ResetPasswordArgs) { email, code, newPassword }: ResetPasswordArgs,
  ): Promise<typeof ResetPasswordResult> {
    const result = await this.resetPasswordUseCase.execute({ email, code, newPassword });
    return result.ok ? success() : presentError(result.error, 'newPassword');
  }

  @Authorized()
  @Mutation(() => UpdateProfileResult, {
    description: 'Perfil: nombre (obligatorio) y celular. El email no se puede modificar.',
  })
  async updateProfile(
    @Args(() => UpdateProfileArgs) { name, phone }: UpdateProfileArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateProfileResult> {
    const result = await this.updateProfileUseCase.execute(ctx.viewer!.accountId, { name, phone: phone ?? null });
    return result.ok ? presentMe(result.value) : presentError(result.error);
  }
}
