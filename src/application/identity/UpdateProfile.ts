import type { Account } from '../../domain/identity/account';
import { checkProfile, type ProfileError } from '../../domain/identity/profile';
import { ok, type Result } from '../../domain/shared/result';
import type { AccountRepository } from '../ports/identity';

/** The profile page: name and phone. The e-mail cannot be changed ('El email no se puede modificar'). */
export class UpdateProfile {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(
    accountId: string,
    input: { name: string; phone: string | null },
  ): Promise<Result<Account, ProfileError>> {
    const profile = checkProfile(input);
    if (!profile.ok) return profile;
    return ok(await this.accounts.update(accountId, profile.value));
  }
}
