/**
 * Territories where the casino may not take players (docs/regions.md). A code is
 * blocked when it starts with a listed code, so `US` also blocks `US-NY` and `UA-43`
 * is covered by `UA`; both are kept because regulators list both.
 */
export const RESTRICTED_TERRITORIES: readonly string[] = [
  'AS',
  'AU',
  'AW',
  'BQ',
  'CA-ON',
  'CW',
  'CY',
  'ES',
  'FR',
  'GB',
  'GR',
  'GU',
  'IR',
  'KP',
  'LT',
  'MA',
  'MF',
  'MP',
  'NL',
  'PR',
  'SX',
  'UA',
  'UA-43',
  'US',
  'VI',
];

/** Normalises a region code (`us-ny`, ` GB `) to the upper-case form the list uses. */
export function normalizeRegionCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Parses the operator's extra list (`RESTRICTED_TERRITORIES`, comma separated) into
 * codes; blanks are dropped and anything that is not a region code is rejected so a
 * typo is caught at start rather than silently allowing a territory.
 */
export function parseTerritoryList(value: string): string[] {
  const codes = value
    .split(',')
    .map(normalizeRegionCode)
    .filter((code) => code.length > 0);
  for (const code of codes) {
    if (!/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(code)) {
      throw new Error(`"${code}" is not a country or region code (expected e.g. DE or CA-QC)`);
    }
  }
  return codes;
}

/**
 * Whether a visitor or user from `code` is blocked. Unknown (null or empty) is
 * allowed: the trusted edge could not tell, and refusing would lock out everyone
 * when the header is missing.
 */
export function isRestrictedTerritory(
  code: string | null | undefined,
  extra: readonly string[] = [],
): boolean {
  if (!code) return false;
  const normalized = normalizeRegionCode(code);
  if (normalized === '' || normalized === 'XX' || normalized === 'T1') return false;
  return [...RESTRICTED_TERRITORIES, ...extra].some((listed) => normalized.startsWith(listed));
}
