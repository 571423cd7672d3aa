// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionBanner } from '../../../../../src/client/pages/doc/VersionBanner';
import { readPageSiteData } from '../../../../../src/client/site/read-page-data';
import { latestVersion } from '../../../../../src/shared/versions';
import { renderInApp } from '../../render';

// The fixture page is the current version's docs home, so its own docs are the latest version's.
const data = readPageSiteData(document);
const latest = latestVersion(data);
const other = data.versions.find((version) => version.name !== latest.name)!;
const samePage = data.version.docs.find((doc) => doc.id !== data.version.mainDocId)!.path;

describe('the version banner', () => {
  it('says that an unreleased version has not been released yet, and leads to the same page of the latest version', () => {
    renderInApp(<VersionBanner version={{ ...other, banner: 'unreleased' }} banner="unreleased" latestPath={samePage} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(`${other.label}, a version that has not been released yet.`);
    expect(note.textContent).toContain('For the release you can use today, see this page in the latest version');
    expect(screen.getByRole('link', { name: 'this page in the latest version' }).getAttribute('href')).toBe(samePage);
  });

  it('says that an unmaintained version is no longer maintained', () => {
    renderInApp(<VersionBanner version={other} banner="unmaintained" latestPath={samePage} />);
    expect(screen.getByRole('note').textContent).toContain(`${other.label}, which is no longer actively maintained.`);
    expect(screen.getByRole('note').textContent).toContain('For up-to-date documentation, see this page in the latest version');
  });

  it('leads to the main doc of the latest version when that version has no such page', () => {
    renderInApp(<VersionBanner version={other} banner="unmaintained" latestPath={undefined} />);
    expect(screen.getByRole('link', { name: 'the latest version' }).getAttribute('href')).toBe(latest.mainDocPath);
  });
});
