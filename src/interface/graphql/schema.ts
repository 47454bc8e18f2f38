import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';
import { validateArguments } from './input-rules';
import { AccountResolver } from './resolvers/account.resolvers';
import { AdminProductResolver } from './resolvers/admin-catalog.resolvers';
import { AdminDashboardResolver } from './resolvers/admin-dashboard.resolvers';
import { AdminOrderResolver } from './resolvers/admin-order.resolvers';
import { AdminStoryResolver } from './resolvers/admin-story.resolvers';
import { AdminTaxonomyResolver } from './resolvers/admin-taxonomy.resolvers';
import { AssistedOrderResolver } from './resolvers/assisted-order.resolvers';
import { CartResolver } from './resolvers/cart.resolvers';
import { OrderResolver } from './resolvers/order.resolvers';
import { OrderUpdatesResolver, subscriptionsBringTheirOwnSource } from './resolvers/order-updates.resolvers';
import { catalogResolvers } from './resolvers/catalog.resolvers';
import { StoreResolver } from './resolvers/store.resolvers';
import { StoreSettingsAdminResolver } from './resolvers/store-settings-admin.resolvers';
import { StoryResolver } from './resolvers/story.resolvers';

/** Resolves resolver classes (and what they inject) from the application's container. */
export interface ResolverContainer {
  get<T>(someClass: new (...args: never[]) => T): T;
}

export const resolvers = [
  ...catalogResolvers,
  AccountResolver,
  CartResolver,
  StoreResolver,
  OrderResolver,
  StoryResolver,
  AdminOrderResolver,
  AssistedOrderResolver,
  AdminDashboardResolver,
  AdminTaxonomyResolver,
  StoreSettingsAdminResolver,
  AdminProductResolver,
  AdminStoryResolver,
  OrderUpdatesResolver,
] as const;

export function buildGraphQLSchema(container?: ResolverContainer): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    container: container ? { get: (cls) => container.get(cls as new (...args: never[]) => unknown) } : undefined,
    // One rule for every text argument (control characters, lengths), then class-validator: input-rules.ts.
    validateFn: validateArguments,
    authChecker,
    pubSub: subscriptionsBringTheirOwnSource,
    authMode: 'error',
    emitSchemaFile: false,
  });
}
