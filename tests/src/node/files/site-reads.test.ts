import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, valueImportsFrom } from '../../../import-graph';

/**
 * The modules the build runs that read files some other way than through src/node/files/, and
 * what they read: none of it is a file of the site. A module that reads the site's files any other
 * way puts them in no cache entry's inputs, and the build would serve an archived version made
 * from their old text without a word.
 */
const READS_NO_SITE_FILE: Record<string, string> = {
  'src/node/build.ts': 'the bundles it has just written, to render the pages with',
  'src/node/cache/build-cache.ts': 'the server bundle, for what identifies it',
  'src/node/cache/input-state.ts': 'the inputs an entry recorded, to compare them with',
  'src/node/cache/keyed-cache.ts': 'its entries',
  'src/node/files/list-files.ts': 'what it is asked to list (the recording helpers call it)',
  'src/node/files/read-source-file.ts': 'the site, recording each read',
  'src/node/api-reference/module-api.ts': 'sources jars, for npm run coverage',
  'src/node/examples/cache-store.ts': 'compiled output no page needs any more, for npm run examples',
  'src/node/examples/maven.ts': "Maven's answers, for npm run examples",
  'src/node/examples/types/type-program.ts': 'its own Scala program, for npm run examples',
  'src/node/docs/last-updated.ts': 'whether there is a .git; the dates git gives are values of the key',
  'src/node/vite/plugin.ts': "site.yaml's base URL, for the development server; the build gives it the site it opened",
  'src/node/dev/dev-site.ts':
    'a saved file the watcher reports, to tell a body edit from a change that reloads the site',
  'src/node/home/feature-images.ts':
    "the home page's images under public/, for the home module, whose code is a value of the bundles' key",
  'src/node/security/style-sources.ts': 'the CSS it has just built, for the CSP',
  'src/node/theme/check-theme-files.ts': 'whether each customCss file is there; Vite records the stylesheets it loads',
};

const FILE_SYSTEM = /^(?:node:)?fs(?:\/promises)?$/;
/** What reads a file's bytes, a folder's names or whether something is there. */
const READS =
  /^(?:readFile|readFileSync|readdir|readdirSync|opendir|opendirSync|createReadStream|stat|statSync|lstat|lstatSync|existsSync|access|accessSync|glob|globSync|watch)$/;

/** The reading functions a module takes from node:fs, `*` for the whole module. */
function fileSystemReadsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    if (!FILE_SYSTEM.test(statement.moduleSpecifier.text)) return [];
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.name !== undefined || (bindings !== undefined && ts.isNamespaceImport(bindings)))
      return ['*'];
    if (bindings === undefined || !ts.isNamedImports(bindings)) return [];
    return bindings.elements
      .map((element) => (element.propertyName ?? element.name).text)
      .filter((name) => READS.test(name));
  });
}

describe("the build's reads of the site", () => {
  it('go through src/node/files/, which records them; every other module that reads says what', () => {
    const modules = [
      'src/node/build.ts',
      ...new Set(valueImportsFrom(['src/node/build.ts']).flatMap(({ module }) => (module ? [module] : []))),
    ].filter((file) => /\.tsx?$/.test(file));
    expect(modules.length).toBeGreaterThan(100);
    const reading = modules.filter((file) => fileSystemReadsOf(file).length > 0).sort();
    expect(reading.filter((file) => READS_NO_SITE_FILE[file] === undefined)).toEqual([]);
    // No module is listed that no longer reads.
    expect(Object.keys(READS_NO_SITE_FILE).sort()).toEqual(reading);
  });
});
