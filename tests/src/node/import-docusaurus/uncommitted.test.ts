import { describe, expect, it } from 'vitest';
import { refuseUncommitted } from '../../../../src/node/import-docusaurus/uncommitted';

describe('refuseUncommitted', () => {
  it('lets a checkout whose written paths are committed through', async () => {
    await expect(refuseUncommitted('/checkout', async () => '')).resolves.toBeUndefined();
  });

  it('refuses, naming each file, when the paths the import replaces have changes', async () => {
    const status = ' M site.yaml\n?? content/current/draft.md\n D public/img/logo.svg\n';
    await expect(refuseUncommitted('/checkout', async () => status)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[ImportRefusal: The import replaces site.yaml, content/, public/, css/, compiled-examples/, api-reference/, tests/site/, and these 3 files there are not committed: "site.yaml" (modified), "content/current/draft.md" (untracked), "public/img/logo.svg" (deleted); commit or stash them first. Nothing was changed.]`,
    );
  });
});
