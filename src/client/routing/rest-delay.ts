/** How long the pointer rests on a link before its page is rendered ahead: a pointer sweeping across a list of links renders none of them. */
export const PREPARE_AFTER_REST_MS = 80;
