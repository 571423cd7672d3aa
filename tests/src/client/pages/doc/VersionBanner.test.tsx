// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionBanner } from '../../../../../src/client/pages/doc/VersionBanner';
import { docsMetadata } from '../../../../../src/client/site-data';
import { latestVersion } from '../../../../../src/shared/versions';
import { renderInApp } from '../../render';

const latest = latestVersion(docsMetadata);
const other = docsMetadata.versions.find((version) => version !== latest)!;
const docId = other.docs.find((doc) => latest.docs.some((candidate) => candidate.id === doc.id))!.id;

describe('the version banner', () => {
  it('says that an unreleased version has not been released yet, and leads to the same page of the latest version', () => {
    renderInApp(<VersionBanner version={{ ...other, banner: 'unreleased' }} banner="unreleased" docId={docId} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(`${other.label}, a version that has not been released yet.`);
    expect(note.textContent).toContain('For the release you can use today, see this page in the latest version');
    expect(screen.getByRole('link', { name: 'this page in the latest version' }).getAttribute('href')).toBe(latest.docs.find((doc) => doc.id === docId)!.path);
  });

  it('says that an unmaintained version is no longer maintained', () => {
    renderInApp(<VersionBanner version={other} banner="unmaintained" docId={docId} />);
    expect(screen.getByRole('note').textContent).toContain(`${other.label}, which is no longer actively maintained.`);
    expect(screen.getByRole('note').textContent).toContain('For up-to-date documentation, see this page in the latest version');
  });
});
