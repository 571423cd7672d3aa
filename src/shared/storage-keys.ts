/** localStorage keys of the visitor's choices, shared by the app and the inline head scripts. */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismissed',
  announcementId: 'announcement-id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;
