import type { Token, TokenizerAndRendererExtension, TokenizerThis, Tokens } from 'marked';
import {
  ADMONITION_KINDS,
  defaultAdmonitionTitle,
  isAdmonitionKind,
  renderAdmonition,
  type AdmonitionToken,
} from './admonitions.js';
import { lineOf, type RenderContext } from './context.js';
import { findDirectiveStart, matchContainerDirective, type ContainerDirective } from './directive-syntax.js';
import { escapeHtml } from '../../shared/text/html-entities.js';
import { inlineText } from './inline-text.js';
import { problemToken } from './problem-token.js';
import { headingSlug } from './slugger.js';
import { renderTabs, type TabToken, type TabsToken } from './tabs.js';

interface DetailsToken {
  type: 'details';
  raw: string;
  open: boolean;
  /** Undefined without a `<summary>`: the browser then says "Details", as Docusaurus does. */
  summaryTokens: Token[] | undefined;
  tokens: Token[];
}

/**
 * `:::note` … `:::` admonitions, `::::tabs` / `:::tab` groups and `:::details` (what `<details>`
 * becomes, ./mdx-details.ts) as marked extensions. A mistake is reported, and the body of the
 * block is still read, so what is wrong inside it is reported too.
 */
export function directiveExtensions(context: RenderContext): TokenizerAndRendererExtension[] {
  return [
    {
      name: 'directive',
      level: 'block',
      start: (src) => findDirectiveStart(src),
      tokenizer(src) {
        const match = matchContainerDirective(src);
        if (match === undefined) return undefined;
        const line = lineOf(context, src);
        if (match.kind === 'unclosed') {
          context.problems.report(`:::${match.name} is never closed; add a line containing only ":::".`, line);
          // The opening line goes; what follows reads as the page's own.
          return problemToken(/^.*(?:\n|$)/.exec(src)![0]);
        }
        return tokenizeDirective(this, context, match.directive, line);
      },
    },
    {
      name: 'admonition',
      childTokens: ['titleTokens', 'tokens'],
      renderer(token) {
        const admonition = token as AdmonitionToken;
        const title =
          admonition.titleTokens.length > 0
            ? this.parser.parseInline(admonition.titleTokens)
            : escapeHtml(defaultAdmonitionTitle(admonition.kind));
        return renderAdmonition(admonition.kind, title, this.parser.parse(admonition.tokens));
      },
    },
    {
      name: 'details',
      childTokens: ['summaryTokens', 'tokens'],
      renderer(token) {
        const details = token as DetailsToken;
        const summary =
          details.summaryTokens === undefined
            ? ''
            : `<summary>${this.parser.parseInline(details.summaryTokens)}</summary>\n`;
        return `<details${details.open ? ' open' : ''}>${summary}${this.parser.parse(details.tokens)}</details>\n`;
      },
    },
    {
      name: 'tabs',
      renderer(token) {
        const tabs = token as TabsToken;
        context.tabGroupCount += 1;
        // Rendered in page order, as the page's compiled examples come, then shown in the tabs' order.
        const rendered = tabs.tokens.map((tab) => ({
          value: tab.value,
          labelHtml: this.parser.parseInline(tab.labelTokens),
          bodyHtml: this.parser.parse(tab.tokens),
        }));
        return renderTabs(tabs, ordered(rendered, tabs.order), context.slugger, context.tabGroupCount);
      },
    },
    {
      name: 'tab',
      childTokens: ['labelTokens', 'tokens'],
      // Unreachable: the tokenizer only accepts :::tab directly inside ::::tabs.
      renderer: () => '',
    },
  ];
}

function tokenizeDirective(
  tokenizer: TokenizerThis,
  context: RenderContext,
  directive: ContainerDirective,
  line: number | undefined,
): Tokens.Generic {
  const { name } = directive;
  const insideTabs = context.insideTabs;
  if (isAdmonitionKind(name)) {
    const title = directive.label ?? directive.attributes.title ?? directive.rest;
    const token: AdmonitionToken = {
      type: 'admonition',
      raw: directive.raw,
      kind: name,
      titleTokens: title === '' ? [] : tokenizer.lexer.inline(title),
      tokens: lexBody(tokenizer, context, directive.body, line, false),
    };
    return token;
  }
  if (name === 'details') {
    const token: DetailsToken = {
      type: 'details',
      raw: directive.raw,
      open: directive.attributes.open !== undefined,
      summaryTokens: directive.label === undefined ? undefined : tokenizer.lexer.inline(directive.label),
      tokens: lexBody(tokenizer, context, directive.body, line, false),
    };
    return token;
  }
  if (name === 'tabs') {
    const children = lexBody(tokenizer, context, directive.body, line, true);
    const tabs = children.filter((child): child is TabToken => child.type === 'tab');
    const stray = children.find(
      (child) => child.type !== 'tab' && child.type !== 'space' && child.type !== 'markdownProblem',
    );
    if (stray !== undefined || tabs.length === 0)
      context.problems.report('::::tabs may only contain :::tab[Label] blocks.', line);
    const { groupId, queryString, defaultValue, order } = directive.attributes;
    if (defaultValue && !tabs.some((tab) => tab.value === defaultValue)) {
      context.problems.report(
        `::::tabs defaultValue="${defaultValue}" names none of its tabs; their values are ${tabs.map((tab) => `"${tab.value}"`).join(', ')}.`,
        line,
      );
    }
    const token: TabsToken = {
      type: 'tabs',
      raw: directive.raw,
      groupId: groupId || undefined,
      queryString: queryString || undefined,
      defaultValue: defaultValue || undefined,
      tokens: tabs,
      order: order?.split(' ').map(Number),
    };
    return token;
  }
  if (name === 'tab') {
    if (!insideTabs) context.problems.report(':::tab must be placed directly inside ::::tabs.', line);
    const label = directive.label ?? directive.rest;
    if (label === '') context.problems.report(':::tab needs a label, as in :::tab[sbt].', line);
    const labelTokens = tokenizer.lexer.inlineTokens(label);
    const token: TabToken = {
      type: 'tab',
      raw: directive.raw,
      value: directive.attributes.value || headingSlug(inlineText(labelTokens)),
      labelTokens,
      tokens: lexBody(tokenizer, context, directive.body, line, false),
    };
    return insideTabs ? token : problemToken(directive.raw, token.tokens);
  }
  context.problems.report(
    `Unknown admonition kind "${name}" in ":::${name}"; expected one of ${ADMONITION_KINDS.join(', ')}, or tabs and tab.`,
    line,
  );
  return problemToken(directive.raw, lexBody(tokenizer, context, directive.body, line, false));
}

/** The tabs in the order `order` gives by their indexes (how `<Tabs values>` orders its buttons). */
function ordered<T>(tabs: T[], order: readonly number[] | undefined): T[] {
  if (order === undefined) return tabs;
  const picked = order.map((index) => tabs[index]);
  return picked.every((tab) => tab !== undefined) && new Set(picked).size === tabs.length ? (picked as T[]) : tabs;
}

function lexBody(
  tokenizer: TokenizerThis,
  context: RenderContext,
  body: string,
  openerLine: number | undefined,
  insideTabs: boolean,
): Token[] {
  const { lexer } = tokenizer;
  const savedTop = lexer.state.top;
  const savedInsideTabs = context.insideTabs;
  // Directives may sit in list items, where marked lexes with top=false and would drop paragraphs.
  lexer.state.top = true;
  context.insideTabs = insideTabs;
  if (openerLine !== undefined) context.sources.push({ text: body, startLine: openerLine + 1 });
  try {
    return lexer.blockTokens(body, []);
  } finally {
    if (openerLine !== undefined) context.sources.pop();
    context.insideTabs = savedInsideTabs;
    lexer.state.top = savedTop;
  }
}
