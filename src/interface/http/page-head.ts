import { escapeHtml, jsonForScript } from './html';

/** What a page says about itself before any JavaScript runs: for search engines and link previews. */
export interface PageHead {
  /** The tab title, e.g. 'Rosa Nocturna — Esencia'. */
  readonly title: string;
  readonly description: string;
  /** Absolute URL without query string; also og:url. */
  readonly canonicalUrl?: string;
  /** Not-found, private and redirecting pages stay out of search results. */
  readonly noindex?: boolean;
  /** Link previews (Open Graph and Twitter cards); absent for pages that are never shared. */
  readonly social?: {
    readonly type: 'website' | 'product';
    /** The bare name ('Rosa Nocturna'); the preview shows the site name beside it. */
    readonly title: string;
    /** Absolute URL of a JPEG or PNG (WhatsApp and Facebook do not show SVG). */
    readonly image?: string;
    /** Decimal price and currency (Open Graph product tags). */
    readonly price?: { readonly amount: string; readonly currency: 'PEN' };
  };
  /** The first image of the page, fetched with the HTML instead of after the app has rendered. */
  readonly preloadImage?: { readonly href: string; readonly srcset?: string; readonly sizes?: string };
  /** schema.org data (a JSON-LD data block: not executed, so the CSP's script-src does not apply to it). */
  readonly structuredData?: Record<string, unknown>;
  /**
   * The page's own JavaScript chunks beyond the entry's (URL paths such as `/assets/HomePage-abc.js`, from
   * route-assets.ts): fetched with the HTML instead of after the entry has run.
   */
  readonly preloadModules?: readonly string[];
  /** The CSS of those chunks (URL paths), loaded with the HTML too. */
  readonly stylesheets?: readonly string[];
}

export const SITE_NAME = 'Esencia';

/** The head tags of a page; every value is escaped, so a product named `</title><script>` stays text. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  if (head.social) {
    const { social } = head;
    tags.push(
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', 'es_PE'),
      meta('property', 'og:type', social.type),
      meta('property', 'og:title', social.title),
      meta('property', 'og:description', head.description),
    );
    if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
    if (social.image) tags.push(meta('property', 'og:image', social.image));
    if (social.price) {
      tags.push(
        meta('property', 'product:price:amount', social.price.amount),
        meta('property', 'product:price:currency', social.price.currency),
      );
    }
    tags.push(meta('name', 'twitter:card', social.image ? 'summary_large_image' : 'summary'));
  }
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    const responsive = srcset
      ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
      : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`);
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The links of the page's own chunks and CSS, written as Vite writes the entry's in web/dist/index.html (both
 * with `crossorigin`, as are the links its preload helper adds, so a preloaded file matches the request the app
 * makes for it). Vite's preload helper
 * (web/dist/assets/preload-helper-*.js) looks through the document's <link>s before adding one, by
 * resolved href: any link for a chunk, a rel="stylesheet" one for CSS. So when the lazy route loads, these
 * files are neither fetched nor linked twice. They go after the entry's own tags (AppShell puts them just
 * before </head>), where the helper would append them: the same CSS cascade order as a page loaded later. A page
 * that comes rendered has its modulepreloads in a template instead (`modulesTemplateId`, the server bundle's
 * PAGE_MODULES_ELEMENT_ID), fetched only after its first paint.
 */
export function renderAssetLinks(
  head: Pick<PageHead, 'preloadModules' | 'stylesheets'>,
  { modulesTemplateId }: { readonly modulesTemplateId?: string | undefined } = {},
): string {
  const modules = (head.preloadModules ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
  );
  const stylesheets = (head.stylesheets ?? []).map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
  );
  if (modulesTemplateId !== undefined && modules.length > 0) {
    // Inert until web/src/main.tsx moves them into the head, once the page's first picture is painted.
    modules.splice(0, modules.length, `<template id="${escapeHtml(modulesTemplateId)}">${modules.join('')}</template>`);
  }
  return [...modules, ...stylesheets].join('\n    ');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** Where the page's head goes in web/index.html (kept by the build). Without it, just before </head>. */
export const HEAD_MARKER = '<!--esencia:head-->';

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["']\s+content=["']([^"']*)["'][^>]*>/i;

/** The entry's module script and modulepreload links, as Vite writes them into the built index.html. */
const SCRIPT_TAG = /<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The app's root element in web/index.html, where a page rendered on the server goes. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** What a page carries beyond its head tags: a server-rendered app, and safe HTML for the end of the body. */
export interface PageBody {
  /** Already safe HTML for the head, after the page's own tags (a server-rendered app's preloads). */
  readonly headHtml?: string;
  /** The app as the server rendered it, inside the root element (the browser hydrates it). */
  readonly rootHtml?: string;
  /** Already safe HTML (the page's data block) just before </body>, after the root element. */
  readonly endOfBody?: string;
  /**
   * The id of the `<template>` that holds a rendered page's modulepreloads until web/src/main.tsx starts the app
   * (the server bundle's PAGE_MODULES_ELEMENT_ID, like the data block's id).
   */
  readonly modulesTemplateId?: string;
}

/**
 * The built index.html, ready to receive a head and a body per request: its own <title> and description are
 * taken out (and kept as the defaults), and the rest is split at the marker, at the end of the head, inside
 * the root element and at </body> once, at start-up.
 */
export class AppShell {
  private readonly before: string;
  /** From the marker to the end of the head's last tag (the entry's script, modulepreloads and CSS). */
  private readonly headRest: string;
  /** The same with the entry's script and modulepreloads fetched after the content (a server-rendered page). */
  private readonly headRestScriptsAfterContent: string;
  /** From there (the blank before </head>) to the inside of the root element (all of it without one). */
  private readonly middle: string;
  /** From the end of the root element's content to </body> ('' without a root element). */
  private readonly afterRoot: string;
  private readonly after: string;
  /** The built page's own title and description, for pages that say nothing more specific. */
  readonly defaults: { readonly title: string; readonly description: string };
  /** Whether the page has the empty root element a server-rendered app goes into. */
  readonly hasRoot: boolean;

  constructor(indexHtml: string) {
    this.defaults = {
      title: decodeEntities(TITLE.exec(indexHtml)?.[1]?.trim() ?? SITE_NAME),
      description: decodeEntities(DESCRIPTION.exec(indexHtml)?.[1] ?? ''),
    };
    const html = withoutLine(withoutLine(indexHtml, TITLE), DESCRIPTION);
    const marker = html.indexOf(HEAD_MARKER);
    const at = marker !== -1 ? marker : html.search(/<\/head>/i);
    if (at === -1) throw new Error('index.html has no </head>');
    this.before = html.slice(0, at);
    const rest = html.slice(marker !== -1 ? at + HEAD_MARKER.length : at);
    const bodyEnd = rest.search(/<\/body>(?![\s\S]*<\/body>)/i);
    const untilBodyEnd = bodyEnd !== -1 ? rest.slice(0, bodyEnd) : rest;
    this.after = bodyEnd !== -1 ? rest.slice(bodyEnd) : '';
    const headEnd = Math.max(untilBodyEnd.search(/\s*<\/head>/i), 0);
    this.headRest = untilBodyEnd.slice(0, headEnd);
    this.headRestScriptsAfterContent = this.headRest.replace(SCRIPT_TAG, (tag) =>
      /\bfetchpriority=/i.test(tag) ? tag : tag.replace(/\s*\/?>$/, ' fetchpriority="low">'),
    );
    const body = untilBodyEnd.slice(headEnd);
    const root = body.indexOf(ROOT_ELEMENT);
    this.hasRoot = root !== -1;
    const inside = root + ROOT_ELEMENT.length - '</div>'.length;
    this.middle = this.hasRoot ? body.slice(0, inside) : body;
    this.afterRoot = this.hasRoot ? body.slice(inside) : '';
  }

  /**
   * The page: `head` at the marker with `headHtml` after it (its chunks and CSS at the end of the head, after the
   * entry's), the server's rendering of the app in the root element and `endOfBody` just before </body>, where
   * the app's deferred module finds it.
   *
   * A page that comes rendered is painted from its HTML and CSS alone: its scripts only hydrate it. Its entry (a
   * few hundred bytes) is fetched with a low priority and asks for the app only once the page's first picture is
   * painted, from the modulepreloads left in a template (renderAssetLinks, web/src/main.tsx): on a slow
   * connection the 150 KiB vendor chunk never shares the first bytes with the CSS and pictures, and Lighthouse's
   * simulated LCP, which counts every script downloaded before the observed LCP, counts none of the app's. A page
   * the browser renders needs its scripts first: modulepreloads in the head, default priority.
   */
  render(head: PageHead, { headHtml = '', rootHtml = '', endOfBody = '', modulesTemplateId }: PageBody = {}): string {
    const rendered = this.hasRoot && rootHtml !== '';
    const links = renderAssetLinks(head, { modulesTemplateId: rendered ? modulesTemplateId : undefined });
    const assets = links ? `\n    ${links}` : '';
    const root = this.hasRoot ? rootHtml : '';
    const preloads = this.hasRoot && headHtml ? `\n    ${headHtml}` : '';
    const headRest = rendered ? this.headRestScriptsAfterContent : this.headRest;
    return `${this.before}${renderHead(head)}${preloads}${headRest}${assets}${this.middle}${root}${this.afterRoot}${endOfBody}${this.after}`;
  }
}

/** The HTML without the first match of `tag`, and without the line it leaves empty. */
function withoutLine(html: string, tag: RegExp): string {
  return html.replace(new RegExp(`(?:\\n[ \\t]*)?${tag.source}`, 'i'), '');
}

/** The few entities a built <title> or meta may carry. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
