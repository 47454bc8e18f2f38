import pLimit from 'p-limit';

/**
 * The process's picture work (sharp decodes and encodes) one at a time, in arrival order. libvips's memory is
 * native, outside the heap limit, and each decode holds its picture: four 40-megapixel uploads at once (libuv's
 * four threads) took the RSS from 123 to 1,126 MiB, twenty one after the other from one address up to 1,224
 * (docs/operations.md). Uploads wait behind at most `waiting` others, each holding its file (5 MB at most);
 * past that they are refused as busy. Variants and copies the store makes itself always wait their turn.
 */
export class ImageWorkQueue {
  private readonly limit: pLimit.Limit;
  private readonly capacity: number;

  constructor(active: number, waiting: number) {
    this.limit = pLimit(active);
    this.capacity = active + waiting;
  }

  /** Runs the work in its turn; null, without running it, when `waiting` uploads already wait. */
  upload<T>(work: () => Promise<T>): Promise<T> | null {
    if (this.limit.activeCount + this.limit.pendingCount >= this.capacity) return null;
    return this.limit(work);
  }

  /** Runs the work in its turn, however long the queue. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.limit(work);
  }
}

/** One queue for the whole process: every SharpImageProcessor and SharpImageResizer shares it. */
export const IMAGE_WORK = new ImageWorkQueue(1, 8);
