import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix, relative, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import type { StubbedImport } from './evaluate-module';
import { CSS_FOLDER, carryCustomCss } from './custom-css';
import { fitSchema } from './fit-schema';
import { standInsUncarried, standInUses, withoutGeneratedValues } from './stand-ins';
import { lineOfKey } from './key-lines';
import { withFrontMatterFields } from './front-matter-fields';
import { docsSource, findBuildSbt, readMdocBuild } from './mdoc';
import { type ProjectInput, planMdoc } from './mdoc-plan';
import { readPlugins } from './plugins';
import { readSiteConfig } from './read-config';
import { ImportRefusal } from './refusal';
import type { ImportReport, Uncarried } from './report';
import { planSidebars, readSidebarsFile, type SidebarsPlan } from './sidebars';
import { filesUnder, swizzledComponents } from './site-files';
import { carrySitePages } from './site-pages';
import { siteYaml, type SiteVersion } from './site-yaml';
import { refuseUncommitted, type StatusReader } from './uncommitted';
import { folderFiles, mdocVersionFiles } from './version-pages';
import { planVersions } from './versions';
import { writeCheckout, type ImportedFile } from './write-checkout';
import { plural } from '../../shared/text/plural';
import { PAGES_FOLDER } from '../pages/load-pages';

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
  const read = await readSiteConfig(siteDir, now);
  const { file, source, computed } = read;
  const stubbed = [...read.stubbed];
  // What the config made of a generated file's stand-in is not the site's: it is left out, and listed.
  const standIns = standInUses(
    read.config,
    stubbed.map((entry) => entry.specifier),
  );
  const generated = new Set(stubbed.filter((entry) => entry.kind === 'generated').map((entry) => entry.specifier));
  const config = withoutGeneratedValues(read.config, standIns, generated);
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
  const build = buildSbt === undefined ? undefined : await readMdocBuild(buildSbt, siteDir);
  const uncarried: Uncarried[] = [...plugins.uncarried, ...(build?.uncarried ?? [])];
  const projects = (build?.projects ?? []).filter((project) => {
    if (typeof project.input !== 'string' || existsSync(project.input)) return true;
    uncarried.push({
      where: project.where,
      what: `sbt project ${project.name}`,
      why: `its mdocIn, ${relative(siteDir, project.input).split(sep).join('/')}, does not exist; its pages were not carried.`,
    });
    return false;
  });
  const projectInputs = new Map<string, ProjectInput>();
  for (const project of projects)
    if (typeof project.input === 'string') projectInputs.set(project.name, await readProjectInput(project.input));
  const mdoc = planMdoc(siteDir, projects, planned, projectInputs);
  uncarried.push(...mdoc.uncarried);
  // --docs names the current docs' folder over what the build says.
  if (docs !== undefined) mdoc.inputs.delete('current');
  const currentInputs = mdoc.inputs.get('current');
  const mainInput = currentInputs?.find((input) => input.prefix === '') ?? currentInputs?.[0];
  const current = docsSource(
    siteDir,
    docsPath,
    docs,
    mainInput === undefined || build === undefined ? undefined : { dir: mainInput.dir, file: build.file },
  );
  if ('missing' in current) {
    throw new ImportRefusal(
      `${file}:${lineOfKey(source, [...plugins.docs.path, 'path'])}: ${current.missing}; if mdoc writes the docs folder, name mdoc's input folder with --docs <folder>. Nothing was changed.`,
    );
  }
  // "Edit this page" leads to the file a page is written in: site.yaml's template covers the
  // current docs' folder, and a page from another mdoc input names its own.
  const editUrl = typeof docsOptions.editUrl === 'string' ? docsOptions.editUrl : undefined;
  const ownEditUrl = (from: string) => {
    const [, origin = '', path = ''] = /^(https?:\/\/[^/]+)(.*)$/.exec(editUrl ?? '') ?? [];
    return `${origin}${posix.normalize(posix.join(path || '/', relative(siteDir, from).split(sep).join('/')))}`;
  };

  const files: ImportedFile[] = [];
  const carriedVersions: string[] = [];
  const versions: SiteVersion[] = [];
  for (const version of planned) {
    const inputs = mdoc.inputs.get(version.name);
    const isCurrent = version.docusaurusName === 'current';
    const dir = isCurrent ? current.dir : join(siteDir, version.docsDir);
    if (inputs === undefined && !existsSync(dir))
      throw new ImportRefusal(
        `versions.json lists "${version.docusaurusName}", and its folder ${version.docsDir}/ does not exist, nor does an sbt mdoc project of ${build?.file ?? 'build.sbt'} write it (mdocOut). Nothing was changed.`,
      );
    const { files: pages, origin } =
      inputs === undefined
        ? { files: await folderFiles(dir), origin: isCurrent ? current.origin : version.docsDir }
        : await mdocVersionFiles(siteDir, version.docsDir, inputs);
    const sidebars = await versionSidebars(
      siteDir,
      version.sidebarsFile,
      isCurrent,
      uncarried,
      stubbed,
      `${file}:${lineOfKey(source, [...plugins.docs.path, 'sidebarPath'])}`,
    );
    uncarried.push(...sidebars.uncarried);
    for (const page of pages) {
      const path = `content/${version.name}/${page.path}`;
      const fields: Record<string, string> = { ...mdoc.frontMatter.get(path) };
      if (
        editUrl !== undefined &&
        page.input !== undefined &&
        page.input !== mainInput?.dir &&
        /\.mdx?$/.test(page.path)
      )
        fields.custom_edit_url = ownEditUrl(page.from);
      if (Object.keys(fields).length === 0) files.push({ path, from: page.from });
      else files.push({ path, text: withFrontMatterFields(await readFile(page.from, 'utf8'), fields) });
    }
    if (sidebars.yaml !== undefined) files.push({ path: `content/${version.name}/sidebars.yaml`, text: sidebars.yaml });
    versions.push({ ...version, sidebar: sidebars.main, ownEditUrls: inputs !== undefined });
    const docCount = pages.filter((page) => /\.mdx?$/.test(page.path)).length;
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

  const css = await carryCustomCss(
    siteDir,
    plugins.customCss.map((entry) => ({ file: entry.file, where: `${file}:${lineOfKey(source, entry.path)}` })),
  );
  files.push(...css.files);
  uncarried.push(...css.uncarried);

  const pages = await carrySitePages(siteDir, {
    title: typeof config.title === 'string' ? config.title : '',
    tagline: typeof config.tagline === 'string' ? config.tagline : '',
  });
  files.push(...pages.files);
  uncarried.push(...pages.uncarried);

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
    examples: mdoc.examples,
    examplesAt: build?.file,
    theme:
      css.theme === undefined
        ? undefined
        : { value: css.theme, where: `${file}:${lineOfKey(source, plugins.customCss[0]!.path)}` },
    home: pages.home,
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

  uncarried.push(...(await swizzledComponents(siteDir)));
  uncarried.push(...standInsUncarried(stubbed, standIns, file));

  await writeCheckout(projectRoot, files);
  uncarried.sort(byPlace);
  const home = fitted.value.home as { actions?: unknown[]; features?: unknown[] } | undefined;
  const examples = fitted.value.examples as { sets?: unknown[] } | undefined;
  const setCount = examples?.sets?.length ?? 0;
  return {
    carried: [
      `site.yaml from ${file}${build === undefined || fitted.value.examples === undefined ? '' : ` and ${build.file}`}: ${Object.keys(fitted.value).join(', ')}`,
      ...carriedVersions,
      ...mdoc.carried,
      `public/: ${plural(staticFiles.length, 'file')} from static/`,
      ...(pages.routes.length === 0
        ? []
        : [`${PAGES_FOLDER}/: ${plural(pages.routes.length, 'page')} from src/pages/, at ${pages.routes.join(', ')}`]),
      ...(home === undefined
        ? []
        : [
            `home from ${pages.home!.where.replace(/:\d+$/, '')}: ${plural(home.actions?.length ?? 0, 'button')}, ${plural(home.features?.length ?? 0, 'feature card')}`,
          ]),
      ...(css.files.length === 0
        ? []
        : [
            `${CSS_FOLDER}/: ${plural(css.files.length, 'file')} of theme.customCss, from ${css.sources.join(', ')}${
              css.theme?.primaryColor === undefined
                ? ''
                : `; theme.primaryColor${css.theme.primaryShades === undefined ? '' : ' and primaryShades'} from its --ifm-color-primary`
            }`,
          ]),
      setCount === 0
        ? 'compiled-examples/ and api-reference/ removed: site.yaml has no example sets yet (guides/from-docusaurus.md says how to add them)'
        : `compiled-examples/ and api-reference/ removed: \`npm run examples\` compiles the pages of the ${plural(setCount, 'example set')}, then \`npm run build\``,
    ],
    uncarried,
    exampleSets: setCount,
  };
}

/** An mdoc input as the plan reads it: its files, and the `@NAME@` variables its pages use. */
async function readProjectInput(dir: string): Promise<ProjectInput> {
  const files = await filesUnder(dir);
  const usedVariables = new Set<string>();
  for (const path of files.filter((candidate) => /\.mdx?$/.test(candidate)))
    for (const match of (await readFile(join(dir, path), 'utf8')).matchAll(/(?<!@)@(\w+)@/g))
      usedVariables.add(match[1]!);
  return { files, usedVariables };
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
  stubbed: StubbedImport[],
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
  const read = await readSidebarsFile(path, siteDir);
  stubbed.push(...read.stubbed);
  const { sidebars } = read;
  return planSidebars(sidebars, relative(siteDir, path).split(sep).join('/'));
}
