// Who may give which privileges. Everyone gives only privileges they hold themselves, in a role
// or by assigning a role, so nobody climbs past what they were given. Client administrators set
// up the organisations they serve (each new one starts with an Administrator role holding all
// fourteen), so there they give any; in their own organisation they too give only what they hold.

export interface Granter {
  orgId: number;
  administersClients: boolean;
}

/** Of `given`, the privileges `granter`, holding `held`, may not give in organisation `orgId`. */
export function notYoursToGrant(
  granter: Granter,
  held: readonly number[],
  orgId: number | null,
  given: readonly number[],
): number[] {
  if (granter.administersClients && orgId !== granter.orgId) return [];
  return given.filter((privilege) => !held.includes(privilege));
}
