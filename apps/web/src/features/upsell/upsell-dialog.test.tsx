import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPSELL_LABELS, providerDataSchema, upsellContent } from '@stat/contracts';
import type { ProviderData } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { UpsellDialog } from './upsell-dialog.tsx';

function provider(upsellTemplate: string | null): ProviderData {
  return providerDataSchema.parse({
    id: 102,
    mso: 'HARBOR',
    logInText: 'Harbor Fiber',
    registration: { primary: [], sub: [] },
    accountType: 'primaryOnly',
    parentalControls: null,
    partitionedForms: false,
    platforms: { activate: [] },
    logOutLink: null,
    externalLogout: false,
    upsellTemplate,
  });
}

function renderDialog(template: string | null) {
  const onClose = vi.fn();
  render(<UpsellDialog provider={provider(template)} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: UPSELL_LABELS.title }) };
}

beforeAll(installDialogPolyfill);
afterEach(cleanup);

describe('UpsellDialog', () => {
  it('a known template, in any case, shows the body and its steps as an ordered list', () => {
    const { dialog } = renderDialog('CoX');
    const expected = upsellContent('cox', 'Harbor Fiber');
    expect(within(dialog).getByText(UPSELL_LABELS.body('Harbor Fiber'))).toBeTruthy();
    const steps = within(dialog).getByRole('region', { name: UPSELL_LABELS.stepsHeading });
    const items = within(within(steps).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(expected.steps);
    expect(steps.querySelector('ol')).not.toBeNull();
  });

  it('an unknown or missing template shows the plain body and no steps', () => {
    for (const template of ['nowhere', null]) {
      const { dialog } = renderDialog(template);
      expect(within(dialog).getByText(UPSELL_LABELS.plainBody('Harbor Fiber'))).toBeTruthy();
      expect(within(dialog).queryByRole('list')).toBeNull();
      expect(within(dialog).queryByText(UPSELL_LABELS.stepsHeading)).toBeNull();
      cleanup();
    }
  });

  it('focuses OK, which closes it; Esc closes it too', async () => {
    const { onClose } = renderDialog('dish');
    const ok = screen.getByRole('button', { name: UPSELL_LABELS.ok });
    expect(document.activeElement).toBe(ok);
    await userEvent.click(ok);
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
