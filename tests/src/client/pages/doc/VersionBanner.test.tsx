// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionBanner } from '../../../../../src/client/pages/doc/VersionBanner';
import { readPageSiteData } from '../../../../../src/client/site/read-page-data';
import { latestVersion } from '../../../../../src/shared/versions';
import { renderInApp } from '../../render';

// The banner stands on pages of v1, which carry the current version's docs too.
const data = readPageSiteData(document);
const latest = latestVersion(data);
const v1 = data.versions.find((version) => version.name === 'v1')!;
const shown = (docId: string, banner: 'unreleased' | 'unmaintained' = 'unmaintained') =>
  renderInApp(<VersionBanner version={{ ...v1, banner }} banner={banner} docId={docId} />, { path: '/docs/v1/' });

describe('the version banner', () => {
  it('says that an unreleased version has not been released yet, and leads to the same page of the latest version', () => {
    shown('index', 'unreleased');
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(`${v1.label}, a version that has not been released yet.`);
    expect(note.textContent).toContain('For the release you can use today, see this page in the latest version');
    expect(screen.getByRole('link', { name: 'this page in the latest version' }).getAttribute('href')).toBe('/docs/');
  });

  it('says that an unmaintained version is no longer maintained', () => {
    shown('index');
    expect(screen.getByRole('note').textContent).toContain(`${v1.label}, which is no longer actively maintained.`);
    expect(screen.getByRole('note').textContent).toContain(
      'For up-to-date documentation, see this page in the latest version',
    );
  });

  it('leads to the main doc of the latest version when that version has no such page', () => {
    shown('docs/monix/fx');
    expect(screen.getByRole('link', { name: 'the latest version' }).getAttribute('href')).toBe(latest.mainDocPath);
  });
});
