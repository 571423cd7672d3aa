// Component tests run in jsdom with the browser's modules: the site data comes from the page's
// JSON block and the data files from the network, as on the built site. This gives the page both.

/** CSS.escape as the CSSOM specification defines it (https://drafts.csswg.org/cssom/#serialize-an-identifier): jsdom has no CSS object. */
function cssEscape(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0) result += '\uFFFD';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && code >= 0x30 && code <= 0x39) ||
      (index === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
    ) {
      result += `\\${code.toString(16)} `;
    } else if (index === 0 && code === 0x2d && value.length === 1) result += `\\${char}`;
    else if (
      code >= 0x80 ||
      code === 0x2d ||
      code === 0x5f ||
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    )
      result += char;
    else result += `\\${char}`;
  }
  return result;
}

if (typeof document !== 'undefined') {
  if (typeof globalThis.CSS?.escape !== 'function')
    Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape: cssEscape } });
  const { siteDataScript, dataFiles } = await import('virtual:effectie-test/page');
  document.head.insertAdjacentHTML('beforeend', siteDataScript);
  // Assigned, not stubbed: a test that stubs fetch itself, and unstubs it, finds this one again.
  const network = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const file = url.origin === window.location.origin ? dataFiles[url.pathname] : undefined;
    const type = url.pathname.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8';
    return file === undefined ? network(input, init) : new Response(file, { headers: { 'content-type': type } });
  };
}

export {};
