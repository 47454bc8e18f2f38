import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

const WEB_SRC = path.resolve(__dirname, '../../../web/src');

/**
 * Every document the web app was generated with (storefront and admin: each `*.generated.ts` of web/src, npm run
 * codegen), by export name (`SessionDocument`, `AdminOrdersDocument`…), parsed, with the fragments it spreads.
 */
export function webDocuments(): [name: string, document: DocumentNode][] {
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.generated.ts'),
  );
  return files.flatMap((file) =>
    // Found on disk at run time, and needed while the tests are being listed (it.each): a synchronous require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Object.entries(require(path.join(WEB_SRC, file)) as Record<string, unknown>).flatMap(([name, value]) =>
      name.endsWith('Document') && (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT
        ? [[name, value as DocumentNode] as [string, DocumentNode]]
        : [],
    ),
  );
}

/** The operation a document defines (each generated document defines one). */
export function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('El documento no define una operación');
  return operation;
}
