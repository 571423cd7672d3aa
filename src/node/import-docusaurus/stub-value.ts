/** What the config received for a module it imports that does not resolve here. */
const STUB = Symbol.for('docusaurus-import.stub-of');

/**
 * A harmless value for anything taken from a stubbed module: every property is another stub,
 * calling or constructing it gives a stub, and it is neither a promise nor a JSON value, so a
 * config that does `prismThemes.github` or `require('remark-x')()` evaluates and leaves nothing
 * that looks like configuration.
 */
export function stubValue(specifier: string): unknown {
  const target = function stub() {};
  const proxy: unknown = new Proxy(target, {
    get(_, key) {
      if (key === STUB) return specifier;
      if (key === 'then' || key === 'toJSON' || key === '__esModule') return undefined;
      if (key === Symbol.toPrimitive) return () => standInText(specifier);
      if (key === Symbol.iterator) return function* () {};
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy as object,
    has: () => false,
    ownKeys: () => Reflect.ownKeys(target),
  });
  return proxy;
}

/** What a stand-in gives where text is made of it (`v${latest.version}` gives `v[./latestVersion.json]`). */
export const standInText = (specifier: string) => `[${specifier}]`;

/** The specifier a value was stubbed for, when it is a stub. */
export function stubbedSpecifier(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const specifier = (value as unknown as Record<symbol, unknown>)[STUB];
  return typeof specifier === 'string' ? specifier : undefined;
}

/** What `require.resolve` answers for a module that does not resolve: a path naming it. */
export const STUB_PATH_PREFIX = 'docusaurus-import-stub:';

/** The module name of a path `require.resolve` gave, stub or not (`@docusaurus/preset-classic`). */
export function moduleNameOfPath(path: string): string {
  return path.startsWith(STUB_PATH_PREFIX) ? path.slice(STUB_PATH_PREFIX.length) : path;
}
