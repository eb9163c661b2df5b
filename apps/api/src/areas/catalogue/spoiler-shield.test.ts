import { describe, expect, it } from 'vitest';
import { SPOILER_HIDDEN_TEXT } from '@stat/contracts';
import { artworkName, shieldedDescription, spoils } from './spoiler-shield.ts';

const description = { short: 'Ali wins.', medium: 'Ali wins in the ninth.', long: 'Ali wins in the ninth round.' };

describe('the spoiler shield on public answers', () => {
  it('hides every length of a marked description', () => {
    expect(shieldedDescription(description, ['description'])).toEqual({ short: SPOILER_HIDDEN_TEXT, medium: SPOILER_HIDDEN_TEXT, long: SPOILER_HIDDEN_TEXT });
    expect(shieldedDescription({ medium: description.medium }, ['artwork', 'description'])).toEqual({ medium: SPOILER_HIDDEN_TEXT });
  });

  it('leaves an unmarked description, or one whose artwork only is marked, as it is', () => {
    expect(shieldedDescription(description, [])).toBe(description);
    expect(shieldedDescription(description, ['artwork'])).toBe(description);
    expect(shieldedDescription(description, null)).toBe(description);
  });

  it('draws marked artwork without the item’s name', () => {
    expect(artworkName('The Reckoning', ['artwork'])).toBe(SPOILER_HIDDEN_TEXT);
    expect(artworkName('The Reckoning', ['description'])).toBe('The Reckoning');
    expect(spoils(undefined, 'artwork')).toBe(false);
  });
});
