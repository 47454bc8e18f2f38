import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommonPasswords } from '../../application/ports/identity';

/** The shipped list (data/common-passwords/README.md says where it comes from and its licence). */
const LIST = path.join('data', 'common-passwords', 'top-100000.txt');

let loaded: ReadonlySet<string> | null = null;

/**
 * The 100,000 most common breached passwords, in lower case, read once per
 * process from the repository's data folder (found upwards from this file, so
 * it works from src/ under ts-node and from dist/ alike). A missing list is a
 * broken install: start-up fails rather than accepting every password.
 */
export function commonPasswordList(): CommonPasswords {
  loaded ??= new Set(
    readFileSync(findList(), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return loaded;
}

function findList(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, LIST);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No se encontró la lista de contraseñas comunes (${LIST})`);
  }
}
