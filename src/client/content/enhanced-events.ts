/**
 * The event types the content's enhancements listen to, on the content's root. Its own module:
 * the page keeps those that come before the enhancing module, without loading that module.
 */
export const ENHANCED_EVENTS = ['click', 'keydown'] as const;
