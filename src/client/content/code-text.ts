/** The code of a rendered block without the evaluated output lines (`.line.output`) that compiled examples show. */
export function codeText(code: Element | null | undefined): string {
  if (code === null || code === undefined) return '';
  const lines = [...code.querySelectorAll(':scope > .line')];
  if (lines.length === 0) return code.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('output'))
    .map((line) => line.textContent ?? '')
    .join('\n');
}
