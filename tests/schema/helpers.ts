import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { NavbarItemConfig } from '../../registry/navbar-item-schemas';
import { SiteConfigError } from '../../schema/config-error';

export const PROJECT_ROOT = resolve(__dirname, '../..');

/** effectie's site.yaml as the end-to-end fixture keeps it: a whole site's configuration, frozen. */
export const EFFECTIE_SITE_YAML = readFileSync(resolve(__dirname, '../fixtures/e2e-site/site.yaml'), 'utf8');

/**
 * The smallest valid site.yaml: nine lines, so whatever a test appends starts on line 10 and
 * the line:column numbers in the messages can be checked by eye.
 */
export const MINIMAL_SITE_YAML = [
  'title: Effectie',
  'url: https://effectie.example.org',
  'favicon: img/favicon.svg',
  'docs:',
  '  versions:',
  '    - name: current',
  '      label: Next',
  '      path: /docs',
  '      sidebar: docsSidebar',
  '',
].join('\n');

export function yamlLines(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/** Runs `action`, which must throw a SiteConfigError, and returns that error. */
export function configError(action: () => unknown): SiteConfigError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return error as SiteConfigError;
  }
  throw new Error('expected a SiteConfigError, but nothing was thrown');
}

/** `item`, which must be of `type`, with the fields of that type. */
export function itemOfType<T extends NavbarItemConfig['type']>(
  item: NavbarItemConfig | undefined,
  type: T,
): Extract<NavbarItemConfig, { type: T }> {
  if (item?.type !== type) throw new Error(`expected a "${type}" item, got ${JSON.stringify(item)}`);
  return item as Extract<NavbarItemConfig, { type: T }>;
}
