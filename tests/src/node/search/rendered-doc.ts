import type { RenderedDoc } from '../../../../src/node/docs/render-docs';

/** A page of the current version as the build hands it to search: what the tests vary is its address, title and body. */
export function renderedDoc({
  path,
  id = path.slice(1),
  title,
  html,
  markdownUrl = `${path}.md`,
  reference = false,
}: {
  path: string;
  id?: string;
  title: string;
  html: string;
  markdownUrl?: string;
  reference?: boolean;
}): RenderedDoc {
  return {
    versionName: 'current',
    reference,
    path,
    data: {
      id,
      title,
      name: title,
      titleHeading: 'shown',
      keywords: undefined,
      image: undefined,
      tags: [],
      unlisted: false,
      showSidebar: true,
      description: undefined,
      html,
      toc: [],
      hideTableOfContents: false,
      versionName: 'current',
      breadcrumbs: [],
      previous: undefined,
      next: undefined,
      markdownUrl,
      editUrl: undefined,
      lastUpdated: undefined,
    },
  };
}
