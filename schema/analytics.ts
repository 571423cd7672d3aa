import { z } from 'zod';

/**
 * Page-view analytics. Absent by default, and then nothing is sent anywhere. Set exactly one
 * provider: a Google tag id, or an endpoint of your own that receives a small JSON beacon.
 */
export const analyticsSchema = z
  .strictObject({
    gtag: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, { error: 'must be a Google tag id such as "G-ABC123XYZ"' })
      .optional()
      .describe('Google tag (GA4) measurement id.'),
    endpoint: z
      .string()
      .regex(/^(?:https:\/\/[^\s]+|\/[^\s]*)$/, { error: 'must be an https:// URL or a path starting with "/"' })
      .optional()
      .describe('URL that receives {"path","title","referrer"} as a POST beacon on every route change.'),
  })
  .refine((analytics) => (analytics.gtag === undefined) !== (analytics.endpoint === undefined), {
    error: 'needs exactly one of "gtag" or "endpoint"',
  });

export type AnalyticsConfig = z.output<typeof analyticsSchema>;
