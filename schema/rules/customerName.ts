/**
 * Spec 001 §5: the order form's customer name is split on spaces into first, middle and last name,
 * from the first three words only (a fourth word and beyond are dropped, as the old client did).
 */
export function splitCustomerName(name: string): {
  firstName: string;
  middleName: string | null;
  lastName: string | null;
} {
  const [first = '', middle, last] = name.trim().split(/\s+/);
  return { firstName: first, middleName: middle ?? null, lastName: last ?? null };
}
