import { RESTRICTED_TERRITORIES } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from './contact';
import { LEGAL_TABS, POLICIES, parseLegalTab } from './index';
import { restrictedTerritoryNames } from './restricted-territories';

const policies = Object.values(POLICIES);

describe('legal policies', () => {
  it('has exactly one policy per tab, under the tab’s slug', () => {
    expect(Object.keys(POLICIES).sort()).toEqual(LEGAL_TABS.map((tab) => tab.slug).sort());
    for (const tab of LEGAL_TABS) expect(POLICIES[tab.slug].slug).toBe(tab.slug);
  });

  it.each(policies.map((policy) => [policy.slug, policy] as const))(
    '%s has unique section ids',
    (_, policy) => {
      const ids = policy.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    },
  );

  it.each(policies.map((policy) => [policy.slug, policy] as const))('%s has no empty text', (_, policy) => {
    expect(policy.title.trim()).not.toBe('');
    expect(policy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policy.sections.length).toBeGreaterThan(0);
    for (const section of policy.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.list ?? [])]) expect(text.trim()).not.toBe('');
      if (section.list) expect(section.list.length).toBeGreaterThan(0);
    }
  });

  it('gives every policy the same support address', () => {
    for (const policy of policies) {
      const text = policy.sections.flatMap((section) => section.paragraphs).join(' ');
      expect(text).toContain(SUPPORT_EMAIL);
    }
  });

  it('falls back to the Terms for a missing or unknown tab', () => {
    expect(parseLegalTab(null)).toBe('tos');
    expect(parseLegalTab('nope')).toBe('tos');
    expect(parseLegalTab('aml-cft')).toBe('aml-cft');
  });

  it('names every restricted territory the server enforces', () => {
    const names = restrictedTerritoryNames();
    expect(names).toContain('United States');
    expect(names).toContain('Ontario (Canada)');
    // UA-43 (Crimea) is covered by UA, so it is not listed twice.
    expect(names.length).toBe(RESTRICTED_TERRITORIES.length - 1);
    expect(names.some((name) => /^[A-Z]{2}(-|$)/.test(name))).toBe(false);
  });

  it('adds the operator’s own restricted territories, once each', () => {
    const names = restrictedTerritoryNames(['DE', 'BR-SP', 'US', 'UA-43', 'DE']);
    expect(names).toContain('Germany');
    expect(names).toContain('BR-SP (Brazil)');
    expect(names.filter((name) => name === 'United States')).toHaveLength(1);
    expect(names.length).toBe(RESTRICTED_TERRITORIES.length - 1 + 2);
  });
});
