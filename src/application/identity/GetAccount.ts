import type { Account } from '../../domain/identity/account';
import type { IdentityServices } from './identity-services';

export class GetAccount {
  constructor(private readonly deps: Pick<IdentityServices, 'accounts'>) {}

  execute(accountId: string): Promise<Account | null> {
    return this.deps.accounts.findById(accountId);
  }
}
