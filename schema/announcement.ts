import { z } from 'zod';

/** A message above the navbar. Changing its id shows it again to visitors who closed it. */
export const announcementSchema = z.strictObject({
  id: z.string().min(1).describe('Change it to show the bar again to everyone who dismissed it.'),
  content: z.string().min(1).describe('HTML of the message.'),
  backgroundColor: z.string().default('var(--brand-surface)').describe('CSS colour of the bar.'),
  textColor: z.string().default('var(--text)').describe('CSS colour of the text.'),
  isCloseable: z.boolean().default(true).describe('Whether visitors may dismiss the bar.'),
});
