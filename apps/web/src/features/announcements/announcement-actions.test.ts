import { describe, expect, it } from 'vitest';
import { announcementActions } from './announcement-actions.ts';

describe('announcementActions', () => {
  it('a route name becomes its path, an href stays external', () => {
    expect(
      announcementActions([
        { label: 'Learn More', route: 'about' },
        { label: 'FAQ', href: 'https://help.test/faq' },
      ]),
    ).toEqual([
      { kind: 'route', label: 'Learn More', to: '/about' },
      { kind: 'external', label: 'FAQ', href: 'https://help.test/faq' },
    ]);
  });

  it('drops buttons that lead nowhere: no target, an unknown route, a route that needs params', () => {
    expect(
      announcementActions([{ label: 'Nothing' }, { label: 'Unknown', route: 'nowhere' }, { label: 'Series', route: 'seriesDetail' }]),
    ).toEqual([]);
  });

  it('a route that names no page falls back to the button href', () => {
    expect(announcementActions([{ label: 'Both', route: 'nowhere', href: 'https://help.test/' }])).toEqual([
      { kind: 'external', label: 'Both', href: 'https://help.test/' },
    ]);
  });
});
