import { SITE_DATA_ELEMENT_ID, type PageSiteData } from '../../shared/page-data';
import { parsePageSiteData } from '../../shared/page-data-json';

/** The site data the page carries. */
export function readPageSiteData(document: Document): PageSiteData {
  const block = document.getElementById(SITE_DATA_ELEMENT_ID);
  if (block === null) throw new Error(`The page has no site data: no element with the id "${SITE_DATA_ELEMENT_ID}".`);
  return parsePageSiteData(block.textContent ?? '');
}
