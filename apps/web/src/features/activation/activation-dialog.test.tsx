import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATION_LABELS, API_MESSAGES, ERROR_CODES, MESSAGES } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { useModalStore } from '../../components/modal/modal-store.ts';
import { api } from '../../lib/api-client.ts';
import { ActivationDialog } from './activation-dialog.tsx';
import { usePendingActivation } from './pending-activation.ts';
import { testApiError } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const L = ACTIVATION_LABELS;
const PLATFORMS = [
  { displayName: 'Roku', platform: 'roku' },
  { displayName: 'Apple TV', platform: 'tvos' },
];

function renderDialog({ canActivate = true } = {}) {
  const onSignIn = vi.fn();
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <ActivationDialog canActivate={canActivate} platforms={PLATFORMS} onSignIn={onSignIn} onActivated={vi.fn()} onClose={onClose} />,
    { queryClient },
  );
  return { onSignIn, onClose };
}

async function enterCode(code: string) {
  const dialog = screen.getByRole('dialog', { name: L.codeForm.title });
  const input = within(dialog).getByRole('textbox', { name: L.codeForm.code });
  await userEvent.clear(input);
  if (code) await userEvent.type(input, code);
  await userEvent.click(within(dialog).getByRole('button', { name: L.codeForm.submit }));
}

async function chooseAndActivate(device: string) {
  const dialog = screen.getByRole('dialog', { name: L.deviceSelect.title });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: L.deviceSelect.device }), device);
  await userEvent.click(within(dialog).getByRole('button', { name: L.deviceSelect.submit }));
}

beforeAll(installDialogPolyfill);
beforeEach(() => usePendingActivation.getState().start());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => useModalStore.getState().closeModal());
});

describe('ActivationDialog', () => {
  it('asks for a code, focused; an empty one is “Please enter a code.”, a malformed one says what a code looks like', async () => {
    renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: L.codeForm.code }));
    await enterCode('');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.activationCodeRequired);
    await enterCode('ABC');
    expect(screen.getByRole('alert').textContent).toBe(L.codeForm.codeFormat);
  });

  it('sends a signed-out visitor to sign in, holding the code in canonical form', async () => {
    const { onSignIn } = renderDialog({ canActivate: false });
    await enterCode('bcdf ghjk');
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(usePendingActivation.getState()).toMatchObject({ open: true, code: 'BCDFGHJK' });
  });

  it('activates the chosen device: “Please select a device.” first, then success, and the code is cleared', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ deviceStatus: 'REGISTERED_ACTIVE' });
    const { onClose } = renderDialog();
    await enterCode('bcdf-ghjk');
    const select = screen.getByRole('dialog', { name: L.deviceSelect.title });
    expect(within(select).getByText(L.deviceSelect.lead('BCDF-GHJK'))).toBeTruthy();
    await userEvent.click(within(select).getByRole('button', { name: L.deviceSelect.submit }));
    expect(within(select).getByRole('alert').textContent).toBe(MESSAGES.activationDeviceRequired);
    expect(post).not.toHaveBeenCalled();

    await chooseAndActivate('Apple TV');
    expect(post).toHaveBeenCalledWith('device/activate/BCDFGHJK', { platform: 'tvos' });
    const success = await screen.findByRole('dialog', { name: L.success.title });
    expect(within(success).getByText(L.success.body('Apple TV'))).toBeTruthy();
    expect(usePendingActivation.getState().code).toBeNull();
    await userEvent.click(within(success).getByRole('button', { name: L.success.done }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(usePendingActivation.getState().open).toBe(false);
  });

  it('words the success for a viewer who registered on the way', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ deviceStatus: 'REGISTERED_ACTIVE' });
    act(() => {
      usePendingActivation.getState().holdCode('BCDFGHJK');
      usePendingActivation.getState().markRegistered();
    });
    renderDialog();
    await chooseAndActivate('Roku');
    expect(await screen.findByText(L.success.bodyWithRegistration('Roku'))).toBeTruthy();
  });

  it('takes any status but REGISTERED_ACTIVE for “Invalid device status.”', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ deviceStatus: 'REGISTERED_INACTIVE' });
    renderDialog();
    await enterCode('BCDFGHJK');
    await chooseAndActivate('Roku');
    const failure = await screen.findByRole('dialog', { name: L.failure.title });
    expect(within(failure).getByText(MESSAGES.activationInvalidDeviceStatus)).toBeTruthy();
  });

  it('shows another error’s text with Retry Activation, which resets and restarts, and Not Now', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(testApiError(ERROR_CODES.deviceCodeInvalid, MESSAGES.activationFailed));
    const { onClose } = renderDialog();
    await enterCode('BCDFGHJK');
    await chooseAndActivate('Roku');
    const failure = await screen.findByRole('dialog', { name: L.failure.title });
    expect(within(failure).getByText(MESSAGES.activationFailed)).toBeTruthy();
    expect(document.activeElement).toBe(within(failure).getByRole('button', { name: L.failure.retry }));
    expect(within(failure).getByRole('button', { name: L.failure.notNow })).toBeTruthy();
    await userEvent.click(within(failure).getByRole('button', { name: L.failure.retry }));
    const form = screen.getByRole('dialog', { name: L.codeForm.title });
    expect((within(form).getByRole('textbox', { name: L.codeForm.code }) as HTMLInputElement).value).toBe('');
    expect(onClose).not.toHaveBeenCalled();
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('offers only OK for an unsupported device', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(testApiError(ERROR_CODES.deviceUnsupported, MESSAGES.activationDeviceUnsupported));
    renderDialog();
    await enterCode('BCDFGHJK');
    await chooseAndActivate('Roku');
    const failure = await screen.findByRole('dialog', { name: L.failure.title });
    expect(within(failure).getByText(MESSAGES.activationDeviceUnsupported)).toBeTruthy();
    expect(within(failure).getByRole('button', { name: L.failure.ok })).toBeTruthy();
    expect(within(failure).queryByRole('button', { name: L.failure.retry })).toBeNull();
    expect(within(failure).queryByRole('button', { name: L.failure.notNow })).toBeNull();
  });

  it('closes on the device limit and shows the error in the generic modal', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(testApiError(ERROR_CODES.deviceLimit, API_MESSAGES.deviceLimit));
    const { onClose } = renderDialog();
    await enterCode('BCDFGHJK');
    await chooseAndActivate('Roku');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(useModalStore.getState().modal?.body).toBe(API_MESSAGES.deviceLimit);
  });
});
