import { decodeEntities } from '../../shared/text/html-entities';

// Text content is always escaped by marked and shiki, so a literal `<` only ever starts real markup.
const TAG = /<[a-zA-Z][^>]*>/g;
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/;

/** Every `id` attribute in document order, including ones from raw HTML written by authors. */
export function collectIds(html: string): string[] {
  const ids: string[] = [];
  for (const [tag] of html.matchAll(TAG)) {
    const match = ID_ATTRIBUTE.exec(tag);
    const id = match?.[1] ?? match?.[2] ?? match?.[3];
    if (id !== undefined && id !== '') ids.push(decodeEntities(id));
  }
  return ids;
}
