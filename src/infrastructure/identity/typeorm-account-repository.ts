import type { EntityManager } from 'typeorm';
import type { Account } from '../../domain/identity/account';
import type { AccountChanges, AccountRepository, NewAccount } from '../../application/ports/identity';
import { AccountSchema, type AccountRecord } from '../database/schemas/identity-records';
import { isUuid } from '../../domain/shared/uuid';

const toAccount = (record: AccountRecord): Account => ({ ...record });

export class TypeOrmAccountRepository implements AccountRepository {
  constructor(private readonly db: EntityManager) {}

  async findByEmail(email: string): Promise<Account | null> {
    const record = await this.db.getRepository(AccountSchema).findOneBy({ email });
    return record ? toAccount(record) : null;
  }

  async findById(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const record = await this.db.getRepository(AccountSchema).findOneBy({ id });
    return record ? toAccount(record) : null;
  }

  async create(account: NewAccount): Promise<Account> {
    return toAccount(
      await this.db.getRepository(AccountSchema).save({
        temporaryPasswordExpiresAt: null,
        signUpAttemptHash: null,
        signUpAttemptAt: null,
        ...account,
        phone: null,
      }),
    );
  }

  async update(id: string, changes: AccountChanges): Promise<Account> {
    const repository = this.db.getRepository(AccountSchema);
    await repository.update({ id }, changes);
    return toAccount(await repository.findOneByOrFail({ id }));
  }

  async hasAdmin(): Promise<boolean> {
    return this.db.getRepository(AccountSchema).exists({ where: { role: 'admin' } });
  }

  async adminEmails(): Promise<string[]> {
    const admins = await this.db
      .getRepository(AccountSchema)
      .find({ where: { role: 'admin' }, select: { email: true } });
    return admins.map((admin) => admin.email);
  }
}
