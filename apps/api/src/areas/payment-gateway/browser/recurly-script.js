// @ts-check
/* global document, window, HTMLElement, HTMLScriptElement, HTMLFormElement, HTMLInputElement */

/**
 * The embedded gateway's recurly.js v4: the subset of Recurly's browser API the web app uses,
 * run in the app's own document. `configure`, `Elements()` with the four individual card
 * elements (`attach`, `remove`, `destroy`, `configure`, `focus`; events `change`, `focus`,
 * `blur`, `submit`, `attach`), `token(elements, customer | form, done)` and `PayPal(...)` with
 * `start()` and the events `ready`, `token`, `cancel`, `error`.
 *
 * The card inputs live only in the field frames (field-frame.js), on the gateway's origin: this
 * script never sees a card number, expiry or CVV, only each field's state and, at the end, the
 * token. Messages go both ways by postMessage with the origin checked (browser/README.md).
 *
 * Browser code, served at /js/v4/recurly.js as this file's own text (browser-scripts.ts;
 * browser/README.md says why JavaScript): it must stay self-contained, no imports and nothing
 * from outside its function.
 *
 * @typedef {'number' | 'month' | 'year' | 'cvv'} FieldType
 * @typedef {Error & { code: string, fields?: string[] }} RecurlyError
 * @typedef {{ id: string, type: string }} TokenPayload
 * @typedef {(error: RecurlyError | null, token?: TokenPayload) => void} TokenDone
 * @typedef {(...args: any[]) => void} Listener
 * @typedef {{ recurly?: string, elementId?: string, event?: string, requestId?: string,
 *   state?: Record<string, unknown>, token?: TokenPayload,
 *   error?: { code?: string, message?: string, fields?: string[] }, cancel?: boolean }} GatewayMessage
 *   what the frames and the PayPal window say to this document
 *
 * @param {{ fieldPath: string, paypalPath: string }} settings
 */
export function installRecurly(settings) {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) return;
  // Where this script came from is where the fields and the PayPal window are served.
  const gatewayOrigin = new URL(script.src).origin;
  const CUSTOMER_FIELDS = ['first_name', 'last_name', 'postal_code'];
  // Recurly's default request timeout.
  const TOKEN_TIMEOUT_MS = 60_000;
  const NOT_CONFIGURED = 'Not configured. You must first call recurly.configure().';

  const uid = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

  /**
   * @param {string} code
   * @param {string} message
   * @param {{ fields?: string[] }} [extra]
   * @returns {RecurlyError}
   */
  const recurlyError = (code, message, extra = {}) => Object.assign(new Error(message), { name: code, code }, extra);

  /** component-emitter's API, as Recurly's objects have it. */
  class Emitter {
    /** @type {Map<string, Listener[]>} */
    listeners = new Map();
    /** @param {string} event @param {Listener} listener */
    on(event, listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    /** @param {string} event @param {Listener} listener */
    once(event, listener) {
      /** @type {Listener} */
      const wrapped = (...args) => {
        this.off(event, wrapped);
        listener(...args);
      };
      return this.on(event, wrapped);
    }
    /** @param {string} [event] @param {Listener} [listener] */
    off(event, listener) {
      if (event === undefined) this.listeners.clear();
      else if (listener === undefined) this.listeners.delete(event);
      else this.listeners.set(event, (this.listeners.get(event) ?? []).filter((each) => each !== listener));
      return this;
    }
    /** @param {string} event @param {...unknown} args */
    emit(event, ...args) {
      for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
      return this;
    }
  }

  /** @type {string | null} */
  let publicKey = null;
  /** Who may talk to this document: each attached frame's and each open PayPal window's handler. @type {Map<MessageEventSource, (message: GatewayMessage) => void>} */
  const peers = new Map();
  /** @type {Map<string, TokenDone>} */
  const pendingTokens = new Map();

  window.addEventListener('message', (event) => {
    if (event.origin !== gatewayOrigin || !event.source) return;
    if (typeof event.data !== 'object' || event.data === null) return;
    peers.get(event.source)?.(event.data);
  });

  const configured = () => {
    if (!publicKey) throw recurlyError('not-configured', NOT_CONFIGURED);
    return publicKey;
  };

  class Element extends Emitter {
    id = uid();
    /** @type {Record<string, unknown>} */
    state = {};
    /** @type {HTMLIFrameElement | null} */
    iframe = null;
    /**
     * @param {Elements} elements
     * @param {FieldType} type
     * @param {Record<string, unknown>} options
     */
    constructor(elements, type, options) {
      super();
      this.elements = elements;
      this.type = type;
      this.options = options;
    }

    /** @param {string | HTMLElement} parent */
    attach(parent) {
      const key = configured();
      const target = typeof parent === 'string' ? document.querySelector(parent) : parent;
      if (!(target instanceof HTMLElement)) throw new Error('Invalid parent. Expected HTMLElement.');
      if (this.iframe) {
        if (this.iframe.parentElement === target) return this;
        this.remove();
      }
      const config = { elementId: this.id, groupId: this.elements.id, publicKey: key, style: this.options.style ?? {} };
      const iframe = document.createElement('iframe');
      iframe.name = `recurly-element--${this.id}`;
      iframe.setAttribute('frameborder', '0');
      iframe.setAttribute('scrolling', 'no');
      iframe.setAttribute('allowtransparency', 'true');
      // Through the CSSOM, which a strict style-src allows (a style attribute it would not).
      Object.assign(iframe.style, { display: 'block', width: '100%', height: '100%', border: '0', background: 'transparent' });
      if (this.options.tabIndex !== undefined) iframe.tabIndex = Number(this.options.tabIndex);
      iframe.src = `${gatewayOrigin}${settings.fieldPath}?type=${this.type}#config=${encodeURIComponent(JSON.stringify(config))}`;
      target.appendChild(iframe);
      this.iframe = iframe;
      // The frame's window stays the same object through its navigation to the field page.
      if (iframe.contentWindow) peers.set(iframe.contentWindow, (message) => this.receive(message));
      return this;
    }

    remove() {
      const { iframe } = this;
      if (!iframe) return this;
      if (iframe.contentWindow) peers.delete(iframe.contentWindow);
      iframe.remove();
      this.iframe = null;
      this.emit('remove', this);
      return this;
    }

    destroy() {
      this.remove();
      this.off();
      this.elements.elements = this.elements.elements.filter((each) => each !== this);
      return this;
    }

    /** @param {Record<string, unknown>} [options] */
    configure(options = {}) {
      this.options = { ...this.options, ...options };
      this.send({ event: 'configure!', style: this.options.style ?? {} });
      return this;
    }

    focus() {
      this.send({ event: 'focus!' });
      return this;
    }

    /**
     * To this element's frame only, and only while it shows a page of the gateway's origin.
     * @param {Record<string, unknown>} message
     */
    send(message) {
      this.iframe?.contentWindow?.postMessage({ recurly: 'element', elementId: this.id, ...message }, gatewayOrigin);
    }

    /** @param {GatewayMessage} message */
    receive(message) {
      if (message.recurly !== 'element' || message.elementId !== this.id) return;
      switch (message.event) {
        case 'ready':
          this.emit('attach', this);
          this.emit('ready', this);
          break;
        case 'state':
          this.state = { ...message.state };
          this.emit('change', { ...this.state });
          break;
        case 'focus':
        case 'blur':
          this.emit(message.event, this);
          break;
        case 'submit':
          this.emit('submit', this);
          this.elements.emit('submit', this);
          break;
        case 'token': {
          const done = message.requestId ? pendingTokens.get(message.requestId) : undefined;
          if (!done || !message.requestId) return;
          pendingTokens.delete(message.requestId);
          if (message.token) done(null, { id: message.token.id, type: message.token.type });
          else {
            const { code = 'api-error', message: text = 'There was an error with your request.', fields } = message.error ?? {};
            done(recurlyError(code, text, fields ? { fields } : {}));
          }
          break;
        }
      }
    }
  }

  class Elements extends Emitter {
    id = uid();
    /** @type {Element[]} */
    elements = [];
    /**
     * @param {FieldType} type
     * @param {Record<string, unknown>} [options]
     */
    add(type, options = {}) {
      if (this.elements.some((each) => each.type === type)) throw new Error(`Invalid element. There is already a ${type} element in this set.`);
      const element = new Element(this, type, options);
      this.elements.push(element);
      return element;
    }
    /** @param {Record<string, unknown>} [options] */
    CardNumberElement(options) {
      return this.add('number', options);
    }
    /** @param {Record<string, unknown>} [options] */
    CardMonthElement(options) {
      return this.add('month', options);
    }
    /** @param {Record<string, unknown>} [options] */
    CardYearElement(options) {
      return this.add('year', options);
    }
    /** @param {Record<string, unknown>} [options] */
    CardCvvElement(options) {
      return this.add('cvv', options);
    }
  }

  /**
   * The customer's names and postal code: from an object, or a form's data-recurly inputs.
   * @param {unknown} source
   */
  function customerData(source) {
    /** @type {Record<string, string>} */
    const data = {};
    for (const name of CUSTOMER_FIELDS) {
      const input = source instanceof HTMLFormElement ? source.querySelector(`[data-recurly="${name}"]`) : null;
      const value = input instanceof HTMLInputElement ? input.value : /** @type {Record<string, unknown> | null} */ (source)?.[name];
      if (typeof value === 'string') data[name] = value;
    }
    return data;
  }

  /**
   * @param {Elements} elements
   * @param {unknown} customer
   * @param {TokenDone} done
   */
  function token(elements, customer, done) {
    if (typeof done !== 'function') throw recurlyError('missing-callback', 'Missing callback');
    if (!publicKey) return done(recurlyError('not-configured', NOT_CONFIGURED));
    /** @param {FieldType} type */
    const attached = (type) => elements.elements.find((each) => each.type === type && each.iframe);
    const number = attached('number');
    if (!number || !attached('month') || !attached('year') || !attached('cvv')) {
      return done(recurlyError('elements-tokenization-not-possible', 'The card number, month, year and CVV elements must all be attached.'));
    }
    const requestId = uid();
    const timer = setTimeout(() => {
      if (pendingTokens.delete(requestId)) done(recurlyError('api-timeout', 'The API request timed out.'));
    }, TOKEN_TIMEOUT_MS);
    pendingTokens.set(requestId, (error, result) => {
      clearTimeout(timer);
      done(error, result);
    });
    number.send({ event: 'token!', requestId, customer: customerData(customer) });
  }

  class PayPal extends Emitter {
    /** @param {{ display?: { displayName?: string } }} [options] */
    constructor(options = {}) {
      super();
      this.displayName = options.display?.displayName ?? '';
      setTimeout(() => this.emit('ready'));
    }

    /** Opens the approval window; call it from a click, or the browser blocks the window. */
    start() {
      const key = configured();
      const name = `recurly-frame-${uid()}`;
      const query = new URLSearchParams({ key, description: this.displayName, event: name });
      const width = 450;
      const height = 535;
      const left = window.screenX + (window.outerWidth - width) / 2;
      const top = window.screenY + (window.outerHeight - height) / 2;
      const popup = window.open(
        `${gatewayOrigin}${settings.paypalPath}?${query}`,
        name,
        `popup,resizable,scrollbars,width=${width},height=${height},left=${left},top=${top}`,
      );
      if (!popup) {
        this.emit('error', recurlyError('paypal-tokenize-error', 'The PayPal window could not be opened.'));
        return;
      }
      let settled = false;
      const settle = () => {
        settled = true;
        peers.delete(popup);
        clearInterval(watch);
        popup.close();
      };
      peers.set(popup, (message) => {
        if (message.recurly !== 'paypal' || message.event !== name) return;
        settle();
        if (message.token) this.emit('token', { id: message.token.id, type: message.token.type });
        else if (message.cancel) this.emit('cancel');
        else this.emit('error', recurlyError('paypal-tokenize-error', message.error?.message ?? 'An error occurred while attempting to generate the PayPal token'));
      });
      // Closing the window without a choice is a cancel too. The window never closes itself
      // after answering (this side closes it once the answer is in), so a window found closed
      // here was closed by the viewer.
      const watch = setInterval(() => {
        if (settled || !popup.closed) return;
        settle();
        this.emit('cancel');
      }, 500);
    }

    destroy() {
      this.off();
    }
  }

  Object.defineProperty(window, 'recurly', {
    configurable: true,
    value: {
      version: '4-embedded',
      /** @param {string | { publicKey?: string }} options */
      configure(options) {
        const key = typeof options === 'string' ? options : options?.publicKey;
        if (!key) throw recurlyError('config-missing-public-key', 'The publicKey setting is required.');
        publicKey = key;
      },
      Elements: () => new Elements(),
      token,
      /** @param {{ display?: { displayName?: string } }} [options] */
      PayPal: (options) => new PayPal(options),
    },
  });
}
