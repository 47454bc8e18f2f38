import { operationOf, webDocuments } from '../testing/web-operations';
import { KNOWN_OPERATION_NAMES } from './known-operations';

/** The names of every operation the web app was generated with (storefront and admin). */
const webOperationNames = webDocuments().flatMap(([, document]) => {
  const name = operationOf(document).name?.value;
  return name ? [name] : [];
});

describe('the operation names /metrics labels with', () => {
  it('are exactly the web app’s generated operations (run "npm run codegen" after changing them)', () => {
    expect(webOperationNames.length).toBeGreaterThan(60);
    expect([...KNOWN_OPERATION_NAMES]).toEqual([...new Set(webOperationNames)].sort());
  });
});
