// The accounts table's columns that name a person, as the identity, the admin's account list and
// the member look-up all show them.
export interface PersonRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  avatar_id: string | null;
}

export function toPerson(row: PersonRow): {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarId: string | null;
} {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarId: row.avatar_id,
  };
}
