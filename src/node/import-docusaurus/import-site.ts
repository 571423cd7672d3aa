import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import type { StubbedImport } from './evaluate-module';
import { fitSchema } from './fit-schema';
import { lineOfKey } from './key-lines';
import { docsSource, findBuildSbt, readMdocBuild } from './mdoc';
import { readPlugins } from './plugins';
import { readSiteConfig } from './read-config';
import { ImportRefusal } from './refusal';
import type { ImportReport, Uncarried } from './report';
import { planSidebars, readSidebarsFile, type SidebarsPlan } from './sidebars';
import { filesUnder, sitePages, swizzledComponents } from './site-files';
import { siteYaml, type SiteVersion } from './site-yaml';
import { refuseUncommitted, type StatusReader } from './uncommitted';
import { planVersions } from './versions';
import { writeCheckout, type ImportedFile } from './write-checkout';
import { plural } from '../../shared/text/plural';

export interface ImportOptions {
  /** This checkout. */
  projectRoot: string;
  /** The folder of the Docusaurus site (the one with docusaurus.config.js). */
  siteDir: string;
  /** The folder of the current docs, when the docs plugin's path is mdoc's output. */
  docs?: string | undefined;
  readStatus?: StatusReader;
  now?: Date;
}

const SITE_YAML_HEADER = `# yaml-language-server: $schema=./schema/site.schema.json
# The whole configuration of the site (guides/site-yaml.md), imported from a Docusaurus site.
# \`npm run build\` checks it and lists every problem with its line and column.

`;

const stubbedUncarried = (stubbed: readonly StubbedImport[]): Uncarried[] =>
  stubbed.map(({ specifier, file, line }) => ({
    where: `${file}:${line}`,
    what: `import "${specifier}"`,
    why: 'it is not installed here, so the file was evaluated with a stand-in for it; what it gives (a Prism theme, a plugin) is not carried.',
  }));

/**
 * Turns this checkout into the Docusaurus site in `siteDir`: site.yaml from its config, content/
 * from its docs and versions, public/ from static/. Checks everything and stages every file
 * before it changes anything; returns what it carried and what it could not.
 */
export async function importDocusaurus({
  projectRoot,
  siteDir: givenSiteDir,
  docs,
  readStatus,
  now,
}: ImportOptions): Promise<ImportReport> {
  const siteDir = resolve(givenSiteDir);
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory())
    throw new ImportRefusal(
      `"${givenSiteDir}" is not a folder; give the folder of the Docusaurus site, the one with docusaurus.config.js. Nothing was changed.`,
    );
  await refuseUncommitted(projectRoot, readStatus);
  const { file, source, config, computed, stubbed } = await readSiteConfig(siteDir, now);
  const plugins = readPlugins(file, source, config);
  if (plugins.docs === undefined) {
    const why = plugins.docsDisabled
      ? 'turns its docs off (docs: false)'
      : 'has neither the classic preset nor @docusaurus/plugin-content-docs';
    throw new ImportRefusal(
      `${file} ${why}; this site is made of docs, so there is nothing to import. Nothing was changed.`,
    );
  }
  const docsOptions = plugins.docs.options;
  const docsPath = typeof docsOptions.path === 'string' ? docsOptions.path : 'docs';
  const versionsFile = join(siteDir, 'versions.json');
  const versionsJson = existsSync(versionsFile)
    ? (JSON.parse(await readFile(versionsFile, 'utf8')) as unknown)
    : undefined;
  if (
    versionsJson !== undefined &&
    (!Array.isArray(versionsJson) || !versionsJson.every((name) => typeof name === 'string'))
  ) {
    throw new ImportRefusal(
      `versions.json must be a list of version names, newest first, and it is ${JSON.stringify(versionsJson).slice(0, 80)}. Nothing was changed.`,
    );
  }
  const planned = planVersions(docsOptions, versionsJson as string[] | undefined, docsPath);

  const buildSbt = findBuildSbt(siteDir);
  const mdoc = buildSbt === undefined ? undefined : readMdocBuild(buildSbt, siteDir);
  const current = docsSource(siteDir, docsPath, docs, mdoc);
  if ('missing' in current) {
    throw new ImportRefusal(
      `${file}:${lineOfKey(source, [...plugins.docs.path, 'path'])}: ${current.missing}; if mdoc writes the docs folder, name mdoc's input folder with --docs <folder>. Nothing was changed.`,
    );
  }

  const uncarried: Uncarried[] = [...plugins.uncarried, ...stubbedUncarried(stubbed), ...(mdoc?.uncarried ?? [])];
  const files: ImportedFile[] = [];
  const carriedVersions: string[] = [];
  const versions: SiteVersion[] = [];
  for (const version of planned) {
    const dir = version.docusaurusName === 'current' ? current.dir : join(siteDir, version.docsDir);
    if (!existsSync(dir))
      throw new ImportRefusal(
        `versions.json lists "${version.docusaurusName}", and its folder ${version.docsDir}/ does not exist. Nothing was changed.`,
      );
    const sidebars = await versionSidebars(
      siteDir,
      version.sidebarsFile,
      version.docusaurusName === 'current',
      uncarried,
      `${file}:${lineOfKey(source, [...plugins.docs.path, 'sidebarPath'])}`,
    );
    uncarried.push(...sidebars.uncarried);
    const pages = await filesUnder(dir);
    for (const path of pages) files.push({ path: `content/${version.name}/${path}`, from: join(dir, path) });
    if (sidebars.yaml !== undefined) files.push({ path: `content/${version.name}/sidebars.yaml`, text: sidebars.yaml });
    versions.push({ ...version, sidebar: sidebars.main });
    const origin = version.docusaurusName === 'current' ? current.origin : version.docsDir;
    const docCount = pages.filter((path) => /\.mdx?$/.test(path)).length;
    carriedVersions.push(
      `content/${version.name}/: ${plural(docCount, 'page')} from ${origin}, "${version.label}" at ${version.path}${
        sidebars.yaml === undefined
          ? `, sidebar "${sidebars.main}" generated from the folders`
          : `, sidebars.yaml from ${relative(siteDir, resolve(siteDir, version.sidebarsFile || ''))
              .split(sep)
              .join('/')}`
      }`,
    );
  }

  const staticFiles = await filesUnder(join(siteDir, 'static'));
  for (const path of staticFiles) files.push({ path: `public/${path}`, from: join(siteDir, 'static', path) });

  const mapped = siteYaml({
    file,
    source,
    config,
    computed,
    docsOptions,
    docsPath: plugins.docs.path,
    // The pages' own folder: for an mdoc site, mdoc's input rather than its output.
    docsDir: relative(siteDir, current.dir).split(sep).join('/'),
    versions,
    gtag: plugins.gtag,
    variables: mdoc?.variables ?? {},
    variablesAt: mdoc?.variablesAt,
  });
  if (mapped.value.favicon === undefined) {
    // Docusaurus shows no icon without one; site.yaml needs one, and static/ usually has it.
    const favicon = staticFiles.find((path) => /(?:^|\/)favicon\.(?:ico|png|svg)$/.test(path));
    if (favicon !== undefined) mapped.value.favicon = favicon;
    else
      uncarried.push({
        where: `${file}:1`,
        what: 'favicon',
        why: 'the config names none and static/ has no favicon.ico, .png or .svg; site.yaml needs one: put it in public/ and name it in favicon.',
      });
  }
  const fitted = fitSchema(mapped.value, mapped.origins, file, source);
  // A section the schema emptied (examples without variables) says nothing.
  for (const [key, section] of Object.entries(fitted.value)) {
    if (section !== null && typeof section === 'object' && !Array.isArray(section) && Object.keys(section).length === 0)
      delete fitted.value[key];
  }
  uncarried.push(...mapped.uncarried, ...fitted.uncarried);
  files.push({ path: 'site.yaml', text: SITE_YAML_HEADER + stringify(fitted.value, { lineWidth: 0 }) });

  for (const css of plugins.customCss) {
    uncarried.push({
      where: `${file}:${lineOfKey(source, css.path)}`,
      what: `custom CSS ${relative(siteDir, resolve(siteDir, css.file.replace(/\?namespace=[^&]*$/, '')))
        .split(sep)
        .join('/')}`,
      why: "the site's styles are its own (src/client/styles/); carry the rules you need there.",
    });
  }
  uncarried.push(...(await sitePages(siteDir)), ...(await swizzledComponents(siteDir)));

  await writeCheckout(projectRoot, files);
  uncarried.sort(byPlace);
  const examples = fitted.value.examples as { variables?: Record<string, string> } | undefined;
  const variables = Object.keys(examples?.variables ?? {});
  return {
    carried: [
      `site.yaml from ${file}: ${Object.keys(fitted.value).join(', ')}${variables.length === 0 ? '' : `; mdoc variables ${variables.join(', ')} from ${mdoc!.file}`}`,
      ...carriedVersions,
      `public/: ${plural(staticFiles.length, 'file')} from static/`,
      'compiled-examples/ and api-reference/ removed: site.yaml has no example sets yet (guides/from-docusaurus.md says how to add them)',
    ],
    uncarried,
  };
}

/** Config lines first, in order, then the site's other files by name and line. */
function byPlace(a: Uncarried, b: Uncarried): number {
  const place = (where: string) => {
    const [, file = where, line = '0'] = /^(.*):(\d+)$/.exec(where) ?? [];
    return { file, line: Number(line), config: file.startsWith('docusaurus.config.') ? 0 : 1 };
  };
  const [first, second] = [place(a.where), place(b.where)];
  return first.config - second.config || first.file.localeCompare(second.file) || first.line - second.line;
}

/** The sidebars of a version: its file read and planned, or one generated sidebar. */
async function versionSidebars(
  siteDir: string,
  sidebarsFile: string | false | undefined,
  isCurrent: boolean,
  uncarried: Uncarried[],
  where: string,
): Promise<SidebarsPlan> {
  if (sidebarsFile === false) {
    uncarried.push({
      where,
      what: 'sidebarPath: false',
      why: 'every version of this site has a sidebar; one is generated from the folders.',
    });
    return planSidebars(undefined, undefined);
  }
  if (sidebarsFile === undefined) return planSidebars(undefined, undefined);
  const path = resolve(siteDir, sidebarsFile);
  if (!isCurrent && !existsSync(path)) return planSidebars(undefined, undefined);
  const { sidebars, stubbed } = await readSidebarsFile(path, siteDir);
  uncarried.push(...stubbedUncarried(stubbed));
  return planSidebars(sidebars, relative(siteDir, path).split(sep).join('/'));
}
