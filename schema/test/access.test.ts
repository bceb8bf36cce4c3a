import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { StaffRole } from '../generated/enums';
import {
  ACCESS_AREA_LABELS,
  ACCESS_AREAS,
  forbiddenMessage,
  mayRead,
  mayWrite,
  MUTATION_RULES,
  PRESET_LIST_AREAS,
  ROLE_ACCESS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
} from '../rules/access';
import { EXPORT_MAX_VALUES } from '../rules/exportFormats';
import { PRESET_LISTS } from '../rules/listPreset';
import { lastAdminProblem } from '../rules/staff';

/** The matrix as docs/roles.md shows it: a row per area, a column per role. */
function matrixTable(): string {
  const cell = (role: StaffRole, area: (typeof ACCESS_AREAS)[number]) =>
    mayWrite(role, area) ? 'read, write' : mayRead(role, area) ? 'read' : '—';
  const header = `| Area | ${STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role]).join(' | ')} |`;
  const rule = `| --- |${STAFF_ROLES.map(() => ' --- |').join('')}`;
  const rows = ACCESS_AREAS.map(
    (area) => `| ${ACCESS_AREA_LABELS[area]} | ${STAFF_ROLES.map((role) => cell(role, area)).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

describe('roles (issue 39)', () => {
  it('are shown in docs/roles.md as the declaration says (paste the expected table there when it changes)', () => {
    const doc = readFileSync(new URL('../../docs/roles.md', import.meta.url), 'utf8');
    const shown = /<!-- matrix -->\n([\s\S]*?)\n<!-- \/matrix -->/.exec(doc)?.[1];
    expect(shown).toBe(matrixTable());
  });

  it('let every role write only what it reads, and Admin and Developer read everything', () => {
    for (const role of STAFF_ROLES)
      for (const area of ACCESS_AREAS)
        if (mayWrite(role, area)) expect(mayRead(role, area), `${role} ${area}`).toBe(true);
    expect(ROLE_ACCESS[StaffRole.Admin].reads).toBe('all');
    expect(ROLE_ACCESS[StaffRole.Developer]).toEqual({ reads: 'all', writes: [], explores: true });
  });

  it("name every mutation in words the CSV export takes in one column (the Activity screen's operations)", () => {
    expect(Object.keys(MUTATION_RULES).length).toBeLessThanOrEqual(EXPORT_MAX_VALUES);
  });

  it('give presets the rule of every list they are kept for', () => {
    expect(Object.keys(PRESET_LIST_AREAS).sort()).toEqual([...PRESET_LISTS].sort());
  });

  it('name the roles that may, or say to ask an admin for one', () => {
    expect(forbiddenMessage('updateOrder', { kind: 'writes', areas: ['orders'] }, StaffRole.Warehouse)).toBe(
      'updateOrder needs the role Admin or Sales (you are Warehouse): ask an admin if you need it.',
    );
    expect(forbiddenMessage('correctStock', { kind: 'writes', areas: ['stock'] }, StaffRole.Sales)).toBe(
      'correctStock needs the role Admin or Warehouse (you are Sales): ask an admin if you need it.',
    );
    expect(forbiddenMessage('orders', { kind: 'reads', area: 'orders' }, null)).toBe(
      'You have no role in the back office yet: ask an admin to give you one.',
    );
  });

  it('keep one active admin', () => {
    const admin = { role: StaffRole.Admin, active: true };
    expect(lastAdminProblem(admin, { role: StaffRole.Sales, active: true }, 0)?.field).toBe('role');
    expect(lastAdminProblem(admin, { role: StaffRole.Admin, active: false }, 0)?.field).toBe('active');
    expect(lastAdminProblem(admin, { role: null, active: true }, 1)).toBeUndefined();
    expect(lastAdminProblem({ role: StaffRole.Sales, active: true }, { role: null, active: false }, 0)).toBeUndefined();
  });
});
