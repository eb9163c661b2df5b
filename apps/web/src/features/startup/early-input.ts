import { APP_INTERACTIVE_ATTRIBUTE } from './reveal-app.ts';

/**
 * What a press acts on: controls whose press the app handles (a button, a form's submit, a
 * switch, a disclosure). A link is not one of them: it works before the app's code does.
 */
const PRESSABLE = [
  'button',
  'input[type="submit"]',
  'input[type="image"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'summary',
  '[role="button"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
].join(', ');

/** Fields whose typed text the app keeps in its state (the value the page was rendered with is their default). */
const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="image"]):not([type="button"]):not([type="hidden"]), textarea';

/**
 * Hands what was typed before hydration to the app. React keeps the field's text when it
 * hydrates, but its state starts from the value the page was rendered with, and the next render
 * would put that back. React notices a change only against the value it last knew (it tracks
 * the field's value setter), so the field goes back to its default through that setter, takes
 * the typed text again through the element's own one, and reports it as input: the app's
 * onChange then sees it, as testing libraries do it.
 */
function announceTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!ownSetter) return;
  field.value = field.defaultValue;
  ownSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps a viewer's input to the server-rendered page until the app has hydrated it, instead of
 * losing it: a press on a control (the account button, a form's submit, by pointer or by Enter
 * and Space, which the browser turns into the same click) is held, not acted on natively (a
 * form would submit without the app), and pressed again once the app is interactive; text typed
 * into a field meanwhile is handed to the app first. Only the last press counts: pressing twice
 * while waiting means the same thing once. A press that lands in what the app replaced (it
 * rendered afresh, or showed the start-up failure) is dropped.
 */
export function holdEarlyInput(doc: Document = document): void {
  const html = doc.documentElement;
  const root = doc.getElementById('root');
  if (!root) return;
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    if (html.hasAttribute(APP_INTERACTIVE_ATTRIBUTE)) return;
    const target = event.target as Element | null;
    const control = target?.closest?.<HTMLElement>(PRESSABLE);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    // Nothing of the app below hears it: its listeners would otherwise hydrate and act on the
    // press too, and it is pressed again once the app is interactive.
    event.stopPropagation();
    held = control;
  };
  doc.addEventListener('click', hold, true);
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(APP_INTERACTIVE_ATTRIBUTE)) return;
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) announceTyped(field);
    const press = held;
    held = null;
    // A task later: the app has rendered what the fields reported before the press acts on it.
    setTimeout(() => {
      if (press?.isConnected) press.click();
    });
  });
  observer.observe(html, { attributes: true, attributeFilter: [APP_INTERACTIVE_ATTRIBUTE] });
}
