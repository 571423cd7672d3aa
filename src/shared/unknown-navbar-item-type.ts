/**
 * What the site says of a navbar item whose type nothing renders: the build when site.yaml names
 * such a type (at its line and column), the navbar should an item without components reach it.
 */
export class UnknownNavbarItemTypeError extends Error {
  constructor(readonly type: unknown) {
    super(unknownNavbarItemTypeMessage(type));
    this.name = 'UnknownNavbarItemTypeError';
  }
}

export function unknownNavbarItemTypeMessage(type: unknown): string {
  return `No NavbarItem component found for type ${typeof type === 'string' ? JSON.stringify(type) : String(type)}.`;
}
