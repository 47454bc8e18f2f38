import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { readsCatalogueAsGuest } from '../../application/catalog/catalogue-visibility';
import type { GraphQLContext } from '../graphql/context';
import { jsonForScript } from './html';
import { CACHEABLE_ROOT_FIELDS, type ResponseCache } from './response-cache';
import { pageAddress } from './storefront-routes';

/*
 * The storefront's pages rendered on the server by the web app's own components: the web build leaves a bundle of
 * the app for Node (web/src/server/renderPage.tsx, `vite build --ssr` → web/dist/.ssr/renderPage.js, an ES module
 * with every package it needs inside), which this server loads once and calls per page with a GraphQL executor
 * bound to the request. ADR 0010.
 */

/** Where the web build leaves the app's server bundle, inside the web build (a dot folder: never served). */
export const SERVER_BUNDLE = path.join('.ssr', 'renderPage.js');

/** One GraphQL operation of a page being rendered (web/src/server/inProcessLink.ts). */
export interface PageOperation {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | undefined;
}

export interface PageOperationAnswer {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: ReadonlyArray<{ readonly message: string }>;
}

export type RenderedPage =
  | { readonly ok: true; readonly html: string; readonly head: string; readonly state: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string };

/** The bundle's exports, as this server calls them (checked when it is loaded). */
export interface ServerRenderer {
  /** The id of the data block holding the page's Apollo cache (web/src/apollo/pageState.ts). */
  readonly PAGE_STATE_ELEMENT_ID: string;
  /** The id of the template holding a rendered page's modulepreloads (web/src/app/pageModules.ts). */
  readonly PAGE_MODULES_ELEMENT_ID: string;
  renderPage(input: {
    readonly url: string;
    readonly execute: (operation: PageOperation) => Promise<PageOperationAnswer>;
    readonly signal?: AbortSignal;
  }): Promise<RenderedPage>;
}

/**
 * The web build's server bundle, or null when the build has none (a build of the browser's part only, the API's
 * tests): the pages are then rendered by the browser. An ES module, loaded by `import()` (which the CommonJS
 * output of tsc keeps as it is, module node20); a bundle that does not export what this server calls is an error.
 */
export async function loadServerRenderer(webDir: string): Promise<ServerRenderer | null> {
  const file = path.resolve(webDir, SERVER_BUNDLE);
  if (!existsSync(file)) return null;
  const loaded: unknown = await import(file);
  if (!isServerRenderer(loaded)) throw new Error(`${file} does not export renderPage and the page's element ids`);
  return loaded;
}

function isServerRenderer(value: unknown): value is ServerRenderer {
  const module = value as Partial<ServerRenderer> | null;
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof module.renderPage === 'function' &&
    typeof module.PAGE_STATE_ELEMENT_ID === 'string' &&
    typeof module.PAGE_MODULES_ELEMENT_ID === 'string'
  );
}

/** A page left to the browser after this long (a query that never answers, a render that loops). */
export const RENDER_TIMEOUT_MS = 5_000;

/**
 * A page rendered for one request: React's preloads for the head, the HTML for the root element, the data block
 * for the end of the body.
 */
export interface ServerRenderedPage {
  readonly headHtml: string;
  readonly rootHtml: string;
  readonly endOfBody: string;
  readonly modulesTemplateId: string;
  /**
   * Every operation it ran was a query of the response cache's allow-listed catalogue fields, or the session's
   * `me`: rendered without a session, it depends on nothing but its address, the catalogue and the date.
   */
  readonly catalogueOnly: boolean;
}

/**
 * Renders a page for one request, or says why not (null, logged by the caller). GraphQL runs in this process:
 * each operation goes through Apollo Server's own pipeline (validation, GraphQL Armor's limits, plugins) with
 * one context for the whole page, made from the request as /graphql makes it (its session cookie is its viewer),
 * so the page costs the statements its queries cost, their DataLoaders shared.
 */
export function createPageRendering(deps: {
  readonly renderer: ServerRenderer;
  readonly apollo: ApolloServer<GraphQLContext>;
  readonly createContext: (req: Request, res: Response) => Promise<GraphQLContext>;
  /** The store's own origin (the router wants an absolute URL; only its path and query are read). */
  readonly origin: () => string;
  /**
   * The kept catalogue answers (ADR 0008): a page's catalogue queries are answered from them for anyone but the
   * admin, a signed-in shopper too (absent: every query runs).
   */
  readonly keptAnswers?: Pick<ResponseCache, 'inProcess'>;
}) {
  const { renderer, apollo } = deps;
  return async function renderForRequest(
    req: Request,
    res: Response,
  ): Promise<ServerRenderedPage | { failed: string }> {
    const contextValue = await deps.createContext(req, res);
    let catalogueOnly = true;
    const run = async (operation: PageOperation): Promise<PageOperationAnswer> => {
      const response = await apollo.executeOperation(
        { query: operation.query, variables: operation.variables, operationName: operation.operationName },
        { contextValue },
      );
      if (response.body.kind !== 'single') return { errors: [{ message: 'incremental delivery is not rendered' }] };
      return response.body.singleResult;
    };
    const keptAnswers = readsCatalogueAsGuest(contextValue.viewer) ? deps.keptAnswers : undefined;
    const execute = async (operation: PageOperation): Promise<PageOperationAnswer> => {
      const fields = rootFieldsOf(operation.query);
      if (!fields.every((field) => PAGE_CACHEABLE_FIELDS.has(field))) catalogueOnly = false;
      return keptAnswers && fields.every((field) => CACHEABLE_ROOT_FIELDS.has(field))
        ? keptAnswers.inProcess(operation, () => run(operation))
        : run(operation);
    };
    const rendered = await withTimeout(RENDER_TIMEOUT_MS, (signal) =>
      // Rendered as it is kept: without the tracking parameters, which no page reads.
      renderer.renderPage({ url: `${deps.origin()}${pageAddress(req.originalUrl)}`, execute, signal }),
    );
    if (!rendered.ok) return { failed: rendered.reason };
    return {
      headHtml: rendered.head,
      rootHtml: rendered.html,
      endOfBody: `<script type="application/json" id="${renderer.PAGE_STATE_ELEMENT_ID}">${jsonForScript(rendered.state)}</script>`,
      modulesTemplateId: renderer.PAGE_MODULES_ELEMENT_ID,
      catalogueOnly,
    };
  };
}

/**
 * `work` with a signal that aborts after `ms`, and nothing left behind once it ends. Not AbortSignal.timeout:
 * node keeps a timeout signal that has listeners until it fires, and React's render leaves its listener on the
 * signal, so every page rendered stayed in memory (its React tree, its Apollo cache, every answer) for the whole
 * timeout after it was sent — 200 pages in a burst, enough to run the heap out.
 */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no page after ${ms} ms`)), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** The root fields of each document the pages send (a few dozen, always the same: the app's own). */
const rootFieldsByQuery = new LRUCache<string, readonly string[]>({ max: 500 });
const PAGE_CACHEABLE_FIELDS: ReadonlySet<string> = new Set([...CACHEABLE_ROOT_FIELDS, 'me']);

/**
 * The root fields of a page's query, '(not a query)' or '(fragment)' for what is not a field of a query, or
 * '(unparsable)': compared with the allow-list of catalogue fields (response-cache.ts) and the session's `me`.
 */
function rootFieldsOf(query: string): readonly string[] {
  let fields = rootFieldsByQuery.get(query);
  if (!fields) {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return ['(unparsable)'];
    }
    fields = document.definitions.flatMap((definition) =>
      definition.kind !== 'OperationDefinition'
        ? []
        : definition.operation !== 'query'
          ? ['(not a query)']
          : definition.selectionSet.selections.map((selection) =>
              selection.kind === 'Field' ? selection.name.value : '(fragment)',
            ),
    );
    rootFieldsByQuery.set(query, fields);
  }
  return fields;
}
