import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
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
import { OrderStatusEmailsResolver } from './resolvers/order-status-emails.resolvers';
import { OrderUpdatesResolver, subscriptionsBringTheirOwnSource } from './resolvers/order-updates.resolvers';
import { catalogResolvers } from './resolvers/catalog.resolvers';
import { RestockResolver } from './resolvers/restock.resolvers';
import { CartReminderResolver } from './resolvers/cart-reminder.resolvers';
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
  OrderStatusEmailsResolver,
  RestockResolver,
  CartReminderResolver,
  AdminProductResolver,
  AdminStoryResolver,
  OrderUpdatesResolver,
] as const;

/**
 * Every plain field of an object type (one without a @FieldResolver) is read as graphql-js's default resolver
 * reads it, straight from the object: type-graphql would otherwise wrap each in its own resolver (a closure, an
 * object and a middleware dispatch per field of every answer, ~1 000 for a list of 24 products) to run field-level
 * @Authorized and @UseMiddleware, which type-graphql's `simpleResolvers` skips. Authorization here is on queries
 * and mutations; a type with a guarded or middleware field keeps the wrapping, so such a guard is never skipped.
 */
export function readPlainFieldsDirectly(): void {
  const storage = getMetadataStorage();
  const guarded = new Set<unknown>([...storage.authorizedFields, ...storage.middlewares].map(({ target }) => target));
  for (const objectType of storage.objectTypes) {
    if (!guarded.has(objectType.target)) objectType.simpleResolvers ??= true;
  }
}

/**
 * type-graphql asks the container for the resolver's instance on every field a resolver class resolves (twice per
 * product of a page for Product.brand and Product.categories): each resolver class is taken once and kept.
 * Resolvers keep no per-request state (that is the context's), and the container has them as singletons anyway.
 */
function oneInstancePerResolver(container: ResolverContainer): ResolverContainer {
  const instances = new Map<unknown, unknown>();
  return {
    get<T>(cls: new (...args: never[]) => T): T {
      let instance = instances.get(cls) as T | undefined;
      if (instance === undefined) {
        instance = container.get(cls);
        instances.set(cls, instance);
      }
      return instance;
    },
  };
}

export function buildGraphQLSchema(container?: ResolverContainer): Promise<GraphQLSchema> {
  readPlainFieldsDirectly();
  return buildSchema({
    resolvers,
    container: container ? oneInstancePerResolver(container) : undefined,
    // One rule for every text argument (control characters, lengths), then class-validator: input-rules.ts.
    validateFn: validateArguments,
    authChecker,
    pubSub: subscriptionsBringTheirOwnSource,
    authMode: 'error',
    emitSchemaFile: false,
  });
}
