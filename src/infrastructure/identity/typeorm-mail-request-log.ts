import { MoreThan, type EntityManager } from 'typeorm';
import type { MailRequestLog } from '../../application/ports/identity';
import { MailRequestSchema } from '../database/schemas/identity-records';

export class TypeOrmMailRequestLog implements MailRequestLog {
  constructor(private readonly db: EntityManager) {}

  async recentFromIp(ip: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .getRepository(MailRequestSchema)
      .find({ where: { ip, at: MoreThan(since) }, select: { at: true } });
    return rows.map((row) => row.at);
  }

  async record(ip: string, at: Date): Promise<void> {
    await this.db.getRepository(MailRequestSchema).insert({ ip, at });
    // Rows older than a day have no further use; pruning here needs no scheduler.
    await this.db.query(`DELETE FROM mail_requests WHERE at < $1`, [new Date(at.getTime() - 24 * 3_600_000)]);
  }
}
