import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommonPasswords } from '../../application/ports/identity';

/** The shipped list (data/common-passwords/README.md says where it comes from and its licence). */
const LIST = path.join('data', 'common-passwords', 'top-100000.txt');

let loaded: SortedWords | null = null;

/**
 * The 100,000 most common breached passwords, in lower case, read once per
 * process from the repository's data folder (found upwards from this file, so
 * it works from src/ under ts-node and from dist/ alike). A missing list is a
 * broken install: start-up fails rather than accepting every password.
 */
export function commonPasswordList(): CommonPasswords {
  loaded ??= new SortedWords(
    readFileSync(findList(), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return loaded;
}

/**
 * Words kept as one sorted string and the offsets where each starts, looked up by binary search: 100,000 short
 * passwords take about 2 MiB so, against 6.3 MiB as a Set of 100,000 strings held for the process's whole
 * life (docs/performance.md, the RSS goal of issue 28). A lookup is 17 comparisons (a sign-up, a password change).
 */
export class SortedWords {
  private readonly text: string;
  /** Where word i starts in `text`; word i ends one character before word i + 1 starts. */
  private readonly starts: Uint32Array;

  constructor(words: readonly string[]) {
    const sorted = [...new Set(words)].sort();
    this.text = `${sorted.join('\n')}\n`;
    this.starts = new Uint32Array(sorted.length + 1);
    let offset = 0;
    for (const [i, word] of sorted.entries()) {
      this.starts[i] = offset;
      offset += word.length + 1;
    }
    this.starts[sorted.length] = offset;
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = this.text.slice(this.starts[middle]!, this.starts[middle + 1]! - 1);
      if (candidate === word) return true;
      if (candidate < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

function findList(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, LIST);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No se encontró la lista de contraseñas comunes (${LIST})`);
  }
}
