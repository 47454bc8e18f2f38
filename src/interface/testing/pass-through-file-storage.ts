import type { FileStorage } from '../../application/ports/file-storage';

/** A file storage that hands everything to another: a spec overrides the call it makes go wrong or wait. */
export class PassThroughFileStorage implements FileStorage {
  constructor(protected readonly storage: FileStorage) {}
  put(key: string, content: Buffer, contentType: string): Promise<void> {
    return this.storage.put(key, content, contentType);
  }
  get(key: string): ReturnType<FileStorage['get']> {
    return this.storage.get(key);
  }
  delete(key: string): Promise<void> {
    return this.storage.delete(key);
  }
  list(prefix: string): Promise<string[]> {
    return this.storage.list(prefix);
  }
  publicUrl(key: string): string {
    return this.storage.publicUrl(key);
  }
}
