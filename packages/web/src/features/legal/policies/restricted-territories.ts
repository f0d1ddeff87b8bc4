import { countryName, RESTRICTED_TERRITORIES } from '@ante/core';

/** Sub-national codes have no name in `Intl.DisplayNames`, so the few the list uses are named here. */
const REGION_NAMES: Record<string, string> = {
  'CA-ON': 'Ontario (Canada)',
};

/** The Terms' section that lists the restricted territories. */
export const RESTRICTED_SECTION_ID = 'restricted-territories';

/** A region without a name of its own reads as its code and its country: "BR-SP (Brazil)". */
function territoryName(code: string): string {
  const known = REGION_NAMES[code];
  if (known) return known;
  return code.includes('-') ? `${code} (${countryName(code.slice(0, 2))})` : countryName(code);
}

/**
 * The restricted territories as the Terms list them, taken from the same list the
 * server enforces so the two cannot drift apart: the built-in codes, plus the ones
 * the operator adds (RESTRICTED_TERRITORIES, from the site configuration). A code
 * already covered by a shorter listed code (UA-43 by UA) adds nothing for a reader
 * and is left out, as is a repeated one.
 */
export function restrictedTerritoryNames(extraCodes: readonly string[] = []): string[] {
  const codes = [...new Set([...RESTRICTED_TERRITORIES, ...extraCodes])];
  const covered = (code: string) => codes.some((other) => other !== code && code.startsWith(`${other}-`));
  return codes
    .filter((code) => !covered(code))
    .map(territoryName)
    .sort((a, b) => a.localeCompare(b, 'en'));
}
