/** A record's value as a form's text field holds it: none is the empty field. */
export const fieldText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
