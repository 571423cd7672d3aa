// Module hooks (module.register) for evaluating a Docusaurus config: an import that does not
// resolve here (prism-react-renderer, @docusaurus/*, remark plugins) becomes a stub module
// instead of an error. The stub's body runs on the main thread, where it reports itself.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const STUB_SCHEME = 'docusaurus-import-stub:';
const UNRESOLVED = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_UNSUPPORTED_DIR_IMPORT']);

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!UNRESOLVED.has(error?.code) || context.parentURL === undefined) throw error;
    const query = new URLSearchParams({ specifier, parent: context.parentURL });
    return { url: `${STUB_SCHEME}?${query}`, shortCircuit: true };
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith(STUB_SCHEME)) {
    try {
      return await nextLoad(url, context);
    } catch (error) {
      // A stylesheet or an image a module imports for webpack (`import './custom.css'`).
      if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION' || !url.startsWith('file:')) throw error;
      return stubModule(fileURLToPath(url.replace(/\?.*$/, '')), url, []);
    }
  }
  const query = new URLSearchParams(url.slice(STUB_SCHEME.length + 1));
  const specifier = query.get('specifier');
  const parent = query.get('parent');
  return stubModule(
    specifier,
    parent,
    importedNames(specifier, parent).filter((name) => name !== 'default'),
  );
}

function stubModule(specifier, parent, names) {
  const source = [
    `const stubs = globalThis[Symbol.for('docusaurus-import.stubs')];`,
    `const stub = stubs.stub(${JSON.stringify(specifier)}, ${JSON.stringify(parent)});`,
    'export default stub;',
    ...names.map(
      (name, index) =>
        `const name${index} = stub[${JSON.stringify(name)}]; export { name${index} as ${JSON.stringify(name)} };`,
    ),
  ].join('\n');
  return { format: 'module', source, shortCircuit: true };
}

/** The names the importing file takes from `specifier`, which its stub must export. */
function importedNames(specifier, parentURL) {
  let text;
  try {
    text = readFileSync(fileURLToPath(parentURL.replace(/\?.*$/, '')), 'utf8');
  } catch {
    return [];
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const clause = new RegExp(`(?:import|export)\\s+(?:type\\s+)?([^;'"]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
  const names = new Set();
  for (const match of text.matchAll(clause)) {
    const braces = /\{([^}]*)\}/.exec(match[1]);
    if (braces === null) continue;
    for (const part of braces[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim()
        .replace(/^['"]|['"]$/g, '');
      if (name !== '' && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  return [...names];
}
