import { describe, expect, it } from 'vitest';
import { isRestrictedTerritory, parseTerritoryList, RESTRICTED_TERRITORIES } from './restricted-territories';

describe('isRestrictedTerritory', () => {
  it('blocks every listed code', () => {
    for (const code of RESTRICTED_TERRITORIES) expect(isRestrictedTerritory(code)).toBe(true);
  });

  it('blocks codes that start with a listed code (the prefix rule)', () => {
    expect(isRestrictedTerritory('US-NY')).toBe(true);
    expect(isRestrictedTerritory('GB-SCT')).toBe(true);
    expect(isRestrictedTerritory('CA-ON')).toBe(true);
    expect(isRestrictedTerritory('UA-43')).toBe(true);
  });

  it('does not block a country whose subdivision alone is listed', () => {
    expect(isRestrictedTerritory('CA')).toBe(false);
    expect(isRestrictedTerritory('CA-QC')).toBe(false);
  });

  it('allows other countries, unknown and empty codes', () => {
    expect(isRestrictedTerritory('DE')).toBe(false);
    expect(isRestrictedTerritory('BR')).toBe(false);
    expect(isRestrictedTerritory(null)).toBe(false);
    expect(isRestrictedTerritory(undefined)).toBe(false);
    expect(isRestrictedTerritory('')).toBe(false);
    expect(isRestrictedTerritory('XX')).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(isRestrictedTerritory(' us ')).toBe(true);
    expect(isRestrictedTerritory('fr')).toBe(true);
  });

  it('adds the configured extra territories', () => {
    expect(isRestrictedTerritory('DE', ['DE'])).toBe(true);
    expect(isRestrictedTerritory('DE-BY', ['DE'])).toBe(true);
    expect(isRestrictedTerritory('AT', ['DE'])).toBe(false);
  });
});

describe('parseTerritoryList', () => {
  it('splits, trims, upper-cases and drops blanks', () => {
    expect(parseTerritoryList(' de, at ,,ca-qc')).toEqual(['DE', 'AT', 'CA-QC']);
    expect(parseTerritoryList('')).toEqual([]);
  });

  it('rejects anything that is not a region code', () => {
    expect(() => parseTerritoryList('Germany')).toThrow(/not a country or region code/);
    expect(() => parseTerritoryList('D')).toThrow();
  });
});
