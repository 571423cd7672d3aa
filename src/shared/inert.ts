/**
 * A value that returns itself when read, called or constructed, and is not a promise (no
 * `then`): what every export of a stand-in module is (see src/node/stand-ins/modules.ts), so
 * that code which builds on one when it loads, `schema.omit({ position: true })` say, still runs.
 */
export const inert: unknown = new Proxy(function inert() {}, {
  get: (_target, key): unknown => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
  construct: () => inert as object,
});
