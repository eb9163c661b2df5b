import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '@stat/contracts';
import { accountSignInUrl } from './account-sign-in.ts';
import { FrontDoor } from './front-door.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const L = ACCOUNT_LABELS.frontDoor;

afterEach(cleanup);

describe('FrontDoor', () => {
  it('says what the service is and offers the two ways in', () => {
    const signIn = accountSignInUrl('http://app.test/movies?x=1');
    renderWithProviders(<FrontDoor artwork={<img src="/art.jpg" alt="" />} signInHref={signIn} createAccountHref="/signup" />);
    expect(screen.getByRole('heading', { level: 1, name: L.headline })).toBeTruthy();
    expect(screen.getByText(L.lead)).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...L.offers]);
    // The account provider's page is the server's: the link leaves the app, with where to come back to.
    expect(screen.getByRole('link', { name: L.signIn }).getAttribute('href')).toBe(
      '/api/account/login?returnpage=http%3A%2F%2Fapp.test%2Fmovies%3Fx%3D1',
    );
    expect(screen.getByRole('link', { name: L.createAccount }).getAttribute('href')).toBe('/signup');
  });
});
