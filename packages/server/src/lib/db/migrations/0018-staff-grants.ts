/**
 * Staff rights (modules/staff): a role is given to an existing account only by the
 * operator (`npm run staff`) or by a member of staff, and every change is kept here:
 * whose role changed, from what to what, when, and by what (`cli`, or the staff
 * account that made it). Rows are never updated or deleted, so the table is the
 * history of who was staff when.
 */
export const sql = `
CREATE TABLE staff_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  action text NOT NULL CHECK (action IN ('grant', 'revoke')),
  role text NOT NULL CHECK (role IN ('user', 'support', 'admin')),
  previous_role text NOT NULL CHECK (previous_role IN ('user', 'support', 'admin')),
  source text NOT NULL CHECK (source IN ('cli', 'staff')),
  actor_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'staff') = (actor_user_id IS NOT NULL))
);
CREATE INDEX staff_grants_user_idx ON staff_grants (user_id, created_at);
`;
