import type { Token, TokenizerAndRendererExtension, Tokens } from 'marked';

/**
 * What a reported mistake takes of the page: its text is consumed and shows nothing, and the
 * tokens read inside it (a block's body) are kept so their own mistakes are found too. The page
 * is not built while it has one, so nothing of it is ever shown.
 */
export function problemToken(raw: string, tokens: Token[] = []): Tokens.Generic {
  return { type: 'markdownProblem', raw, tokens };
}

export const problemExtension: TokenizerAndRendererExtension = {
  name: 'markdownProblem',
  renderer: () => '',
};
