/** The room a player is in: their stored choice while it is still offered, else the first room. */
export function resolveRegion(stored: string, regions: readonly string[]): string {
  if (regions.includes(stored)) return stored;
  return regions[0] ?? stored;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A room's name for the picker: the language its code names ("de" is German), else the code. */
export function regionName(region: string): string {
  try {
    const name = LANGUAGE_NAMES.of(region);
    return name && name !== region ? name : region.toUpperCase();
  } catch {
    return region.toUpperCase();
  }
}
