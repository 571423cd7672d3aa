/** A navbar item or dropdown entry as far as its type goes: the tag that names its schema and its renderer. */
export interface TaggedItem {
  type: string;
}
