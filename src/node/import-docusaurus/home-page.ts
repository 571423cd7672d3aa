import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, posix, relative, resolve, sep } from 'node:path';
import {
  attribute,
  child,
  children,
  elementName,
  lineOf,
  literalText,
  type Node,
  outerElements,
  parseReactModule,
  type ReactModule,
  summary,
  textOf,
  walk,
} from './react-module';
import type { Uncarried } from './report';
import type { ImportedFile } from './write-checkout';

/** A module of the site as read: its file from the site folder, its tree and its top-level names. */
interface SiteModule extends ReactModule {
  file: string;
  imports: Map<string, string>;
  functions: Map<string, Node>;
  arrays: Map<string, Node>;
}

export interface HomePage {
  /** site.yaml's `home:`; undefined when the page is not in the template's shape. */
  home: Record<string, unknown> | undefined;
  /** The feature images that are not in static/, copied into public/. */
  files: ImportedFile[];
  uncarried: Uncarried[];
}

/** Where a feature image that is not in static/ goes under public/. */
const HOME_IMAGES = 'img/home';
const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];
const HEADING = /^(?:h[1-6]|Heading)$/;
const LINK = /^(?:Link|a)$/;
const TEXT = /^(?:h[1-6]|Heading|p|Link|a|li|ul|ol|img|code|pre|blockquote|table)$/;

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const fromSite = (siteDir: string, file: string) => relative(siteDir, file).split(sep).join('/');
const inside = (folder: string, file: string) => {
  const path = relative(folder, file);
  return path !== '' && path !== '..' && !path.startsWith(`..${sep}`);
};

async function readModule(siteDir: string, path: string): Promise<SiteModule | undefined> {
  const source = await readFile(path, 'utf8');
  const module = parseReactModule(source, path);
  if (module === undefined) return undefined;
  const imports = new Map<string, string>();
  const functions = new Map<string, Node>();
  const arrays = new Map<string, Node>();
  let defaultName: string | undefined;
  const declare = (statement: Node | undefined) => {
    if (statement?.type === 'FunctionDeclaration') functions.set(String(child(statement, 'id')?.name), statement);
    if (statement?.type === 'VariableDeclaration')
      for (const declarator of children(statement, 'declarations')) {
        const name = String(child(declarator, 'id')?.name);
        const init = child(declarator, 'init');
        if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') functions.set(name, init);
        if (init?.type === 'ArrayExpression') arrays.set(name, init);
      }
  };
  for (const statement of children(module.program, 'body')) {
    if (statement.type === 'ImportDeclaration')
      for (const specifier of children(statement, 'specifiers'))
        imports.set(String(child(specifier, 'local')?.name), String(child(statement, 'source')?.value));
    else if (statement.type === 'ExportNamedDeclaration') {
      declare(child(statement, 'declaration'));
      // `export { Home as default }`, as esbuild writes a TypeScript page's default export.
      for (const specifier of children(statement, 'specifiers'))
        if (child(specifier, 'exported')?.name === 'default') defaultName = String(child(specifier, 'local')?.name);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = child(statement, 'declaration');
      if (declaration?.type === 'Identifier') functions.set('default', functions.get(String(declaration.name))!);
      else if (declaration !== undefined) {
        declare(declaration);
        functions.set('default', declaration);
      }
    } else declare(statement);
  }
  const exported = defaultName === undefined ? undefined : functions.get(defaultName);
  if (exported !== undefined) functions.set('default', exported);
  return { ...module, file: fromSite(siteDir, path), imports, functions, arrays };
}

/** The JSX a component returns: its arrow's body, or its last `return` of JSX. */
function returnedJsx(component: Node | undefined): Node | undefined {
  const body = child(component, 'body');
  if (body === undefined) return undefined;
  if (body.type !== 'BlockStatement') return body;
  const returns = children(body, 'body').filter((statement) => statement.type === 'ReturnStatement');
  return child(returns.at(-1), 'argument');
}

/** The file a module specifier names in the site: `@site/…` from the site folder, `./…` from the module. */
function resolveSpecifier(siteDir: string, module: SiteModule, specifier: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? resolve(siteDir, specifier.slice('@site/'.length))
    : /^\.\.?\//.test(specifier)
      ? resolve(siteDir, dirname(module.file), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find(isFile);
}

/** A list of feature cards: a top-level array of objects that each have a title. */
const isFeatureList = (array: Node) => {
  const items = children(array, 'elements');
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        item.type === 'ObjectExpression' &&
        children(item, 'properties').some((property) => child(property, 'key')?.name === 'title'),
    )
  );
};

interface Found {
  hero?: { module: SiteModule; node: Node };
  features?: { module: SiteModule; node: Node };
  rest: Array<{ module: SiteModule; node: Node }>;
}

/**
 * Reads src/pages/index.js as Docusaurus's template writes it: a hero (a `<header>`, with the
 * site's title, tagline and `<Link>` buttons) and feature cards (a `FeatureList` of title, image
 * and description, in the page or in the component it imports, HomepageFeatures). Text outside
 * them is listed with what it says.
 */
export async function readHomePage(
  siteDir: string,
  page: string,
  site: { title: string; tagline: string; staticDir: string },
): Promise<HomePage> {
  const path = resolve(siteDir, page);
  const uncarried: Uncarried[] = [];
  const files: ImportedFile[] = [];
  const module = await readModule(siteDir, path);
  const where = (at: SiteModule, node: Node) => `${at.file}:${lineOf(at, node)}`;
  const WHAT = 'a React page at /';
  const HOME =
    "the home page is made from site.yaml's title, tagline and `home:` (buttons, feature cards, a code sample)";
  /** The whole page left out: it says why, and where its text goes instead. */
  const notCarried = (why: string): HomePage => ({
    home: undefined,
    files,
    uncarried: [{ where: `${page}:1`, what: WHAT, why: `${why}${HOME}: write what it said there.` }],
  });
  if (module === undefined) return notCarried('it cannot be read as JavaScript with JSX; ');
  const top = returnedJsx(module.functions.get('default'));
  const found: Found = { rest: [] };
  const seen = new Set<Node>();

  const visit = async (at: SiteModule, node: Node): Promise<void> => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.type === 'JSXText') {
      if (String(node.value).trim() !== '') found.rest.push({ module: at, node });
      return;
    }
    if (node.type !== 'JSXElement') {
      const list = [...walk(node)].find(
        (item) =>
          item.type === 'Identifier' &&
          at.arrays.has(String(item.name)) &&
          isFeatureList(at.arrays.get(String(item.name))!),
      );
      if (list !== undefined && found.features === undefined) {
        found.features = { module: at, node: at.arrays.get(String(list.name))! };
        return;
      }
      for (const item of outerElements(node)) await visit(at, item);
      return;
    }
    const name = elementName(node);
    const className = attribute(node, 'className');
    const classes =
      typeof className === 'string'
        ? className
        : className === undefined
          ? ''
          : at.code.slice(className.start, className.end);
    if (found.hero === undefined && (name === 'header' || /\bhero\b|heroBanner/.test(classes))) {
      found.hero = { module: at, node };
      return;
    }
    if (TEXT.test(name)) {
      found.rest.push({ module: at, node });
      return;
    }
    const local = at.functions.get(name);
    if (local !== undefined) {
      const jsx = returnedJsx(local);
      if (jsx !== undefined) await visit(at, jsx);
      return;
    }
    const imported = at.imports.get(name);
    const file = imported === undefined ? undefined : resolveSpecifier(siteDir, at, imported);
    if (file !== undefined && /\.[jt]sx?$/.test(file)) {
      const other = await readModule(siteDir, file);
      const jsx = other === undefined ? undefined : returnedJsx(other.functions.get('default'));
      if (other !== undefined && jsx !== undefined) await visit(other, jsx);
      else found.rest.push({ module: at, node });
      return;
    }
    for (const item of children(node, 'children')) await visit(at, item);
  };
  if (top !== undefined) await visit(module, top);

  if (found.hero === undefined && found.features === undefined)
    return notCarried(
      `it is not in the shape of Docusaurus's template (a hero with buttons, HomepageFeatures); it held ${summary(module, top)}. `,
    );

  const home: Record<string, unknown> = {};
  if (found.hero !== undefined) {
    const { module: at, node } = found.hero;
    const known = { 'siteConfig.title': site.title, 'siteConfig.tagline': site.tagline };
    const elements = [...walk(node)].filter((item) => item.type === 'JSXElement');
    const heading = elements.find((item) => HEADING.test(elementName(item)));
    const subtitle = elements.find(
      (item) => elementName(item) === 'p' || String(attribute(item, 'className') ?? '').includes('hero__subtitle'),
    );
    for (const [element, value, name] of [
      [heading, site.title, 'title'],
      [subtitle, site.tagline, 'tagline'],
    ] as const) {
      const text = element === undefined ? '' : textOf(at, element, known).text;
      if (element !== undefined && text !== '' && text !== value)
        uncarried.push({
          where: where(at, element),
          what: `the hero's ${name}`,
          why: `it says "${text}", and the home page shows the site's ${name}, ${JSON.stringify(value)}: set ${name} in site.yaml to change it.`,
        });
    }
    const links = elements.filter((item) => LINK.test(elementName(item)));
    const styles = links.map((link) => String(attribute(link, 'className') ?? ''));
    const hasPrimary = styles.some((style) => style.includes('button--primary'));
    home.actions = links.flatMap((link, index) => {
      const target = attribute(link, 'to') ?? attribute(link, 'href');
      const to = typeof target === 'string' ? target : baseUrlArgument(target);
      const label = textOf(at, link).text;
      if (to === undefined || label === '') {
        uncarried.push({
          where: where(at, link),
          what: `a button of the hero${label === '' ? '' : ` "${label}"`}`,
          why: `its ${to === undefined ? 'target is computed when the page runs' : 'label is not text'}; add it to home.actions in site.yaml.`,
        });
        return [];
      }
      const style = styles[index]!;
      const secondary = style.includes('button--outline') || (hasPrimary && !style.includes('button--primary'));
      return [{ label, to, ...(secondary ? { style: 'secondary' } : {}) }];
    });
  }

  if (found.features !== undefined) {
    const { module: at, node } = found.features;
    // The images copied into public/img/home/, by name: two files of one name get two names.
    const copied = new Map<string, string>();
    home.features = children(node, 'elements').flatMap((item) => {
      const property = (...keys: string[]) =>
        child(
          children(item, 'properties').find((entry) => keys.includes(String(child(entry, 'key')?.name))),
          'value',
        );
      const title = literalText(property('title')) ?? textOf(at, property('title')).text;
      const description = textOf(at, property('description', 'text', 'body'));
      if (description.code.length > 0)
        uncarried.push({
          where: where(at, item),
          what: `the text of feature "${title}"`,
          why: `it holds ${description.code.map((code) => `{${code}}`).join(', ')}, known only when the page runs; its card shows the rest of the text.`,
        });
      const feature: Record<string, unknown> = { title, body: description.text };
      const image = property('Svg', 'img', 'image', 'imageUrl', 'src');
      if (image !== undefined) {
        const read = featureImage(siteDir, at, image, site.staticDir, copied);
        if (read.copy !== undefined) files.push(read.copy);
        if (read.image !== undefined) feature.image = read.image;
        else
          uncarried.push({
            where: where(at, image),
            what: `the image of feature "${title}"`,
            why: `${read.why}; its card has no image.`,
          });
      }
      const alt = literalText(property('imageAlt', 'alt'));
      if (alt !== undefined) feature.imageAlt = alt;
      return [feature];
    });
  }

  const { rest } = found;
  if (rest.length > 0)
    uncarried.push({
      where: where(rest[0]!.module, rest[0]!.node),
      what: 'part of the home page',
      why: `site.yaml's home has a hero and feature cards only; outside them the page held ${rest
        .map(({ module: at, node }) => summary(at, node))
        .join('; ')}: write it on a page of content/pages/ or in the docs.`,
    });
  return { home, files, uncarried };
}

/** `useBaseUrl('/docs/')`'s path. */
function baseUrlArgument(node: Node | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || child(node, 'callee')?.name !== 'useBaseUrl') return undefined;
  const path = literalText(children(node, 'arguments')[0]);
  return path === undefined ? undefined : path.startsWith('/') ? path : `/${path}`;
}

/**
 * A feature's image as site.yaml names it, from public/: a file of static/ keeps its path (static/
 * is copied to public/), any other file of the site is copied into public/img/home/.
 */
function featureImage(
  siteDir: string,
  at: SiteModule,
  node: Node,
  staticDir: string,
  copied: Map<string, string>,
): { image?: string; copy?: ImportedFile; why: string } {
  // require('…').default, require('…'), an imported name, useBaseUrl('…') or a path of static/.
  const call = node.type === 'MemberExpression' ? child(node, 'object') : node;
  let file: string | undefined;
  let written: string;
  if (call?.type === 'CallExpression' && child(call, 'callee')?.name === 'require') {
    written = literalText(children(call, 'arguments')[0]) ?? at.code.slice(node.start, node.end);
    file = resolveSpecifier(siteDir, at, written);
  } else if (node.type === 'Identifier' && at.imports.has(String(node.name))) {
    written = at.imports.get(String(node.name))!;
    file = resolveSpecifier(siteDir, at, written);
  } else {
    const path = literalText(node) ?? baseUrlArgument(node);
    written = path ?? at.code.slice(node.start, node.end);
    file = path === undefined ? undefined : resolve(staticDir, path.replace(/^\/+/, ''));
  }
  if (file === undefined || !isFile(file))
    return { why: `${JSON.stringify(written)} names no file of the site that can be found without running the page` };
  if (inside(staticDir, file)) return { image: relative(staticDir, file).split(sep).join('/'), why: '' };
  const { name, ext } = posix.parse(file.split(sep).join('/'));
  let image = posix.join(HOME_IMAGES, `${name}${ext}`);
  for (let count = 2; copied.has(image) && copied.get(image) !== file; count += 1)
    image = posix.join(HOME_IMAGES, `${name}-${count}${ext}`);
  const copy = copied.has(image) ? undefined : { path: `public/${image}`, from: file };
  copied.set(image, file);
  return { image, ...(copy === undefined ? {} : { copy }), why: '' };
}
