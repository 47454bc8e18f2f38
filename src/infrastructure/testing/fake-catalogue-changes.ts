import type { CatalogueChangeEvent } from '../events/pg-catalogue-change-listener';

/**
 * A catalogue change feed a test drives (in place of PgCatalogueChangeListener): it says whether changes are heard
 * and announces them itself, so the order of a read, a write and its notification is the test's.
 */
export class FakeCatalogueChanges {
  listening = true;
  private readonly watchers = new Set<(event: CatalogueChangeEvent) => void>();

  watch(watcher: (event: CatalogueChangeEvent) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  emit(event: CatalogueChangeEvent): void {
    if (event !== 'changed') this.listening = event === 'connected';
    for (const watcher of this.watchers) watcher(event);
  }
}
