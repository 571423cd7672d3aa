/**
 * Which lines of an evaluated block mdoc added. mdoc keeps the author's lines verbatim and in
 * order, inserting its `// res0: …` comments after statements, so walking both line lists side
 * by side separates them.
 */
export function outputLineNumbers(code: string, rendered: string): Set<number> {
  const source = code === '' ? [] : code.split('\n');
  const lines = rendered === '' ? [] : rendered.split('\n');
  const output = new Set<number>();
  let next = 0;
  lines.forEach((line, index) => {
    if (next < source.length && line === source[next]) next++;
    else output.add(index + 1);
  });
  return output;
}
