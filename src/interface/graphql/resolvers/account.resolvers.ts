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
import { domainFailure } from '../errors';
import { MeType, RoleOption, SignInResultType, SignInStatus, SignUpResultType } from '../types/account.types';
import {
  CompleteNewPasswordArgs,
  ConfirmSignUpArgs,
  CredentialsArgs,
  EmailArgs,
  ResetPasswordArgs,
  UpdateProfileArgs,
} from './account.args';

function presentMe(account: Account): MeType {
  return Object.assign(new MeType(), {
    id: account.id,
    email: account.email,
    name: account.name,
    phone: account.phone,
    role: account.role as RoleOption,
    roleLabel: roleLabel(account.role),
    displayName: displayName(account.email),
  });
}

const signedIn = (account: Account) =>
  Object.assign(new SignInResultType(), { status: SignInStatus.SIGNED_IN, challenge: null, me: presentMe(account) });

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

  @Query(() => MeType, { nullable: true, description: 'La cuenta con sesión iniciada; null para invitados.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<MeType | null> {
    if (!ctx.viewer) return null;
    const account = await this.getAccount.execute(ctx.viewer.accountId);
    return account ? presentMe(account) : null;
  }

  @Mutation(() => SignUpResultType, { description: 'Registro: envía un código de confirmación por correo.' })
  async signUp(
    @Args(() => CredentialsArgs) { email, password }: CredentialsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SignUpResultType> {
    const result = await this.signUpUseCase.execute({ email, password, ip: ctx.ip });
    if (!result.ok) throw domainFailure(result.error);
    return Object.assign(new SignUpResultType(), result.value);
  }

  @Mutation(() => Boolean, { description: "'Confirmar Registro' con el código recibido. Luego, signIn." })
  async confirmSignUp(@Args(() => ConfirmSignUpArgs) { email, code }: ConfirmSignUpArgs): Promise<boolean> {
    const result = await this.confirmSignUpUseCase.execute({ email, code });
    if (!result.ok) throw domainFailure(result.error);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Reenvía el código de confirmación (misma respuesta para cualquier correo).',
  })
  async resendConfirmationCode(
    @Args(() => EmailArgs) { email }: EmailArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const result = await this.resendCode.execute({ email, ip: ctx.ip });
    if (!result.ok) throw domainFailure(result.error);
    return true;
  }

  @Mutation(() => SignInResultType)
  async signIn(
    @Args(() => CredentialsArgs) { email, password }: CredentialsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SignInResultType> {
    const result = await this.signInUseCase.execute({
      email,
      password,
      ip: ctx.ip,
      previousSessionToken: ctx.sessionToken,
    });
    if (!result.ok) throw domainFailure(result.error);
    const outcome = result.value;
    if (outcome.kind === 'SIGNED_IN') {
      ctx.session.start(outcome.sessionToken);
      return signedIn(outcome.account);
    }
    if (ctx.sessionToken) ctx.session.end();
    return Object.assign(new SignInResultType(), {
      status:
        outcome.kind === 'CONFIRMATION_REQUIRED'
          ? SignInStatus.CONFIRMATION_REQUIRED
          : SignInStatus.NEW_PASSWORD_REQUIRED,
      challenge: outcome.kind === 'NEW_PASSWORD_REQUIRED' ? outcome.challenge : null,
      me: null,
    });
  }

  @Mutation(() => SignInResultType, {
    description: "'Cambiar Contraseña' tras una contraseña temporal; inicia sesión.",
  })
  async completeNewPassword(
    @Args(() => CompleteNewPasswordArgs) { challenge, newPassword }: CompleteNewPasswordArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SignInResultType> {
    const result = await this.completeNewPasswordUseCase.execute({ challenge, newPassword });
    if (!result.ok) throw domainFailure(result.error);
    ctx.session.start(result.value.sessionToken);
    return signedIn(result.value.account);
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

  @Mutation(() => Boolean, {
    description: 'Envía un código para restablecer la contraseña (misma respuesta para cualquier correo).',
  })
  async requestPasswordReset(
    @Args(() => EmailArgs) { email }: EmailArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const result = await this.requestReset.execute({ email, ip: ctx.ip });
    if (!result.ok) throw domainFailure(result.error);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Nueva contraseña con el código recibido; cierra todas las sesiones.' })
  async resetPassword(
    @Args(() => ResetPasswordArgs) { email, code, newPassword }: ResetPasswordArgs,
  ): Promise<boolean> {
    const result = await this.resetPasswordUseCase.execute({ email, code, newPassword });
    if (!result.ok) throw domainFailure(result.error);
    return true;
  }

  @Authorized()
  @Mutation(() => MeType, { description: 'Perfil: nombre (obligatorio) y celular. El email no se puede modificar.' })
  async updateProfile(
    @Args(() => UpdateProfileArgs) { name, phone }: UpdateProfileArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MeType> {
    const result = await this.updateProfileUseCase.execute(ctx.viewer!.accountId, { name, phone: phone ?? null });
    if (!result.ok) throw domainFailure(result.error);
    return presentMe(result.value);
  }
}
