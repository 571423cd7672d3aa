import { importsOf, modulesUnder } from './import-graph';

/**
 * The import circles among `files`: each a group of modules that reach one another through their
 * imports, type imports and `import()` included (Tarjan's strongly connected components), sorted.
 */
export function importCircles(files: readonly string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      [
        ...new Set(
          importsOf(file).flatMap(({ module }) => (module !== undefined && known.has(module) ? [module] : [])),
        ),
      ],
    ]),
  );
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)!.includes(file)) circles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every module of the project's code. */
export const PROJECT_MODULES = () => ['src', 'schema', 'registry', 'renderers'].flatMap(modulesUnder);
