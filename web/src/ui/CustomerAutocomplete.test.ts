import { describe, expect, it } from 'vitest';

import { customerOption } from './CustomerAutocomplete';

describe('a customer as the picker offers it', () => {
  it('shows the person, the business when there is one, and the id', () => {
    expect(customerOption({ id: '9', fullName: 'Siti Nur Aisyah', companyName: 'Toko Sumber Rejeki' }).label).toBe(
      'Siti Nur Aisyah - Toko Sumber Rejeki (#9)',
    );
    expect(customerOption({ id: '4', fullName: 'Budi Santoso', companyName: null })).toEqual({
      id: '4',
      label: 'Budi Santoso (#4)',
    });
  });
});
