import { describe, expect, it } from 'vitest';
import { frontMatterSchema } from '../../../../schema/content';
import { docRoute, type SourceDoc, type VersionSources } from '../../../../src/node/docs/load-version';
import { buildVersion } from '../../../../src/node/docs/version-metadata';

function source(file: string, frontMatter: Record<string, unknown>): SourceDoc {
  const slash = file.lastIndexOf('/');
  const dir = slash === -1 ? '' : file.slice(0, slash);
  const baseName = file.slice(slash + 1);
  const parsed = frontMatterSchema.parse(frontMatter);
  return {
    frontMatter: parsed,
    title: parsed.title ?? baseName,
    name: parsed.title || baseName,
    hasContentTitle: false,
    description: parsed.description,
    warnings: [],
    locate: () => [],
    tags: [],
    body: '',
    bodyStartLine: 4,
    id: dir === '' ? baseName : `${dir}/${baseName}`,
    fileName: `content/v2/${file}.md`,
    dir,
    baseName,
    path: docRoute('/docs/v2', dir, baseName, parsed.slug),
  };
}

const sources = (docs: SourceDoc[]): VersionSources => ({
  version: { name: 'v2', label: 'Version 2', path: '/docs/v2', sidebar: 'v2Sidebar', banner: 'unmaintained', noIndex: false },
  docs,
  categories: [],
  warnings: [],
});

describe('buildVersion', () => {
  it('describes a version: its label, path, sidebar link and docs', () => {
    const built = buildVersion(sources([source('setup', { title: 'Setup', sidebar_position: 2 }), source('index', { title: 'Welcome', sidebar_label: 'Start' })]), false);
    expect(built.meta).toEqual({
      name: 'v2',
      label: 'Version 2',
      isLast: false,
      path: '/docs/v2',
      mainDocId: 'index',
      banner: 'unmaintained',
      draftIds: [],
      sidebars: { v2Sidebar: { link: '/docs/v2/' } },
      docs: [
        { id: 'setup', path: '/docs/v2/setup', title: 'Setup', sidebarLabel: 'Setup', sidebar: 'v2Sidebar' },
        { id: 'index', path: '/docs/v2/', title: 'Welcome', sidebarLabel: 'Start', sidebar: 'v2Sidebar' },
      ],
    });
    expect(built.sidebar.map((item) => item.label)).toEqual(['Start', 'Setup']);
  });

  it('takes the first doc of the sidebar as the main doc when there is no index', () => {
    const built = buildVersion(sources([source('b', { title: 'B' }), source('a', { title: 'A', sidebar_position: 5 }), source('c', { title: 'C', sidebar_position: 1 })]), true);
    expect(built.meta.mainDocId).toBe('c');
    expect(built.meta.isLast).toBe(true);
    expect(built.meta.sidebars.v2Sidebar).toEqual({ link: '/docs/v2/c' });
  });

  it('leaves an empty version without a sidebar link', () => {
    const built = buildVersion(sources([]), true);
    expect(built.meta.sidebars).toEqual({ v2Sidebar: { link: undefined } });
    expect(built.meta.mainDocId).toBe('');
  });
});
