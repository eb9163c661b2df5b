/** Query keys of the announcements, general to specific. */
export const announcementKeys = {
  all: ['announcements'] as const,
  homeModal: () => [...announcementKeys.all, 'home-modal'] as const,
};
