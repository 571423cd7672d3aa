import type { z } from 'zod';
import { siteConfigSchema } from '../../../schema';
import { describeIssue } from '../../../schema/error-map';
import { formatPath, lineOfKey, lineOfText, type KeyPath } from './key-lines';
import type { Uncarried } from './report';

export interface Fitted {
  value: Record<string, unknown>;
  uncarried: Uncarried[];
}

type Origins = ReadonlyArray<{ site: KeyPath; config: KeyPath; where?: string | undefined }>;

const startsWith = (path: KeyPath, prefix: KeyPath) => prefix.every((key, index) => path[index] === key);
const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  value !== null && typeof value === 'object';
const valueAt = (root: unknown, path: KeyPath): unknown =>
  path.reduce<unknown>((value, key) => (isContainer(value) ? value[key] : undefined), root);

/** Sections a site may go without: one the schema refuses whole is left out. */
const OPTIONAL_SECTIONS = new Set(['image', 'announcementBar', 'algolia', 'analytics', 'colorMode']);

/**
 * Fits the imported values to this checkout's site.yaml schema: a key it has no place for, or a
 * value it refuses, is left out and listed at the config line it came from. A missing required
 * field takes its parent with it (a footer link without a label is left out whole). Required
 * sections are never left out: what the schema still refuses there is for the site owner to fix,
 * and `npm run build` names it.
 */
export function fitSchema(
  imported: Record<string, unknown>,
  origins: Origins,
  file: string,
  source: string,
  schema: z.ZodType = siteConfigSchema,
): Fitted {
  const value = structuredClone(imported);
  const uncarried: Uncarried[] = [];
  // Indexes as the config wrote them, though earlier entries of a list were left out.
  const removedIndexes = new Map<string, number[]>();
  const original = (path: KeyPath): KeyPath =>
    path.map((key, depth) => {
      if (typeof key !== 'number') return key;
      const removed = removedIndexes.get(JSON.stringify(path.slice(0, depth))) ?? [];
      let index = key;
      for (const gone of [...removed].sort((a, b) => a - b)) if (gone <= index) index += 1;
      return index;
    });
  const configPath = (sitePath: KeyPath) => {
    const path = original(sitePath);
    const origin = origins.find(({ site }) => startsWith(path, site));
    return origin === undefined ? path : [...origin.config, ...path.slice(origin.site.length)];
  };
  const lineOf = (path: KeyPath, left: unknown) => {
    const keyLine = lineOfKey(source, path);
    // An entry of a list is found by a text of its own, after the list's key.
    const own = isContainer(left)
      ? ['label', 'to', 'href', 'sidebarId', 'docId', 'title']
          .map((key) => left[key])
          .find((text) => typeof text === 'string')
      : undefined;
    if (typeof own !== 'string') return keyLine;
    const offset = source
      .split('\n')
      .slice(0, keyLine - 1)
      .join('\n').length;
    const line = lineOfText(source, `'${own}'`, offset);
    return line > 1 ? line : lineOfText(source, `"${own}"`, offset);
  };
  const leaveOut = (path: KeyPath, why: string) => {
    const left = valueAt(value, path);
    const parent = valueAt(value, path.slice(0, -1));
    const key = path[path.length - 1]!;
    const from = configPath(path);
    if (Array.isArray(parent) && typeof key === 'number') {
      const listKey = JSON.stringify(path.slice(0, -1));
      removedIndexes.set(listKey, [...(removedIndexes.get(listKey) ?? []), Number(from[from.length - 1] ?? key)]);
      parent.splice(key, 1);
    } else if (isContainer(parent)) delete parent[key];
    const fixed = origins.find(({ site }) => startsWith(original(path), site))?.where;
    uncarried.push({ where: fixed ?? `${file}:${lineOf(from, left)}`, what: formatPath(from), why });
  };

  for (let round = 0; round < 500; round += 1) {
    const result = schema.safeParse(value);
    if (result.success) break;
    const issues = result.error.issues;
    const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
    if (unknown !== undefined && unknown.code === 'unrecognized_keys') {
      for (const key of unknown.keys) leaveOut([...(unknown.path as KeyPath), key], 'site.yaml has no place for it.');
      continue;
    }
    const refused = issues
      .map((issue) => {
        const path = issue.path as KeyPath;
        // A value that is missing takes its parent, and so does a refused `type`, which makes its
        // entry what it is; any other refused value goes alone.
        const target =
          valueAt(value, path) === undefined || path[path.length - 1] === 'type' ? path.slice(0, -1) : path;
        return { issue, path, target };
      })
      .find(({ target }) => target.length >= 2 || (target.length === 1 && OPTIONAL_SECTIONS.has(String(target[0]))));
    if (refused === undefined) break;
    const written = valueAt(value, refused.target);
    const message = describeIssue(refused.issue, valueAt(value, refused.path)).replace(/\.$/, '');
    const shown =
      typeof written === 'string' || typeof written === 'number' || typeof written === 'boolean'
        ? JSON.stringify(written)
        : 'it';
    const at =
      refused.path.length === refused.target.length
        ? ''
        : ` (${formatPath(refused.path.slice(refused.target.length))})`;
    leaveOut(refused.target, `site.yaml refuses ${shown}${at}: ${message}; it was left out.`);
  }
  return { value, uncarried };
}
