import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateDeviceAnswer } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-result.ts';
import { outcomeOfAnswer, outcomeOfError, type ActivationOutcome } from '../activation-outcome.ts';
import { deviceKeys } from './device-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

interface Activation {
  /** The code in canonical form (8 letters). */
  code: string;
  platform: string;
}

/** POST device/activate/{code}: approves the TV showing the code, as the device the viewer chose. */
export async function activateDevice({ code, platform }: Activation): Promise<ActivateDeviceAnswer> {
  return parseAnswer(
    api.post(`device/activate/${encodeURIComponent(code)}`, { platform }),
    import('@stat/contracts/device-schemas'),
    (s) => s.activateDeviceAnswerSchema,
  );
}

/**
 * The activation as a mutation whose errors are an outcome, not a rejection: the activation's
 * own dialogs show them, so the app's "user error opens the generic modal" rule must not fire.
 */
export function useActivateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activation: Activation): Promise<ActivationOutcome> => {
      try {
        return outcomeOfAnswer(await activateDevice(activation));
      } catch (error) {
        return outcomeOfError(toApiError(error));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
