/** Paths only for signed-in users (or admins); guests get the not-found page there. */
const PROTECTED_PATHS = [/^\/profile(\/|$)/, /^\/admin(\/|$)/];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((pattern) => pattern.test(pathname));
}
