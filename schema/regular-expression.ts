/** Whether `source` compiles as a JavaScript regular expression, as the browser will compile it. */
export function isRegularExpression(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
