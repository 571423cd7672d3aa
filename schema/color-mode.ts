import { z } from 'zod';

/** Light, dark or system colour scheme, and whether visitors may switch. */
export const colorModeSchema = z.strictObject({
  defaultMode: z.enum(['light', 'dark']).default('light').describe('Mode of a first visit.'),
  disableSwitch: z.boolean().default(false).describe('Hide the colour mode toggle.'),
  respectPrefersColorScheme: z
    .boolean()
    .default(false)
    .describe('Follow the operating system: the toggle then cycles system, light, dark.'),
});
