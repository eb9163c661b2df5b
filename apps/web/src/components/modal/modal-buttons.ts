import { LABELS, MESSAGES, MODAL_BUTTON_KEYWORDS, ROUTE_NAMES } from '@stat/contracts';
import type { Modal, ModalButtonKeyword, RouteName } from '@stat/contracts';

/** Where a pressed modal button leads; every press also closes the modal. */
export type ModalButtonTarget =
  | { kind: 'close' }
  | { kind: 'login' }
  | { kind: 'route'; name: RouteName };

export interface ModalButtonView {
  label: string;
  variant: 'primary' | 'secondary';
  target: ModalButtonTarget;
}

type ModalButtonInput = NonNullable<Modal['buttons']>[number];

function isRouteName(value: string | undefined): value is RouteName {
  return value !== undefined && (ROUTE_NAMES as readonly string[]).includes(value);
}

function keywordOf(label: string): ModalButtonKeyword | undefined {
  const lower = label.trim().toLowerCase();
  return MODAL_BUTTON_KEYWORDS.find((keyword) => keyword === lower);
}

function keywordTarget(keyword: ModalButtonKeyword): ModalButtonTarget {
  switch (keyword) {
    case 'login':
      return { kind: 'login' };
    case 'parentalcontrols':
    case 'reactivate':
      return { kind: 'route', name: 'settings' };
    case 'ok':
    case 'continue':
      return { kind: 'close' };
  }
}

/**
 * The generic modal's button rules (shell spec section 4): keep buttons with a known route name
 * or a keyword label; fall back to a single OK; the first is primary, the rest secondary.
 * An explicit route wins over a keyword's own target.
 */
export function modalButtons(buttons: readonly ModalButtonInput[] | undefined): ModalButtonView[] {
  const kept: Omit<ModalButtonView, 'variant'>[] = [];
  for (const button of buttons ?? []) {
    const keyword = keywordOf(button.label);
    const label = keyword === 'parentalcontrols' ? LABELS.viewingRestrictions : button.label;
    if (isRouteName(button.route)) kept.push({ label, target: { kind: 'route', name: button.route } });
    else if (keyword) kept.push({ label, target: keywordTarget(keyword) });
  }
  if (kept.length === 0) kept.push({ label: MESSAGES.ok, target: { kind: 'close' } });
  return kept.map((button, index) => ({ ...button, variant: index === 0 ? 'primary' : 'secondary' }));
}
