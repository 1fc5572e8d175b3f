/** spec 1 §1: the full name is first and last joined with one space, or "User" when both are empty. */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  const name = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return name === '' ? 'User' : name;
}
