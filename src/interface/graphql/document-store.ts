import type { DocumentStore } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Heap a parsed document takes per byte of its JSON: its nodes, their locations and the token list those keep
 * (a 1,000-token document measured 207 KB of heap for 58 KB of JSON).
 */
const HEAP_PER_JSON_BYTE = 4;
/** The heap a parsed document takes, estimated from its JSON (at least 1, lru-cache's smallest size). */
export function documentHeap(document: DocumentNode): number {
  return Math.max(1, HEAP_PER_JSON_BYTE * Buffer.byteLength(JSON.stringify(document)));
}

/** The heap the parsed documents may take: the web's 84 operations need about 2 MiB of it. */
export const DOCUMENT_STORE_BYTES = 8 * 1024 * 1024;

/**
 * Apollo's cache of parsed and validated documents, sized by the heap they really take. Apollo's default counts
 * 30 MiB of their JSON, about 105 MiB of heap, which any client fills with distinct valid documents (the
 * process runs with a 160 MiB heap: it died of 'JavaScript heap out of memory'). The least recently used leave
 * first; a document that left is parsed and validated again when it comes back.
 */
export function documentStore(): DocumentStore {
  const documents = new LRUCache<string, DocumentNode>({
    maxSize: DOCUMENT_STORE_BYTES,
    sizeCalculation: documentHeap,
  });
  return {
    get: async (key) => documents.get(key),
    set: async (key, document) => {
      documents.set(key, document);
    },
    delete: async (key) => documents.delete(key),
  };
}
