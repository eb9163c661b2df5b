import { REGISTRATION_LABELS, arePersonalFieldsLocked, buildRegistrationRequest, closesWithoutSaving, ageGateAfterSubmit } from '@stat/contracts';
import type { ProviderData, RegistrationValues, User } from '@stat/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useAgeGate, writeAgeGate } from '../../lib/age-gate-cookie.ts';
import { useRegisterUser } from './api/register-user.ts';
import { RegistrationForm } from './registration-form.tsx';
import type { ApiError } from '../../lib/api-error.ts';

/** How Complete Your Profile ended. */
export type RegistrationOutcome =
  | { kind: 'registered'; user: User; underAge: boolean }
  /** The age-gating cookie says under age with personal data: closed, nothing saved. */
  | { kind: 'closedWithoutSaving' };

interface RegistrationDialogProps {
  user: User;
  provider: ProviderData;
  onDone: (outcome: RegistrationOutcome) => void;
  /** Close icon or Esc: cancels registration and signs the viewer out. */
  onCancel: () => void;
}

/**
 * The Complete Your Profile dialog: the form for the user's account type; a valid submit saves
 * (POST user), leaves the age-gating cookie and hands the answer on.
 */
export function RegistrationDialog({ user, provider, onDone, onCancel }: RegistrationDialogProps) {
  const ageGate = useAgeGate(user.tveUserId);
  const legal = user.legal || (ageGate?.isLegal ?? false);
  const fields = provider.registration[user.accountType];
  const locked = arePersonalFieldsLocked(user.accountType, ageGate);
  const { mutateAsync } = useRegisterUser();

  async function save(values: RegistrationValues): Promise<ApiError | null> {
    if (closesWithoutSaving(ageGate)) {
      onDone({ kind: 'closedWithoutSaving' });
      return null;
    }
    const context = { accountType: user.accountType, legal, now: new Date() };
    const ruleFields = locked ? fields.filter((field) => !field.pii) : fields;
    const submission = buildRegistrationRequest(values, ruleFields, context);
    const result = await mutateAsync(submission.request);
    if (!result.ok) return result.error;
    writeAgeGate(user.tveUserId, ageGateAfterSubmit(submission, context));
    onDone({ kind: 'registered', user: result.user, underAge: submission.underAge });
    return null;
  }

  return (
    <Dialog
      title={REGISTRATION_LABELS.title}
      onDismiss={onCancel}
      closeLabel={REGISTRATION_LABELS.close}
      initialFocus="input:not([disabled])"
      size="large"
    >
      <RegistrationForm
        fields={fields}
        context={{ accountType: user.accountType, legal }}
        locked={locked}
        partitioned={provider.partitionedForms}
        onSubmit={save}
      />
    </Dialog>
  );
}
