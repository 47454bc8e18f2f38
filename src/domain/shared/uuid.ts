const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from clients are strings; anything that is not a UUID (products, brands, categories…) cannot exist. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
