import { inMemoryIdentity } from './in-memory-identity';
import { describeStoryPortsContract } from './story-contract';

describeStoryPortsContract('in-memory fake', async () => {
  // A fresh fake before each case, its clock at the real time like a database's.
  let services = inMemoryIdentity(new Date()).services;
  return {
    get uow() {
      return services.uow;
    },
    get stories() {
      return services.stories;
    },
    now: () => services.clock.now(),
    async nameAccount(email, name) {
      services.stories.names.set(email, name);
    },
    async reset() {
      services = inMemoryIdentity(new Date()).services;
    },
  };
});
