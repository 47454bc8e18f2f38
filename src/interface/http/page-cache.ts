import type { Request } from 'express';
import type { Clock } from '../../application/ports/clock';
import { CatalogueAnswerCache, type CatalogueChanges } from './catalogue-answer-cache';
import { compressedAnswerSize, type CompressedAnswer } from './compressed-answer';
import { pageAddress } from './storefront-routes';

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The HTML of server-rendered pages as anonymous visitors get them, kept in this process under the same rules
 * and signals as the GET /graphql response cache (CatalogueAnswerCache: keyed by the date in Lima, cleared on
 * every committed catalogue change any process makes, when the listening connection drops or returns and after
 * an admin's mutation here; never kept across a change; nothing served or kept while changes are not heard).
 *
 * Only what depends on nothing but the address, the catalogue tables and the date may be kept: the caller keeps
 * the pages rendered without a session, answered 200, whose rendering ran no query outside the response cache's
 * allow-list (server-rendering.ts renders the stories in the browser for that reason). Keyed by the address (path
 * and query string, without the tracking parameters of shared links: pageAddress), so a catalogue page's sort and
 * page each have their own entry.
 */
export class PageCache {
  private readonly pages: CatalogueAnswerCache<CompressedAnswer>;

  constructor(options: { readonly clock: Clock; readonly changes: CatalogueChanges; readonly maxBytes?: number }) {
    this.pages = new CatalogueAnswerCache<CompressedAnswer>({
      clock: options.clock,
      changes: options.changes,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeOf: compressedAnswerSize,
    });
  }

  /** The key of a request's page today (computed once per request, for reading and keeping). */
  keyOf(req: Request): string {
    return this.datedKey(pageAddress(req.originalUrl));
  }

  /** The key of an address's answer today, for an answer kept whatever its query string (the sitemap). */
  datedKey(address: string): string {
    return this.pages.datedKey(address);
  }

  get(key: string): CompressedAnswer | undefined {
    return this.pages.get(key);
  }

  /** Bumped by every clear: read it before rendering, hand it to {@link keep}. */
  get generation(): number {
    return this.pages.generation;
  }

  /** Keeps a page unless a change was heard since `generationAtStart` (it may show the catalogue before it). */
  keep(key: string, page: CompressedAnswer, generationAtStart: number): boolean {
    return this.pages.keepIfUnchanged(key, page, generationAtStart);
  }

  /** Forgets every page. */
  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  close(): void {
    this.pages.close();
  }

  /** Apollo plugin: an admin's mutation clears the pages before its answer leaves. */
  plugin() {
    return this.pages.plugin();
  }
}
