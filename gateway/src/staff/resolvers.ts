import { staffMemberInputRules } from '@backoffice/schema/rules/staff';

import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { toStaffMember } from './map';
import { listStaff, updateStaff } from './store';

const HOUR_MS = 3_600_000;

// Staff and their roles are the gateway's own (issue 39): the company's REST API knows nothing of them.
export const staffResolvers: Resolvers = {
  Query: {
    async staffMembers(_parent, { search, page, perPage }, context) {
      const { rows, count } = await listPage('staff list', { page, perPage }, (paging) =>
        listStaff(context.store, search ?? undefined, paging),
      );
      return { rows: rows.map(toStaffMember), totalCount: count };
    },
  },
  Mutation: {
    async updateStaffMember(_parent, { id, input }, context) {
      const change = validateInput(staffMemberInputRules, input);
      const refusedUntil = new Date(Date.now() + context.sessionTtlHours * HOUR_MS);
      const { staff, before, endedSessions } = await updateStaff(context.store, Number(id), change, refusedUntil);
      context.history.before({ role: before.role, active: before.active });
      // This replica refuses them at once; the others ask the store about every request (auth/liveSessions.ts).
      context.liveSessions.ended(endedSessions);
      context.liveSessions.staffChanged();
      return toStaffMember(staff);
    },
  },
};
