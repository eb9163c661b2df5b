import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES, REGISTRATION_LABELS } from '@stat/contracts';
import type { RegistrationValues } from '@stat/contracts';
import { errorOf } from '../../testing/field-error.ts';
import { testProvider } from '../../testing/fixtures.ts';
import { caretAfterDigits } from './dob-input.tsx';
import { RegistrationForm, type RegistrationFormProps } from './registration-form.tsx';
import type { ApiError } from '../../lib/api-error.ts';
import { testApiError } from '../../testing/fixtures.ts';

afterEach(cleanup);

const provider = testProvider();
const field = (label: string) => screen.getByLabelText(label);

function renderForm(props: Partial<RegistrationFormProps> = {}) {
  const onSubmit = vi.fn<(values: RegistrationValues) => Promise<ApiError | null>>().mockResolvedValue(null);
  render(
    <RegistrationForm
      fields={provider.registration.sub}
      context={{ accountType: 'sub', legal: false }}
      locked={false}
      partitioned
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.submit }));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('User Name'), 'viewer1');
  await user.click(field('I have read and agree to the Terms of Use'));
}

describe('Complete Your Profile form', () => {
  it('marks required fields with a leading asterisk and aria-required, in two fieldsets', () => {
    renderForm();
    expect(field('User Name').getAttribute('aria-required')).toBe('true');
    expect(field('First Name').getAttribute('aria-required')).toBeNull();
    const account = screen.getByRole('group', { name: REGISTRATION_LABELS.accountPart });
    const about = screen.getByRole('group', { name: REGISTRATION_LABELS.personalPart });
    expect(within(account).getByLabelText('User Name')).toBeTruthy();
    expect(within(about).getByLabelText('Zip Code')).toBeTruthy();
    expect(within(account).getAllByText('*')).toHaveLength(2);
    expect(screen.getByText(REGISTRATION_LABELS.requiredNote)).toBeTruthy();
  });

  it('offers the gender placeholder first', () => {
    renderForm();
    const options = within(field('Gender')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Gender', 'Not Specified', 'Male', 'Female']);
    expect((field('Gender') as HTMLSelectElement).value).toBe('Gender');
  });

  it('shows the required messages under their fields and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await submit(user);
    expect(errorOf('User Name')).toBe('User Name is required');
    expect(errorOf('I have read and agree to the Terms of Use')).toBe('Please agree to the Terms of Use to continue.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('User Name'));
  });

  it('gives every field rule its exact message', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('User Name'), 'vie w');
    await user.type(field('Email Address'), 'viewer@home');
    await user.type(field('Confirm Email Address'), 'other@home.test');
    await user.type(field('First Name'), 'A');
    await user.type(field('Last Name'), 'B');
    await user.type(field('Zip Code'), '1234');
    await submit(user);
    expect(errorOf('User Name')).toBe('User names have at least 5 characters and no spaces or symbols.');
    expect(errorOf('Email Address')).toBe('Please enter a valid email address.');
    expect(errorOf('First Name')).toBe('First names have at least 2 characters.');
    expect(errorOf('Last Name')).toBe('Last names have at least 2 characters.');
    expect(errorOf('Zip Code')).toBe('Please enter a 5-digit zip code, or 5+4 digits.');
    expect(errorOf('Date of Birth')).toBe('Date of Birth is required');

    await user.clear(field('Email Address'));
    await user.type(field('Email Address'), 'viewer@home.test');
    expect(errorOf('Email Address')).toBeNull();
    expect(errorOf('Confirm Email Address')).toBe(MESSAGES.registrationEmailMismatch);
    await user.clear(field('Confirm Email Address'));
    await user.type(field('Confirm Email Address'), 'nope');
    expect(errorOf('Confirm Email Address')).toBe('Please confirm a valid email address.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the date of birth only once a sub account enters personal data, with the mask', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
    await fillValid(user);
    await user.selectOptions(field('Gender'), 'Not Specified');
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
    await user.type(field('Zip Code'), '12345');
    const dob = field('Date of Birth') as HTMLInputElement;
    expect(dob.getAttribute('aria-required')).toBe('true');
    expect(dob.placeholder).toBe('mm/dd/yyyy');

    await user.type(dob, '01');
    expect(dob.value).toBe('01/dd/yyyy');
    expect(dob.selectionStart).toBe(2);
    await user.type(dob, '0');
    expect(dob.value).toBe('01/0d/yyyy');
    expect(dob.selectionStart).toBe(4);
    await user.type(dob, 'x2-2000999');
    expect(dob.value).toBe('01/02/2000');

    await submit(user);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ zipcode: '12345', dob: '01/02/2000' }));
  });

  it('puts the caret after the n-th digit of the mask', () => {
    expect(caretAfterDigits('', 0)).toBe(0);
    expect(caretAfterDigits('01/dd/yyyy', 2)).toBe(2);
    expect(caretAfterDigits('01/2d/yyyy', 3)).toBe(4);
    expect(caretAfterDigits('01/02/2yyy', 5)).toBe(7);
    expect(caretAfterDigits('01/02/2000', 8)).toBe(10);
  });

  it('never shows the date of birth to a primary account or a proven adult', async () => {
    renderForm({ context: { accountType: 'sub', legal: true } });
    const user = userEvent.setup();
    await user.type(field('First Name'), 'Al');
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
    cleanup();
    renderForm({ fields: provider.registration.primary, context: { accountType: 'primary', legal: false } });
    await user.type(field('First Name'), 'Al');
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
  });

  it('locks the personal fields, saying why, and still submits the rest', async () => {
    const { onSubmit, user } = renderForm({ locked: true });
    const about = screen.getByRole('group', { name: REGISTRATION_LABELS.personalPart });
    expect(about.hasAttribute('disabled')).toBe(true);
    expect(about.getAttribute('aria-describedby')).toBe(screen.getByText(REGISTRATION_LABELS.lockedHelp).id);
    expect((field('First Name') as HTMLInputElement).disabled).toBe(true);
    expect((field('User Name') as HTMLInputElement).disabled).toBe(false);
    await fillValid(user);
    await submit(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('puts user name taken on the userName field', async () => {
    const { onSubmit, user } = renderForm();
    onSubmit.mockResolvedValue(testApiError(ERROR_CODES.userNameTaken, MESSAGES.userNameTaken));
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(errorOf('User Name')).toBe(MESSAGES.userNameTaken));
    expect(document.activeElement).toBe(field('User Name'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows any other server error at the top of the form', async () => {
    const { onSubmit, user } = renderForm();
    onSubmit.mockResolvedValue(testApiError(ERROR_CODES.serverUncaught, MESSAGES.serverUncaught));
    await fillValid(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.serverUncaught);
    const firstPart = screen.getByRole('group', { name: REGISTRATION_LABELS.accountPart });
    expect(firstPart.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(errorOf('User Name')).toBeNull();
  });
});
