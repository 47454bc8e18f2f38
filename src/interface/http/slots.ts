/**
 * At most `atOnce` pieces of work running and `waiting` in line; `run` answers null at once when both are full,
 * for the caller to do without. What the storefront's pages use to bound the memory a burst of them holds
 * (storefront-page-handler.ts). Written here rather than taken from a queue library: the refusal when the line is
 * full is the point, and it is these few lines.
 */
export class Slots {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running < this.atOnce) this.running++;
    else if (this.line.length < this.waiting) await new Promise<void>((resolve) => this.line.push(resolve));
    else return null;
    try {
      return await work();
    } finally {
      // The slot passes to the first in line, or is freed.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Work running and waiting now. */
  get busy(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }
}
