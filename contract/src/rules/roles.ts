/** The academy's roles, by name, and their ids in the database's `roles` table (migration 001). */
export const ROLES = ['student', 'facilitator', 'admin'] as const;

export type RoleName = (typeof ROLES)[number];

export const ROLE_IDS = { student: 1, facilitator: 2, admin: 3 } as const satisfies Record<RoleName, number>;

/** Whether `value` names one of the academy's roles. */
export function isRoleName(value: unknown): value is RoleName {
  return (ROLES as readonly unknown[]).includes(value);
}
