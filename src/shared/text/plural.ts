/** A count and its noun, which takes an "s" unless the count is one: "1 result", "2 results". */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
