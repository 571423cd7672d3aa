import docsearch, { type DocSearchInstance, type DocSearchProps } from '@docsearch/js/docsearch';

/**
 * The keyword-only build of DocSearch (about half the size) comes with the modal's chunk, so the
 * two download together; the build with DocSearch's own Ask AI loads only when site.yaml names a
 * hosted assistant, which then answers the questions.
 */
export async function loadDocSearch(
  assistantId: string | undefined,
): Promise<(props: DocSearchProps) => DocSearchInstance> {
  if (assistantId === undefined) return docsearch;
  const docsearchAi = (await import('@docsearch/js')).default;
  return (props) => docsearchAi({ ...props, askAi: assistantId });
}
