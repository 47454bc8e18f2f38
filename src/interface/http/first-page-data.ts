import type { Request, Response } from 'express';
import {
  execute,
  GraphQLEnumType,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { Logger } from 'pino';
import type { Clock } from '../../application/ports/clock';
import { CATALOGUE_PAGE_SIZE, readCataloguePageQuery } from '../../domain/catalog/catalogue-page';
import type { ProductSort } from '../../domain/catalog/product-sort';
import { CAROUSEL_SLIDE_SIZES, hasImageVariants, imageSrcSet } from '../../domain/media/responsive-image';
import { firstPageDataKey, type FirstPageAnswers } from '../../domain/shared/first-page-data';
import type { GraphQLContext } from '../graphql/context';
import { CatalogueAnswerCache, type CatalogueChanges } from './catalogue-answer-cache';
import { FIRST_PAGE_DATA_ELEMENT_ID, FIRST_PAGE_DOCUMENTS, type FirstPageOperationName } from './first-page-documents';
import { jsonForScript } from './html';
import type { PageHead } from './page-head';
import { readSessionToken } from './session-cookie';
import { CACHEABLE_ROOT_FIELDS } from './response-cache';
import type { StorefrontRoute } from './storefront-routes';

/** Past this many characters of JSON, the remaining answers are left to the app to ask for (the HTML stays light). */
export const FIRST_PAGE_DATA_LIMIT = 200 * 1024;

/** One query a page runs on its first render, with the variables the app gives it. */
export interface FirstPageQuery {
  readonly operationName: FirstPageOperationName;
  readonly variables: Readonly<Record<string, unknown>>;
}

/**
 * The queries a storefront page runs on its first render for a visitor, with the variables the web app
 * computes from the same URL: every page's store settings (footer, chat, notice banner), then the page's own.
 * Nothing tied to a person (cart, orders, account) is ever among them; the session query only when the request
 * carries no session (`signedOut`), whose answer is then known without reading anything: there is none. A
 * request with a session cookie, even an expired one, leaves the session to the app's own request.
 * `sortName` gives the GraphQL name of a sort (the schema's enum, e.g. 'price-asc' → 'PRICE_ASC').
 */
export function firstPageQueries(
  route: StorefrontRoute,
  query: Readonly<Record<string, unknown>>,
  sortName: (sort: ProductSort) => string,
  { signedOut }: { readonly signedOut: boolean },
): FirstPageQuery[] {
  if (route.kind === 'unknown') return [];
  const session: FirstPageQuery[] = signedOut ? [{ operationName: 'Session', variables: {} }] : [];
  return [...session, ...pageQueries(route, query, sortName)];
}

function pageQueries(
  route: Exclude<StorefrontRoute, { kind: 'unknown' }>,
  query: Readonly<Record<string, unknown>>,
  sortName: (sort: ProductSort) => string,
): FirstPageQuery[] {
  const listing = () => {
    const { sort, page } = readCataloguePageQuery({ sort: first(query.sort), page: first(query.page) });
    return { sort: sortName(sort), page, pageSize: CATALOGUE_PAGE_SIZE };
  };
  const settings: FirstPageQuery = { operationName: 'StoreSettings', variables: {} };
  switch (route.kind) {
    case 'home':
      return [
        settings,
        { operationName: 'CarouselProducts', variables: {} },
        { operationName: 'BrandStrip', variables: {} },
        { operationName: 'Stories', variables: {} },
      ];
    case 'products':
      return [settings, { operationName: 'CatalogueProducts', variables: listing() }];
    case 'promotions':
      return [settings, { operationName: 'PromotedProducts', variables: listing() }];
    case 'product':
      return [settings, { operationName: 'ProductDetail', variables: { id: route.id } }];
    case 'brand':
      return [settings, { operationName: 'BrandProducts', variables: { brandId: route.id, ...listing() } }];
    case 'category':
      return [settings, { operationName: 'CategoryProducts', variables: { categoryId: route.id, ...listing() } }];
    case 'info':
    case 'order':
      return [settings];
    case 'private':
      return [];
  }
}

/** What the HTML of a page carries besides its head: the answers (as the data block) and the LCP picture. */
export interface FirstPageData {
  readonly answers: FirstPageAnswers;
  /** The picture of the page's first paint that the head does not already preload (the home's first slide). */
  readonly preloadImage?: NonNullable<PageHead['preloadImage']>;
}

export interface FirstPageDataDependencies {
  readonly schema: GraphQLSchema;
  readonly createContext: (req: Request, res: Response) => Promise<GraphQLContext>;
  readonly logger: Logger;
  /** Defaults to {@link FIRST_PAGE_DATA_LIMIT}. */
  readonly limit?: number;
  /** Keeps the catalogue's answers between pages; absent: every page runs its queries. */
  readonly firstPageCache?: FirstPageAnswerCache;
}

type Data = Record<string, unknown>;

/**
 * The first-page answers of anonymous catalogue reads, kept between pages under the same rules and signals as
 * the GET /graphql response cache (CatalogueAnswerCache: keyed by the date in Lima, cleared on every catalogue
 * change, when the listening connection drops or returns and after an admin's mutation, never kept across a
 * change, nothing served or kept while changes are not heard). Only queries of its allow-listed root fields
 * (not the stories, which expire by the minute), keyed by operation and variables.
 */
export class FirstPageAnswerCache extends CatalogueAnswerCache<Data> {
  constructor(options: { readonly clock: Clock; readonly changes: CatalogueChanges; readonly maxBytes?: number }) {
    super({
      clock: options.clock,
      changes: options.changes,
      maxBytes: options.maxBytes ?? 4 * 1024 * 1024,
      sizeOf: (data, key) => JSON.stringify(data).length + key.length * 2 + 128,
    });
  }
}

/**
 * Answers a page's first-render queries in-process: the web's own documents (first-page-documents.ts, with the
 * `__typename` its cache adds), parsed and validated once, executed on the schema as an anonymous visitor (the
 * cookie is not read: the data is the public catalogue, the same for everyone; a signed-in shopper's app asks
 * again for anything personal). Each query has its own context, as over /graphql, so it
 * costs the same statements as the app's own request would. A query that fails is left out (the app asks
 * for it). Catalogue answers may come from `firstPageCache` (never stale: see FirstPageAnswerCache).
 */
export function createFirstPageData(deps: FirstPageDataDependencies) {
  const limit = deps.limit ?? FIRST_PAGE_DATA_LIMIT;
  const documents = new Map<FirstPageOperationName, DocumentNode>();
  const cacheable = new Set<FirstPageOperationName>();
  for (const [operationName, text] of Object.entries(FIRST_PAGE_DOCUMENTS) as [FirstPageOperationName, string][]) {
    const document = parse(text);
    const errors = validate(deps.schema, document, specifiedRules);
    // The documents are generated from the web's operations, checked against the same schema by codegen.
    if (errors.length > 0) deps.logger.error({ operationName, errors }, 'first-page query does not fit the schema');
    else documents.set(operationName, document);
    if (readsOnlyCatalogue(document)) cacheable.add(operationName);
  }
  const sortName = graphqlEnumNames(deps.schema, 'ProductSort');

  return async function firstPageData(
    route: StorefrontRoute,
    query: Readonly<Record<string, unknown>>,
    req: Request,
    res: Response,
  ): Promise<FirstPageData> {
    const signedOut = readSessionToken(req) === null;
    const queries = firstPageQueries(route, query, sortName, { signedOut }).filter((one) =>
      documents.has(one.operationName),
    );
    if (queries.length === 0) return { answers: {} };
    const visitor = anonymous(req);
    const run = async ({ operationName, variables }: FirstPageQuery): Promise<Data | null> => {
      const result = await execute({
        schema: deps.schema,
        document: documents.get(operationName)!,
        operationName,
        variableValues: variables,
        contextValue: await deps.createContext(visitor, res),
      });
      if (result.errors?.length || !result.data) {
        deps.logger.warn(
          { operationName, errors: result.errors?.map((error) => error.message) },
          'first-page query failed; the app will ask for it',
        );
        return null;
      }
      return result.data as Data;
    };
    const results = await Promise.all(
      queries.map(async (one) => {
        const key = firstPageDataKey(one.operationName, one.variables);
        const cache = cacheable.has(one.operationName) ? deps.firstPageCache : undefined;
        const data = cache ? await cache.answer(key, () => run(one)) : await run(one);
        return data ? { operationName: one.operationName, key, data } : null;
      }),
    );

    const answers: Record<string, { data: Record<string, unknown> }> = {};
    let size = 2;
    for (const answer of results) {
      if (!answer) continue;
      const length = JSON.stringify(answer.data).length + answer.key.length + 16;
      if (size + length > limit) {
        deps.logger.info({ operationName: answer.operationName, length }, 'first-page answer too large to inline');
        continue;
      }
      size += length;
      answers[answer.key] = { data: answer.data };
    }
    const carousel = results.find((answer) => answer?.operationName === 'CarouselProducts');
    const preloadImage = carousel ? firstSlideImage(carousel.data) : null;
    return preloadImage ? { answers, preloadImage } : { answers };
  };
}

/** The data block for the end of the page's body ('' without answers). Escaped: no value can end the element. */
export function firstPageDataScript(answers: FirstPageAnswers): string {
  if (Object.keys(answers).length === 0) return '';
  return `<script type="application/json" id="${FIRST_PAGE_DATA_ELEMENT_ID}">${jsonForScript(answers)}</script>`;
}

/**
 * The home's largest paint, the first carousel slide's picture, as FeaturedProductSlide's ProductImage asks
 * for it: the same URL, and for stored photos the same srcset and sizes, so the browser downloads it once.
 */
function firstSlideImage(data: Record<string, unknown>): FirstPageData['preloadImage'] | null {
  const products = data.products as { items?: { imageUrl?: string | null }[] } | null | undefined;
  const href = products?.items?.[0]?.imageUrl;
  if (!href) return null;
  return hasImageVariants(href) ? { href, srcset: imageSrcSet(href), sizes: CAROUSEL_SLIDE_SIZES } : { href };
}

/** A query of the response cache's allow-listed catalogue fields only (response-cache.ts). */
function readsOnlyCatalogue(document: DocumentNode): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind !== 'OperationDefinition' ||
      (definition.operation === 'query' &&
        definition.selectionSet.selections.every(
          (selection) => selection.kind === 'Field' && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
        )),
  );
}

/** The request without its cookies: the context then has no viewer (and reads no session). */
function anonymous(req: Request): Request {
  const headers = { ...req.headers };
  delete headers.cookie;
  return Object.create(req, { headers: { value: headers } }) as Request;
}

/** The GraphQL name of each value of an enum the schema maps to internal values (e.g. 'price-asc' → 'PRICE_ASC'). */
function graphqlEnumNames(schema: GraphQLSchema, enumName: string): (value: string) => string {
  const type = schema.getType(enumName);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`The schema has no enum ${enumName}`);
  const names = new Map(type.getValues().map((value) => [value.value as unknown, value.name]));
  return (value) => {
    const name = names.get(value);
    if (name === undefined) throw new Error(`${enumName} has no value ${value}`);
    return name;
  };
}

/** The first value of a query-string parameter, as URLSearchParams.get reads it. */
function first(value: unknown): string | null {
  const one: unknown = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : null;
}
