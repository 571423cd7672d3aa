import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  navbarItemComponents,
  type MissingComponents,
  type NavbarItemComponentsFor,
} from '../../registry/navbar-item-components';
import { navbarItemSchemas } from '../../registry/navbar-item-schemas';
import { badgeNavbarItem } from '../../renderers/navbar/badge/BadgeNavbarItem';
import { linkNavbarItem } from '../../renderers/navbar/link/LinkNavbarItem';
import { badgeItem } from '../../schema/navbar-items/badge-item';
import { defineNavbarItemSchemaMap, type KeysNameTheirTypes } from '../../schema/navbar-items/define';
import { linkItem } from '../../schema/navbar-items/link-item';
import { navbarItemRenderer, type NavbarItemProps } from '../../src/client';

describe("the site's navbar item components", () => {
  it('have one renderer for each type of the schemas, under the same name', () => {
    expect(Object.keys(navbarItemComponents)).toEqual(Object.keys(navbarItemSchemas));
  });

  it('render each type on the bar, in the mobile menu and in dropdowns', () => {
    for (const [type, renderer] of Object.entries(navbarItemComponents)) {
      expect([typeof renderer.Desktop, typeof renderer.Mobile, typeof renderer.InDropdown], type).toEqual([
        'function',
        'function',
        'function',
      ]);
    }
  });
});

/*
 * The mistakes the compiler catches when a type is registered: `tsc` (npm run typecheck, part of
 * npm test) fails if any line marked @ts-expect-error compiles.
 */
describe('the maps of schemas and components, as the compiler holds them', () => {
  const schemas = defineNavbarItemSchemaMap({ link: linkItem, badge: badgeItem });
  type Components = NavbarItemComponentsFor<typeof schemas>;

  it('accept one renderer per type, taking what its schema gives', () => {
    const components = { link: linkNavbarItem, badge: badgeNavbarItem } satisfies Components;
    expectTypeOf(components).toMatchTypeOf<Components>();
  });

  it('reject a schema under a key that is not its type', () => {
    // @ts-expect-error the key "links" differs from the schema's type "link"
    defineNavbarItemSchemaMap({ links: linkItem });
  });

  it('name the key and the type of a schema under another key, and keep the map keyed by type', () => {
    expectTypeOf<
      KeysNameTheirTypes<{ links: typeof linkItem; badge: typeof badgeItem }>['links']
    >().toEqualTypeOf<'Key "links" holds the schema of type "link"'>();
    expectTypeOf<KeysNameTheirTypes<{ links: typeof linkItem; badge: typeof badgeItem }>['badge']>().toEqualTypeOf<
      typeof badgeItem
    >();
    // @ts-expect-error the key "links" differs from the schema's type "link"
    const misspelt = defineNavbarItemSchemaMap({ links: linkItem, badge: badgeItem });
    // What reads the map sees it keyed by type, so the misspelling is the only error.
    expectTypeOf(misspelt).toEqualTypeOf(schemas);
  });

  it('name the types a components map lacks', () => {
    expectTypeOf<
      MissingComponents<typeof schemas, { link: unknown }>
    >().toEqualTypeOf<'No components for navbar item type "badge": add its renderer to the components map'>();
    expectTypeOf<MissingComponents<typeof schemas, { link: unknown; badge: unknown }>>().toEqualTypeOf<true>();
    // A misspelt type is told at its key, where the map has a type the schemas lack.
    expectTypeOf<MissingComponents<typeof schemas, { link: unknown; badg: unknown }>>().toEqualTypeOf<true>();
  });

  it('reject a type with no components', () => {
    // @ts-expect-error "badge" has a schema but no components
    const components = { link: linkNavbarItem } satisfies Components;
    expect(components).toBeDefined();
  });

  it('reject components of a type that has no schema', () => {
    // @ts-expect-error "clock" has components but no schema
    const components = { link: linkNavbarItem, badge: badgeNavbarItem, clock: linkNavbarItem } satisfies Components;
    expect(components).toBeDefined();
  });

  it('reject a component whose props are not what its schema gives', () => {
    const wrongProps = navbarItemRenderer<{ type: 'badge'; label: string; colour: string }>({
      Desktop: ({ item }: NavbarItemProps<{ type: 'badge'; label: string; colour: string }>) => item.colour,
    });
    // @ts-expect-error a badge has no "colour": the component would read a field its schema never gives
    const components = { link: linkNavbarItem, badge: wrongProps } satisfies Components;
    expect(components).toBeDefined();
  });
});
