-- Roles (issue 39): what each member of staff may do (schema/rules/access.ts), whether they may sign in, and when they
-- last did. A role is given at first sign-in (ADMIN_EMAILS, else DEFAULT_STAFF_ROLE) and changed on the Staff screen.
ALTER TABLE staff
  ADD COLUMN role text CHECK (role IN ('ADMIN', 'SALES', 'WAREHOUSE', 'CONTENT', 'FINANCE', 'DEVELOPER')),
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN last_sign_in_at timestamptz;
-- Disabling someone ends every session of theirs.
CREATE INDEX sessions_staff_id ON sessions (staff_id);
