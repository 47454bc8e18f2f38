/**
 * The id of the `<script type="application/json">` in which the server inlines a storefront page's first
 * answers (src/interface/http/first-page-data.ts). The page's own element, so the web owns it; `npm run
 * codegen` (scripts/codegen/first-page-documents.cjs) copies it into the server's generated src/interface/http/first-page-documents.ts.
 */
export const FIRST_PAGE_DATA_ELEMENT_ID = 'esencia-first-data';
