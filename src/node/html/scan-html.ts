import { Parser } from 'htmlparser2';

/** Where a tag is in the HTML: `html.slice(start, end)` is the tag as written. */
export interface TagSpan {
  start: number;
  end: number;
}

export interface HtmlHandlers {
  /** An element opens; attribute names are lower case and values have their entities decoded. */
  open?(tag: string, attributes: Readonly<Record<string, string>>, span: TagSpan): void;
  /**
   * An element closes: by its end tag, or, `span` undefined, where HTML implies it (a void
   * element, an unclosed `<p>` or `<li>` before the next, the end of the document).
   */
  close?(tag: string, span: TagSpan | undefined): void;
  /** Text, its entities decoded (but the text of `<script>` and `<style>` as written). */
  text?(text: string): void;
}

/**
 * Reads HTML as a browser's tokenizer does, with htmlparser2: tag names in lower case, void and
 * implied end tags closed, comments and quoted `>` inside attributes no tag, every named entity
 * decoded. The engine's scans of HTML go through here so that none of them is a regular expression.
 */
export function scanHtml(html: string, handlers: HtmlHandlers): void {
  const parser: Parser = new Parser(
    {
      onopentag(tag, attributes) {
        handlers.open?.(tag, attributes, { start: parser.startIndex, end: parser.endIndex + 1 });
      },
      onclosetag(tag, implied) {
        handlers.close?.(tag, implied ? undefined : { start: parser.startIndex, end: parser.endIndex + 1 });
      },
      ontext(text) {
        handlers.text?.(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
}
