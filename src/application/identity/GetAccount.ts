import type { Account } from '../../domain/identity/account';
import type { AccountRepository } from '../ports/identity';

export class GetAccount {
  constructor(private readonly accounts: AccountRepository) {}

  execute(accountId: string): Promise<Account | null> {
    return this.accounts.findById(accountId);
  }
}
