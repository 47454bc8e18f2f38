/**
 * What keeps two answers showing one entity in step (what Apollo's normalized cache did for the storefront):
 * an object with a `__typename` and an `id` is an entity; a fresher copy of it, from any answer, is merged into
 * every kept answer holding it, field by field, so an order pushed live or polled updates each list showing it.
 */

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const identityOf = (value: Plain): string | undefined =>
  typeof value['__typename'] === 'string' && (typeof value['id'] === 'string' || typeof value['id'] === 'number')
    ? `${value['__typename']}:${String(value['id'])}`
    : undefined;

/** Every entity in `tree`, by type and id (a later copy of the same entity merged over an earlier one). */
export function entitiesIn(tree: unknown, into = new Map<string, Plain>()): Map<string, Plain> {
  if (Array.isArray(tree)) {
    for (const item of tree) entitiesIn(item, into);
  } else if (isPlain(tree)) {
    for (const value of Object.values(tree)) entitiesIn(value, into);
    const identity = identityOf(tree);
    if (identity) into.set(identity, merge(into.get(identity), tree) as Plain);
  }
  return into;
}

/**
 * `tree` with each entity of `fresh` merged in; the same object when nothing changed, so a kept answer that
 * does not hold them is left alone (and its readers do not render again).
 */
export function withEntities(tree: unknown, fresh: ReadonlyMap<string, Plain>): unknown {
  if (Array.isArray(tree)) {
    let changed = false;
    const items = tree.map((item: unknown) => {
      const next = withEntities(item, fresh);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : tree;
  }
  if (!isPlain(tree)) return tree;
  let changed = false;
  const next: Plain = {};
  for (const [key, value] of Object.entries(tree)) {
    const inner = withEntities(value, fresh);
    if (inner !== value) changed = true;
    next[key] = inner;
  }
  const identity = identityOf(tree);
  const update = identity ? fresh.get(identity) : undefined;
  const base = changed ? next : tree;
  if (!update) return base;
  const merged = merge(base, update);
  return sameJson(merged, base) ? base : merged;
}

/**
 * `fresh` over `old`: objects merged key by key (a selection with fewer fields keeps the others), arrays taken
 * from `fresh` with each entity merged over the same entity of `old`, anything else from `fresh`.
 */
function merge(old: unknown, fresh: unknown): unknown {
  if (isPlain(old) && isPlain(fresh)) {
    const oldIdentity = identityOf(old);
    const freshIdentity = identityOf(fresh);
    if (oldIdentity && freshIdentity && oldIdentity !== freshIdentity) return fresh;
    const result: Plain = { ...old };
    for (const [key, value] of Object.entries(fresh)) result[key] = merge(old[key], value);
    return result;
  }
  if (Array.isArray(old) && Array.isArray(fresh)) {
    const previous = new Map<string, Plain>();
    for (const item of old) {
      const identity = isPlain(item) ? identityOf(item) : undefined;
      if (identity) previous.set(identity, item as Plain);
    }
    return fresh.map((item: unknown) => {
      const identity = isPlain(item) ? identityOf(item) : undefined;
      return identity && previous.has(identity) ? merge(previous.get(identity), item) : item;
    });
  }
  return fresh;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
