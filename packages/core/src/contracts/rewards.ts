import { z } from 'zod';

/** POST /rewards/stats/privacy: play privately (the name is hidden in public bet feeds) or not. */
export const privacyRequestSchema = z.strictObject({
  private: z.boolean({ error: 'private must be true or false' }),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export type PrivacyResponse = { private: boolean };
