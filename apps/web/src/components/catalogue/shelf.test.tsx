import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSE_LABELS } from '@stat/contracts';
import { Shelf } from './shelf.tsx';
import { shelfTargetIndex } from './shelf-keys.ts';
import { TitleCard } from './title-card.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

afterEach(cleanup);

interface Tile {
  id: number;
  name: string;
}
const TILES: Tile[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Title ${id}` }));

function TestShelf({ removable = false }: { removable?: boolean }) {
  const [items, setItems] = useState(TILES);
  return (
    <>
      <a href="#before">Before</a>
      <Shelf
        title="Drama"
        seeAllHref="/series/all"
        items={items}
        getKey={(item) => item.id}
        shape="landscape"
        renderItem={(item) => (
          <TitleCard
            name={item.name}
            to={`/movie/${item.id}`}
            images={[]}
            imageType="playlistListDisplay"
            onRemove={removable ? () => setItems((all) => all.filter((other) => other.id !== item.id)) : undefined}
            removeLabel={BROWSE_LABELS.removeFromContinueWatching(item.name)}
          />
        )}
      />
      <a href="#after">After</a>
    </>
  );
}

const tile = (name: string) => screen.getByRole('link', { name });

describe('shelfTargetIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 4],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 0],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['Enter', 1, null],
    ['Tab', 1, null],
  ])('%s from %i goes to %s', (key, from, to) => {
    expect(shelfTargetIndex(key, from, 5)).toBe(to);
  });

  it('ignores keys in an empty shelf', () => {
    expect(shelfTargetIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('Shelf', () => {
  it('is a labelled region with a See all link', () => {
    renderWithProviders(<TestShelf />);
    expect(screen.getByRole('region', { name: 'Drama' })).toBeTruthy();
    expect(screen.getByRole('link', { name: BROWSE_LABELS.seeAllOf('Drama') }).getAttribute('href')).toBe('/series/all');
  });

  it('has one tab stop: Tab enters on the first tile and leaves the shelf', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestShelf />);
    await user.click(screen.getByRole('link', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: BROWSE_LABELS.seeAllOf('Drama') }));
    await user.tab();
    expect(document.activeElement).toBe(tile('Title 1'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'After' }));
  });

  it('moves with the arrow keys, Home and End, and stays at the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestShelf />);
    tile('Title 1').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tile('Title 2'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tile('Title 5'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tile('Title 5'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tile('Title 1'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tile('Title 1'));
  });

  it('remembers the active tile: Tab back into the shelf lands where the viewer left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestShelf />);
    tile('Title 1').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tile('Title 3').tabIndex).toBe(0);
    expect(tile('Title 1').tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tile('Title 3'));
  });

  it('keeps the remove button in the active tile reachable and hands focus on after a removal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestShelf removable />);
    tile('Title 1').focus();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    const remove = screen.getByRole('button', { name: BROWSE_LABELS.removeFromContinueWatching('Title 2') });
    expect(document.activeElement).toBe(remove);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('link', { name: 'Title 2' })).toBeNull();
    expect(document.activeElement).toBe(tile('Title 3'));
  });
});
