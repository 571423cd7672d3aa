// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineNavbarItemSpec } from '../../registry/navbar-item-spec';
import { navbarItemSpecs } from '../../registry/navbar-item-specs';
import { navbarItemRenderers } from '../../registry/navbar-items';
import type { NavbarItemProps } from '../../renderers/navbar/shared/types';
import { createSiteConfigSchema, siteConfigSchema } from '../../schema';
import { navbarItemClassName, navbarItemPosition } from '../../schema/navbar-items';
import { parseSiteConfig } from '../../schema/parse';
import { checkConfigLinks } from '../../src/node/config/check-links';
import { configError, lineOf, REAL_SITE_YAML } from '../schema/helpers';
import { renderInApp } from '../src/client/render';

// The README example: a new navbar item type, registered on a copy of the built-in registries.
const clockItemSchema = z.strictObject({
  type: z.literal('clock'),
  position: navbarItemPosition,
  timeZone: z.string().min(1).default('UTC').describe('IANA time zone of the clock.'),
  to: z.string().regex(/^\//, { error: 'must be a path starting with "/"' }).optional(),
  className: navbarItemClassName,
});
type ClockItem = z.output<typeof clockItemSchema>;

const clockSpecs = navbarItemSpecs.register(
  'clock',
  defineNavbarItemSpec({ schema: clockItemSchema, links: (item) => (item.to === undefined ? [] : [{ path: ['to'], to: item.to }]) }),
);

function ClockDesktop({ item }: NavbarItemProps<ClockItem>) {
  return <time className="navbar-clock" data-time-zone={item.timeZone}>12:00 {item.timeZone}</time>;
}
const clockRenderers = navbarItemRenderers.register('clock', { Desktop: ClockDesktop });

/** The real site.yaml with one more navbar item after the GitHub link. */
const CLOCK_ITEM = ['    - type: clock', '      timeZone: Europe/Paris', '      to: /versions', ''].join('\n');
const SITE_YAML_WITH_CLOCK = REAL_SITE_YAML.replace('\nfooter:', `${CLOCK_ITEM}\nfooter:`);

describe('a new navbar item type registered on a copy', () => {
  it('is accepted by the schema built from the extended registry, with its defaults', () => {
    expect(SITE_YAML_WITH_CLOCK).not.toBe(REAL_SITE_YAML);
    const schema = createSiteConfigSchema(clockSpecs);
    const { value } = parseSiteConfig(SITE_YAML_WITH_CLOCK, 'site.yaml', schema);
    expect(value.navbar.items.map((item) => item.type)).toEqual(['docSidebar', 'docsVersionDropdown', 'link', 'clock']);
    expect(value.navbar.items[3]).toEqual({ type: 'clock', position: 'right', timeZone: 'Europe/Paris', to: '/versions' });
  });

  it('is rejected by the default schema with the message a site owner can act on', () => {
    const error = configError(() => parseSiteConfig(SITE_YAML_WITH_CLOCK, 'site.yaml', siteConfigSchema));
    const line = lineOf(SITE_YAML_WITH_CLOCK, '- type: clock');
    expect(error.problems.map((problem) => `${problem.line}:${problem.column} ${problem.path.join('.')}: ${problem.message}`)).toEqual([
      `${line}:13 navbar.items.3.type: No NavbarItem component found for type "clock".`,
    ]);
    // The same text with the default parse entry point.
    expect(() => parseSiteConfig(SITE_YAML_WITH_CLOCK)).toThrow('No NavbarItem component found for type "clock".');
  });

  it('still rejects a bad field of the new type', () => {
    const bad = SITE_YAML_WITH_CLOCK.replace(CLOCK_ITEM, CLOCK_ITEM.replace('to: /versions', 'to: versions'));
    const error = configError(() => parseSiteConfig(bad, 'site.yaml', createSiteConfigSchema(clockSpecs)));
    expect(error.problems.map((problem) => problem.message)).toEqual(['must be a path starting with "/", got "versions".']);
  });

  it('leaves the built-in registries as they were', () => {
    expect(navbarItemSpecs.has('clock')).toBe(false);
    expect(navbarItemRenderers.has('clock')).toBe(false);
    expect(clockSpecs.types).toEqual([...navbarItemSpecs.types, 'clock']);
  });

  it('takes part in the broken-link check through its spec', () => {
    const { value } = parseSiteConfig(SITE_YAML_WITH_CLOCK.replace(CLOCK_ITEM, CLOCK_ITEM.replace('to: /versions', 'to: /nowhere')), 'site.yaml', createSiteConfigSchema(clockSpecs));
    const routes = new Set(['/', '/versions', '/docs', '/docs/cats-effect2', '/docs/monix3', '/search']);
    expect(checkConfigLinks(value, routes, clockSpecs)).toEqual([
      { path: ['navbar', 'items', 3, 'to'], message: 'broken link "/nowhere": no page has that path.' },
    ]);
  });

  it('renders through a renderer registry that has it', () => {
    const { schema } = clockSpecs.resolve('clock');
    const item = schema.parse({ type: 'clock', timeZone: 'Asia/Tokyo' }) as ClockItem;
    const { Desktop, Mobile } = clockRenderers.resolve('clock');
    expect(Mobile).toBeUndefined();
    renderInApp(<Desktop item={item} />);
    expect(screen.getByText('12:00 Asia/Tokyo')).toHaveProperty('tagName', 'TIME');
    expect(() => navbarItemRenderers.resolve('clock')).toThrow('No NavbarItem component found for type "clock".');
  });
});
