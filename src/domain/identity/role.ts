/** Roles of a signed-in account. A guest has no account and no role. */
export type Role = 'user' | 'admin';

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Usuario',
  admin: 'Administrador',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
