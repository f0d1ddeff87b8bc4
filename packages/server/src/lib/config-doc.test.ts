import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationMarkdown } from './config-doc';

/** docs/configuration.md, at the repository's root. */
const FILE = new URL('../../../../docs/configuration.md', import.meta.url);

describe('docs/configuration.md', () => {
  it('is what config-doc.ts generates from the configuration schema', () => {
    // `npm run docs:config` sets WRITE_CONFIG_DOC=1, which writes the file instead.
    if (process.env.WRITE_CONFIG_DOC === '1') writeFileSync(FILE, configurationMarkdown());
    expect(readFileSync(FILE, 'utf8'), 'run `npm run docs:config`').toBe(configurationMarkdown());
  });
});
