/**
 * Test-only: jsdom has <dialog> but not showModal/close, nor the Esc "cancel" request. This adds
 * them the way browsers behave (Esc fires a cancelable `cancel`, then closes unless prevented;
 * a keydown whose default was prevented sends no close request). Real browsers are covered by e2e.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.dataset.testModal = 'true';
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    delete this.dataset.testModal;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open][data-test-modal]');
    const top = dialogs[dialogs.length - 1];
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
