// site.yaml with one more archived version, as `npm run version:cut` adds it, for a copy of the
// site grown to many versions. Unlike a cut, current stays on its release: the copies are of
// its pages, and their compiled output is only valid on the coordinates it was compiled with.
import type { YAMLMap, YAMLSeq } from 'yaml';
import { parseSiteConfig } from '../../schema/parse';
import {
  archivedSetName,
  archivedSetNodes,
  insertArchivedVersion,
  type SiteYamlCut,
} from '../../src/node/version-cut/cut-site-yaml';

/** What staging the archived version's folders needs to know, and site.yaml as it will be. */
export type ArchivedCopy = Pick<SiteYamlCut, 'currentName' | 'archived' | 'sets' | 'text'>;

/**
 * `text` with version `name` after current in docs.versions (its path under current's, banner
 * unmaintained) and a copy of each of current's example sets for it, named as a cut names them.
 */
export function withArchivedCopy(text: string, fileName: string, name: string): ArchivedCopy {
  const { value: config, source } = parseSiteConfig(text, fileName);
  const current = config.docs.versions[0]!;
  const taken = config.docs.versions.findIndex((version) => version.name === name);
  if (taken !== -1)
    throw new Error(
      `${fileName} has a version "${name}" already (docs.versions[${taken}]), the name the grown copy gives its next version; rename it in the checkout to measure at scale.`,
    );
  const archived = { name, label: name, path: `${current.path.replace(/\/$/, '')}/${name}` };
  const document = source.document;
  insertArchivedVersion(document, archived);

  const setIndexes = config.examples.sets.flatMap((set, index) => (set.version === current.name ? [index] : []));
  const sets = setIndexes.map((index) => ({
    current: config.examples.sets[index]!.name,
    archived: archivedSetName(config.examples.sets[index]!.name, current.name, name),
  }));
  const setNodes = document.getIn(['examples', 'sets'], true) as YAMLSeq<YAMLMap>;
  const copies = archivedSetNodes(setNodes, setIndexes, sets, name);
  if (setIndexes.length > 0) setNodes.items.splice(setIndexes[setIndexes.length - 1]! + 1, 0, ...copies);

  const grown = document.toString({ lineWidth: 0, flowCollectionPadding: false });
  // The copy must be a site the build accepts: a taken name or path is reported here, with its line.
  parseSiteConfig(grown, fileName);
  return { currentName: current.name, archived, sets, text: grown };
}
