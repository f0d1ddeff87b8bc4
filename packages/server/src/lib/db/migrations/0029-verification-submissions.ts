/**
 * Verification levels 1 to 4 (modules/verification): each submission of a level by a
 * player, its answers (`data`: level 1's personal details, level 4's questionnaire),
 * the documents it carries (`files`: a slot name, the store's random key, the type
 * read from the file's bytes, its size) and the review. A level has at most one
 * submission that is pending or approved, so two uploads at once cannot both wait for
 * review and a level is approved once; a rejected one stays as history and the level
 * can be sent again. `users.kyc_complete` and `users.kyc_pending` follow these rows.
 */
export const sql = `
CREATE TABLE verification_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 4),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  data jsonb,
  files jsonb NOT NULL DEFAULT '[]'::jsonb,
  reviewer_id uuid REFERENCES users(id),
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
CREATE UNIQUE INDEX verification_submissions_open_key
  ON verification_submissions (user_id, level) WHERE status IN ('pending', 'approved');
CREATE INDEX verification_submissions_user_idx ON verification_submissions (user_id, level, created_at);
CREATE INDEX verification_submissions_pending_idx
  ON verification_submissions (created_at) WHERE status = 'pending';
`;
