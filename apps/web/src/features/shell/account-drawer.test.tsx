import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS, visitorState as visitorStateOf } from '@stat/contracts';
import type { User } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { AccountDrawer } from './account-drawer.tsx';
import { Header } from './header.tsx';
import { renderInRouter } from './render-in-router.tsx';
import { testDictionary, testUser } from '../../testing/fixtures.ts';

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  act(() => useUiStore.setState({ drawerOpen: false, pickerOpen: false }));
});

function renderShell(user: User | null) {
  const visitorState = visitorStateOf(user);
  return renderInRouter(
    <>
      <Header signedOut={visitorState === 'signedOut'} />
      <AccountDrawer visitorState={visitorState} helpCenterUrl={testDictionary.helpUrls.helpCenter} onSignOut={() => {}} />
    </>,
  );
}
const accountButton = () => within(screen.getByRole('banner')).getByRole('button', { name: LABELS.account });

describe('Header and AccountDrawer', () => {
  it('signed out: a Sign In button opens the provider picker and there is no drawer', async () => {
    renderShell(null);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: LABELS.signIn }));
    expect(useUiStore.getState().pickerOpen).toBe(true);
    expect(screen.queryByRole('button', { name: LABELS.account })).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('the account button toggles the drawer it controls, which lists the account links', async () => {
    renderShell(testUser());
    const button = accountButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const drawer = screen.getByRole('dialog', { name: LABELS.account });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual([
      LABELS.settings,
      LABELS.activateDevice,
      `${LABELS.helpCenter} ${LABELS.opensInNewTab}`,
    ]);
    expect(within(drawer).getByRole('link', { name: /^Help Center/ }).getAttribute('href')).toBe(
      testDictionary.helpUrls.helpCenter,
    );
    expect(within(drawer).getByRole('button', { name: LABELS.signOut })).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: LABELS.myList })).toBeTruthy();
  });

  it('has no My List for a signed-in user who is not authorized', async () => {
    renderShell(testUser({ registered: false, isAuthorized: false }));
    await userEvent.click(accountButton());
    const drawer = screen.getByRole('dialog', { name: LABELS.account });
    expect(within(drawer).queryByRole('heading', { name: LABELS.myList })).toBeNull();
  });

  it('closes on Esc and returns focus to the account button', async () => {
    renderShell(testUser());
    await userEvent.click(accountButton());
    const drawer = screen.getByRole('dialog', { name: LABELS.account });
    within(drawer).getByRole('link', { name: LABELS.settings }).focus();
    await userEvent.keyboard('{Escape}');
    expect(useUiStore.getState().drawerOpen).toBe(false);
    expect(drawer).toHaveProperty('open', false);
    expect(document.activeElement).toBe(accountButton());
  });

  it('closes on a backdrop click and with its close button', async () => {
    renderShell(testUser());
    await userEvent.click(accountButton());
    const drawer = screen.getByRole('dialog', { name: LABELS.account });
    await userEvent.click(drawer);
    expect(useUiStore.getState().drawerOpen).toBe(false);
    await userEvent.click(accountButton());
    await userEvent.click(within(drawer).getByRole('button', { name: LABELS.closeAccount }));
    expect(useUiStore.getState().drawerOpen).toBe(false);
  });
});
