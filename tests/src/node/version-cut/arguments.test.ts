import { describe, expect, it } from 'vitest';
import { cutArguments } from '../../../../src/node/version-cut/arguments';

describe('cutArguments', () => {
  it('reads the release, the archived version and the dry run', () => {
    expect(cutArguments(['--release', '2.3.0', '--name', 'v2-2', '--label', 'v2.2.x', '--dry-run'])).toEqual({
      release: '2.3.0',
      name: 'v2-2',
      label: 'v2.2.x',
      dryRun: true,
      report: undefined,
      config: 'site.yaml',
      help: false,
    });
  });

  it('says what is missing or wrong, quoting it', () => {
    expect(() => cutArguments([])).toThrowErrorMatchingInlineSnapshot(
      `[VersionCutOptionError: --release is missing; name the release current documents from now on, such as --release 2.3.0.]`,
    );
    expect(() => cutArguments(['--release', '2.3.0/'])).toThrowErrorMatchingInlineSnapshot(
      `[VersionCutOptionError: --release "2.3.0/" is not a Maven version such as "2.3.0".]`,
    );
    expect(() => cutArguments(['--release', '2.3.0', '--label', ''])).toThrowErrorMatchingInlineSnapshot(
      `[VersionCutOptionError: --label "" is empty; the version dropdown shows it.]`,
    );
    expect(() => cutArguments(['--release', '2.3.0', '--relase', '2.3.1'])).toThrowErrorMatchingInlineSnapshot(
      `[VersionCutOptionError: Unknown option '--relase'. See npm run version:cut -- --help.]`,
    );
  });
});
