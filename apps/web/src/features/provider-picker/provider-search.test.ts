import { describe, expect, it } from 'vitest';
import type { MsoEntry } from '@stat/contracts';
import { featuredProviders, highlightParts, providerSignInUrl, searchProviders } from './provider-search.ts';

const mso = (id: number, logInText: string): MsoEntry => ({
  id,
  mso: logInText.toUpperCase(),
  logInText,
  authURL: `https://idp.example/${id}`,
  pickerImage: { url: `/img/${id}.svg` },
});
const msos = [mso(1, 'Acme Cable'), mso(2, 'Blue Ridge'), mso(3, 'Cablevision')];

describe('provider search', () => {
  it('lists the featured providers in pickerList order', () => {
    expect(featuredProviders({ msos, pickerList: [3, 1, 99] }).map((m) => m.id)).toEqual([3, 1]);
  });

  it('matches logInText case-insensitively as a substring', () => {
    expect(searchProviders(msos, 'CABLE').map((m) => m.id)).toEqual([1, 3]);
    expect(searchProviders(msos, '  ').map((m) => m.id)).toEqual([1, 2, 3]);
    expect(searchProviders(msos, 'zzz')).toEqual([]);
  });

  it('highlights the match', () => {
    expect(highlightParts('Acme Cable', 'cab')).toEqual([
      { text: 'Acme ', match: false },
      { text: 'Cab', match: true },
      { text: 'le', match: false },
    ]);
    expect(highlightParts('Acme', 'x')).toEqual([{ text: 'Acme', match: false }]);
  });

  it('adds the returnpage parameter to the auth URL', () => {
    expect(providerSignInUrl('https://idp.example/a?x=1', 'http://localhost/movies?b=2')).toBe(
      'https://idp.example/a?x=1&returnpage=http%3A%2F%2Flocalhost%2Fmovies%3Fb%3D2',
    );
  });
});
