import { Kind, type DocumentNode } from 'graphql';
import * as adminDocuments from '../../../web/src/admin/gql/graphql';
import * as storeDocuments from '../../../web/src/gql/graphql';
import { KNOWN_OPERATION_NAMES } from './known-operations';

/** The names of every operation the web app was generated with (the storefront's as text, the admin's parsed). */
const webOperationNames = [
  ...Object.values(storeDocuments).flatMap((value) =>
    value instanceof storeDocuments.TypedDocumentString
      ? [/^\s*(?:query|mutation|subscription) (\w+)/.exec(String(value))?.[1]].filter((name) => name !== undefined)
      : [],
  ),
  ...Object.values(adminDocuments)
    .filter((value): value is DocumentNode => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
    .flatMap((document) => document.definitions)
    .flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
    ),
];

describe('the operation names /metrics labels with', () => {
  it('are exactly the web app’s generated operations (run "npm run codegen" after changing them)', () => {
    expect(webOperationNames.length).toBeGreaterThan(60);
    expect([...KNOWN_OPERATION_NAMES]).toEqual([...new Set(webOperationNames)].sort());
  });
});
