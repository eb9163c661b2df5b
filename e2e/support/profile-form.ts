import { expect, type Locator, type Page } from '@playwright/test';
import { providerDataSchema, REGISTRATION_LABELS, type RegistrationField, type RegistrationFieldId } from '@stat/contracts';

/** Complete Your Profile, the dialog a first sign-in through a TV provider opens. */
export const profileForm = (page: Page) => page.getByRole('dialog', { name: REGISTRATION_LABELS.title });

/** The provider's field definitions for an account type, as GET mso/{id} serves them. */
export async function fieldsOf(page: Page, msoId: number, accountType: 'primary' | 'sub') {
  const provider = providerDataSchema.parse(await (await page.request.get(`/api/mso/${msoId}`)).json());
  const fields = provider.registration[accountType];
  return (id: RegistrationFieldId): RegistrationField => {
    const field = fields.find((candidate) => candidate.id === id);
    if (!field) throw new Error(`provider ${msoId} has no ${id} field`);
    return Object.assign(field, { all: fields });
  };
}

export const input = (form: Locator, field: RegistrationField) => form.getByLabel(field.label, { exact: false }).first();
export const submit = (form: Locator) => form.getByRole('button', { name: REGISTRATION_LABELS.submit }).click();
export const uniqueName = () => `fan${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills a primary account's required fields with valid values and saves the profile. */
export async function completePrimaryProfile(page: Page, msoId: number): Promise<void> {
  const form = profileForm(page);
  await expect(form).toBeVisible();
  const field = await fieldsOf(page, msoId, 'primary');
  await input(form, field('userName')).fill(uniqueName());
  await input(form, field('emailAddress')).fill('fan@example.com');
  await input(form, field('confirmEmail')).fill('fan@example.com');
  await form.getByRole('checkbox', { name: field('ihaveread').label }).check();
  await submit(form);
}
