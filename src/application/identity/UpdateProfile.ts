import type { Account } from '../../domain/identity/account';
import { checkProfile, type ProfileError } from '../../domain/identity/profile';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';

/** The profile page: name and phone. The e-mail cannot be changed ('El email no se puede modificar'). */
export class UpdateProfile {
  constructor(private readonly deps: Pick<IdentityServices, 'accounts'>) {}

  async execute(
    accountId: string,
    input: { name: string; phone: string | null },
  ): Promise<Result<Account, ProfileError>> {
    const profile = checkProfile(input);
    if (!profile.ok) return profile;
    return ok(await this.deps.accounts.update(accountId, profile.value));
  }
}
