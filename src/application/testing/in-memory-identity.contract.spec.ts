import { describeIdentityPortsContract } from './identity-contract';
import { inMemoryIdentity } from './in-memory-identity';

describeIdentityPortsContract('in-memory fakes', async () => {
  // Fresh fakes before each case; the getters hand the current ones to the suite.
  let services = inMemoryIdentity().services;
  return {
    get uow() {
      return services.uow;
    },
    get accounts() {
      return services.accounts;
    },
    get sessions() {
      return services.sessions;
    },
    get queue() {
      return services.mailOutbox;
    },
    async storedMailBody(id: string) {
      const row = services.mailOutbox.rows.find((r) => r.id === id);
      return row && { text: row.message.text, html: row.message.html };
    },
    async reset() {
      services = inMemoryIdentity().services;
    },
  };
});
