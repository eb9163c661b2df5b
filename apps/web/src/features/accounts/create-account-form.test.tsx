import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS, API_MESSAGES, ERROR_CODES, MESSAGES } from '@stat/contracts';
import { useModalStore } from '../../components/modal/modal-store.ts';
import { api } from '../../lib/api-client.ts';
import { errorOf } from '../../testing/field-error.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { testApiError, testUser } from '../../testing/fixtures.ts';
import { CreateAccountForm } from './create-account-form.tsx';

const L = ACCOUNT_LABELS.createAccount;
const RULES = ACCOUNT_LABELS.passwordRules;
const SIGN_IN = '/api/account/login?returnpage=x';

function renderForm() {
  const onCreated = vi.fn();
  return { onCreated, ...renderWithProviders(<CreateAccountForm onCreated={onCreated} signInHref={SIGN_IN} />) };
}

type Typist = ReturnType<typeof renderForm>['user'];

async function fill(user: Typist, overrides: Partial<Record<'email' | 'password' | 'birthDate', string>> = {}) {
  const values = { email: 'New.Viewer@example.test', password: 'sunset42river', birthDate: '1990-05-17', ...overrides };
  await user.type(screen.getByLabelText(L.email), values.email);
  await user.type(screen.getByLabelText(L.password), values.password);
  await user.type(screen.getByLabelText(L.firstName), 'Ada');
  await user.type(screen.getByLabelText(L.lastName), 'Lovelace');
  await user.type(screen.getByLabelText(L.zipcode), '10001');
  await user.type(screen.getByLabelText(L.birthDate), values.birthDate);
}

const submit = (user: Typist) => user.click(screen.getByRole('button', { name: L.submit }));

/** The rules still to meet, as assistive technology hears them (the met ones are hidden from it). */
const rulesToMeet = () =>
  screen
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => item.closest('[aria-hidden="true"]') === null)
    .map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => useModalStore.getState().closeModal());
});

describe('Create Account form', () => {
  it('asks for what password managers fill, by their autocomplete names', () => {
    renderForm();
    const autocomplete = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect([L.email, L.password, L.firstName, L.lastName, L.zipcode, L.birthDate].map(autocomplete)).toEqual([
      'email',
      'new-password',
      'given-name',
      'family-name',
      'postal-code',
      'bday',
    ]);
    expect(screen.getByLabelText(L.birthDate).getAttribute('type')).toBe('date');
    expect(screen.getByRole('checkbox', { name: L.newsletter })).toBeTruthy();
    expect(screen.getByRole('link', { name: L.haveAccount }).getAttribute('href')).toBe(SIGN_IN);
  });

  it('states the password rules and ticks each one as it is met', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText(L.password);
    const rules = document.getElementById(password.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(within(rules).getByText(RULES.heading)).toBeTruthy();
    expect(rulesToMeet()).toEqual([RULES.length, RULES.mix, RULES.notEmail]);

    await user.type(screen.getByLabelText(L.email), 'sunny@example.test');
    await user.type(password, 'abc');
    expect(rulesToMeet()).toEqual([RULES.length, RULES.mix]);
    await user.type(password, 'defgh');
    expect(rulesToMeet()).toEqual([RULES.mix]);
    await user.type(password, '7');
    expect(rules.getAttribute('aria-hidden')).toBe('true');
    await user.clear(password);
    await user.type(password, 'sunny2026');
    expect(rulesToMeet()).toEqual([RULES.notEmail]);
    expect(screen.getByText(RULES.length).closest('li')?.hasAttribute('data-met')).toBe(true);
  });

  it('says what is missing on each field and sends nothing', async () => {
    const get = vi.spyOn(api, 'get');
    const { user } = renderForm();
    await submit(user);
    expect(errorOf(L.email)).toBe(L.required(L.email));
    expect(errorOf(L.password)).toBe(L.required(L.password));
    expect(errorOf(L.birthDate)).toBe(L.required(L.birthDate));
    expect(document.activeElement).toBe(screen.getByLabelText(L.email));
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses a date of birth under 18 on its field', async () => {
    const get = vi.spyOn(api, 'get');
    const { user } = renderForm();
    const recent = new Date();
    recent.setFullYear(recent.getFullYear() - 17);
    await fill(user, { birthDate: recent.toLocaleDateString('en-CA') });
    await submit(user);
    expect(errorOf(L.birthDate)).toBe(L.underage);
    expect(get).not.toHaveBeenCalled();
  });

  it("checks the e-mail first: one with an account opens 'User Exists' with the server's message and Ok", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ exists: true });
    const post = vi.spyOn(api, 'post');
    const { user, onCreated } = renderForm();
    await fill(user);
    await submit(user);
    expect(get).toHaveBeenCalledWith('user/exist/new.viewer%40example.test');
    expect(post).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
    expect(useModalStore.getState().modal).toEqual({
      title: MESSAGES.userExistsTitle,
      body: API_MESSAGES.userExists,
      buttons: [{ label: MESSAGES.ok }],
    });
  });

  it("an account made in between (the server's 409) ends the same way, with its message", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ exists: false });
    vi.spyOn(api, 'post').mockRejectedValue(testApiError(ERROR_CODES.userExists, 'Taken just now.'));
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(useModalStore.getState().modal).toMatchObject({ title: MESSAGES.userExistsTitle, body: 'Taken just now.' });
  });

  it('creates the account and hands the new user on', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ exists: false });
    const created = testUser({ registered: false, isAuthorized: false, mso: null, msoId: null });
    const post = vi.spyOn(api, 'post').mockResolvedValue(created);
    const { user, onCreated } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: L.newsletter }));
    await submit(user);
    expect(post).toHaveBeenCalledWith('ott/user', {
      email: 'new.viewer@example.test',
      password: 'sunset42river',
      firstName: 'Ada',
      lastName: 'Lovelace',
      zipcode: '10001',
      birthDate: '1990-05-17',
      newsletterSubscribed: true,
    });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(useModalStore.getState().modal).toBeNull();
  });

  it("puts the server's refusals on their fields: underage on the date, a refused password on the password", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ exists: false });
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(testApiError(ERROR_CODES.underage, API_MESSAGES.underage));
    const { user } = renderForm();
    await fill(user);
    await submit(user);
    expect(errorOf(L.birthDate)).toBe(API_MESSAGES.underage);
    expect(document.activeElement).toBe(screen.getByLabelText(L.birthDate));

    post.mockRejectedValueOnce(testApiError(ERROR_CODES.passwordRejected, API_MESSAGES.passwordRejected));
    await submit(user);
    expect(errorOf(L.password)).toBe(API_MESSAGES.passwordRejected);

    post.mockRejectedValueOnce(testApiError(ERROR_CODES.requestInvalid, 'Something is off.'));
    await submit(user);
    expect(screen.getByText('Something is off.').getAttribute('role')).toBe('alert');
  });
});
