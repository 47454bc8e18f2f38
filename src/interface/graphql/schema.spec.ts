import { GraphQLObjectType, graphql, isObjectType } from 'graphql';
import { Authorized, buildSchema, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { authChecker } from './auth-checker';
import { buildGraphQLSchema, readPlainFieldsDirectly } from './schema';

describe('the schema', () => {
  it('reads every plain field of an object type straight from the object: only field resolvers have a resolver', async () => {
    const schema = await buildGraphQLSchema();
    const product = schema.getType('Product') as GraphQLObjectType;
    expect(product.getFields().name!.resolve).toBeUndefined();
    expect(product.getFields().price!.resolve).toBeUndefined();
    expect(product.getFields().brand!.resolve).toEqual(expect.any(Function));
    const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
    const wrapped = Object.values(schema.getTypeMap())
      .filter(
        (type): type is GraphQLObjectType => isObjectType(type) && !roots.has(type) && !type.name.startsWith('__'),
      )
      .flatMap((type) => Object.values(type.getFields()).map((field) => ({ type: type.name, field })))
      .filter(({ field }) => field.resolve !== undefined)
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(wrapped.sort()).toEqual(['Product.brand', 'Product.categories']);
  });

  it('keeps type-graphql’s wrapping on a type with a guarded field, so its @Authorized still runs', async () => {
    @ObjectType('GuardedForTest')
    class Guarded {
      @Field() open!: string;
      @Authorized('ADMIN')
      @Field()
      secret!: string;
    }
    @Resolver()
    class GuardedResolver {
      @Query(() => Guarded)
      guarded(): Guarded {
        return Object.assign(new Guarded(), { open: 'a', secret: 'b' });
      }
    }
    readPlainFieldsDirectly();
    const schema = await buildSchema({ resolvers: [GuardedResolver], authChecker, authMode: 'error' });
    const answer = await graphql({ schema, source: '{ guarded { open secret } }', contextValue: { viewer: null } });
    expect(answer.errors?.[0]?.message).toMatch(/Access denied|authenticat/i);
    expect(answer.data).toBeNull();
  });
});
