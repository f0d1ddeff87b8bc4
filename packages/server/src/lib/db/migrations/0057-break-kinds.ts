/**
 * Time-outs and self-exclusions (modules/self-exclusion/README.md). `exclusion_kind`
 * says which one the account's break is, so that its end can be told apart: a time-out
 * ends by itself, a self-exclusion keeps the account closed until the player confirms,
 * and `reopens_at` is the end of the cooling-off that follows the confirmation.
 *
 * Breaks running now get a kind. A break chosen through a link runs from the link's use;
 * one reaching more than 60 days past it (past the longest time-out, 6 weeks, and the
 * old month) was a self-exclusion. One with no link behind it (started by support) is
 * judged from now, which errs on the side of a self-exclusion. Breaks already over are
 * left as they ended, open.
 */
export const sql = `
ALTER TABLE users ADD COLUMN exclusion_kind text CHECK (exclusion_kind IN ('time-out', 'self-exclusion'));
ALTER TABLE users ADD COLUMN reopens_at timestamptz;
UPDATE users SET exclusion_kind = 'self-exclusion' WHERE excluded_permanently;
UPDATE users u SET exclusion_kind = CASE
    WHEN u.excluded_until > coalesce(
      (SELECT max(r.used_at) FROM exclusion_requests r WHERE r.user_id = u.id),
      now()
    ) + interval '60 days' THEN 'self-exclusion'
    ELSE 'time-out'
  END
  WHERE NOT u.excluded_permanently AND u.excluded_until > now();
`;
