import {
  arePersonalFieldsLocked,
  buildRegistrationRequest,
  DIRECT_PROFILE_FIELDS,
  EMPTY_REGISTRATION_VALUES,
  GENDER_PLACEHOLDER,
  profileFields,
  SETTINGS_PROFILE_LABELS,
} from '@stat/contracts';
import type { ProviderData, RegistrationValues, User } from '@stat/contracts';
import { useAgeGate } from '../../lib/age-gate-cookie.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { RegistrationForm } from './registration-form.tsx';

const L = SETTINGS_PROFILE_LABELS.profile;

/** The user's profile as the form's values. */
function valuesOf(user: User): RegistrationValues {
  return {
    ...EMPTY_REGISTRATION_VALUES,
    userName: user.userName ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    zipcode: user.zipcode ?? '',
    gender: user.gender ?? GENDER_PLACEHOLDER,
    newsletterSubscribed: user.newsletterSubscribed,
  };
}

export interface ProfileFormProps {
  user: User;
  /** The user's TV provider; null for a direct (ott) account, which has a form of its own. */
  provider: ProviderData | null;
  onSaved: (user: User) => void;
}

/**
 * Settings' profile (issue 26 section 1): Complete Your Profile's form and rules over the fields
 * the profile edits, filled with the user's own; a save (PUT user) is confirmed with the settings
 * notification. A sub account's age rules are the registration's: the date of birth when
 * personal data is entered without proven legal age, personal fields locked by the age cookie.
 */
export function ProfileForm({ user, provider, onSaved }: ProfileFormProps) {
  const { mutateAsync } = useUpdateProfile();
  const ageGate = useAgeGate(user.tveUserId);
  const legal = user.legal || (ageGate?.isLegal ?? false);
  const fields = profileFields(provider ? provider.registration[user.accountType] : DIRECT_PROFILE_FIELDS);
  const locked = arePersonalFieldsLocked(user.accountType, ageGate);

  async function save(values: RegistrationValues): Promise<ApiError | null> {
    const ruleFields = locked ? fields.filter((field) => !field.pii) : fields;
    const { request } = buildRegistrationRequest(values, ruleFields, { accountType: user.accountType, legal, now: new Date() });
    const result = await mutateAsync(request);
    if (!result.ok) return result.error;
    onSaved(result.value);
    showSettingsNotification({ text: L.saved });
    return null;
  }

  return (
    <RegistrationForm
      fields={fields}
      context={{ accountType: user.accountType, legal }}
      locked={locked}
      partitioned={false}
      onSubmit={save}
      defaultValues={valuesOf(user)}
      copy={{ intro: L.lead, submit: L.save }}
    />
  );
}
