import { z } from 'zod';

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  restricted: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

export const allowRegisterResponseSchema = z.object({
  allowed: z.boolean(),
  /** The visitor's country as the trusted edge reported it, or null when unknown. */
  country: z.string().nullable(),
});
export type AllowRegisterResponse = z.infer<typeof allowRegisterResponseSchema>;
