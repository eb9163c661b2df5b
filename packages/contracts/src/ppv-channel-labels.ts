/** The pay-per-view channel's words: the watch section's buttons and the player's fixes (STYLE rule 9). */
export const PPV_CHANNEL_LABELS = {
  watchLive: 'Watch live',
  watchReplay: 'Watch the replay',
  /** The fix of a refusal to a viewer who has not bought: the purchase section, with the price. */
  buyToWatch: (price: string) => `Buy for ${price}`,
  /** The fix of a refusal before the window opens. */
  opensAt: (time: string) => `Opens at ${time}`,
  /** The event page's purchase section (its heading's id), where the buy fix leads. */
  purchaseSectionId: 'ppv-event-purchase',
} as const;
