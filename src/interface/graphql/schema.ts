import { assertObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
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
import { catalogResolvers, ProductResolver } from './resolvers/catalog.resolvers';
import { RestockResolver } from './resolvers/restock.resolvers';
import { FavoriteResolver } from './resolvers/favorite.resolvers';
import { CartReminderResolver } from './resolvers/cart-reminder.resolvers';
import { StoreResolver } from './resolvers/store.resolvers';
import { StoreSettingsAdminResolver } from './resolvers/store-settings-admin.resolvers';
import { StoryResolver } from './resolvers/story.resolvers';
import { Product } from './types/catalog.types';

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
  FavoriteResolver,
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

/** The Product fields a catalogue read presents with the product (`Product.taxonomy`). */
const PRESENTED_TAXONOMY = ['brand', 'categories'] as const;

/**
 * Product.brand and Product.categories are read from the taxonomy presented with the product when it is there
 * (every catalogue read: a page's brands and categories come in its one statement), before type-graphql's
 * resolver — which stays for the products presented without it (a cart line, a story, an admin write), where
 * ProductResolver looks them up by id. type-graphql's wrapper costs, for each of the 48 calls of a page of 24,
 * its argument list sorted and mapped, its resolver data and its container lookup: 13 % of what an executed page
 * allocated (bench/cpu-profile.ts, BENCH_PROFILE_ALLOCATIONS=1; docs/performance.md). A guard or middleware on
 * these fields would be skipped on that path, so one fails the schema's build instead.
 */
function readPresentedTaxonomyFirst(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const guarded = [...storage.authorizedFields, ...storage.middlewares].filter(
    ({ target, fieldName }) =>
      (target === Product || target === ProductResolver) &&
      (PRESENTED_TAXONOMY as readonly (string | undefined)[]).includes(fieldName),
  );
  if (guarded.length > 0) {
    throw new Error('Product.brand and Product.categories are read around their resolver: they cannot be guarded');
  }
  const fields = assertObjectType(schema.getType('Product')).getFields();
  for (const name of PRESENTED_TAXONOMY) {
    const field = fields[name]!;
    const byId: GraphQLFieldResolver<Product, unknown> = field.resolve!;
    field.resolve = (product: Product, args, context, info) =>
      product.taxonomy ? product.taxonomy[name] : byId(product, args, context, info);
  }
}

export async function buildGraphQLSchema(container?: ResolverContainer): Promise<GraphQLSchema> {
  readPlainFieldsDirectly();
  const schema = await buildSchema({
    resolvers,
    container: container ? oneInstancePerResolver(container) : undefined,
    // One rule for every text argument (control characters, lengths), then class-validator: input-rules.ts.
    validateFn: validateArguments,
    authChecker,
    pubSub: subscriptionsBringTheirOwnSource,
    authMode: 'error',
    emitSchemaFile: false,
  });
  readPresentedTaxonomyFirst(schema);
  return schema;
}
