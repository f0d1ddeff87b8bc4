import { countryName, RESTRICTED_TERRITORIES } from '@ante/core';

/** Sub-national codes have no name in `Intl.DisplayNames`, so the few the list uses are named here. */
const REGION_NAMES: Record<string, string> = {
  'CA-ON': 'Ontario (Canada)',
};

/**
 * The restricted territories as the Terms list them, taken from the same list the
 * server enforces so the two cannot drift apart. A code already covered by a shorter
 * listed code (UA-43 by UA) adds nothing for a reader and is left out.
 */
export function restrictedTerritoryNames(codes: readonly string[] = RESTRICTED_TERRITORIES): string[] {
  const covered = (code: string) => codes.some((other) => other !== code && code.startsWith(`${other}-`));
  return codes
    .filter((code) => !covered(code))
    .map((code) => REGION_NAMES[code] ?? countryName(code))
    .sort((a, b) => a.localeCompare(b, 'en'));
}
