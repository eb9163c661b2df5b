// @ts-check
/* global document, window, location */

/**
 * One card field's page, inside its frame on the gateway's origin: formats and checks what is
 * typed (card-rules.js), reports only its state ({ valid, empty, focus, brand }) to the app's
 * document, and, in the number field, makes the token: it gathers the other three fields' values
 * from its sibling frames over a BroadcastChannel, which only documents of the gateway's origin
 * can join, and posts them to the token route. The app's document never holds a card value.
 *
 * Browser code, served at /js/v1/field.js as this file's own text, called with the card rules
 * (browser-scripts.ts; browser/README.md says why JavaScript): it must stay self-contained, no
 * imports and nothing from outside its function. The page (gateway-pages.ts)
 * gives it the field's type, the app's origin and the token path as data attributes; the app's
 * script gives the element's ids, the public key and the style in the frame's URL fragment, as
 * recurly.js does.
 *
 * @typedef {import('./card-rules.js').CardRules} CardRules
 * @typedef {'number' | 'month' | 'year' | 'cvv'} FieldType
 * @typedef {ReturnType<CardRules['brandOf']>} Brand
 * @typedef {{ fontColor?: string, fontFamily?: string, fontSize?: string, fontWeight?: string,
 *   letterSpacing?: string, lineHeight?: string, padding?: string, invalid?: { fontColor?: string },
 *   placeholder?: { color?: string, content?: string } }} FieldStyle recurly.js's element style, the part the fields honour
 * @typedef {{ elementId?: string, groupId?: string, publicKey?: string, style?: FieldStyle }} FrameConfig
 * @typedef {{ kind: 'hello' | 'brand' | 'month' | 'collect' | 'value', value?: string,
 *   requestId?: string, field?: FieldType }} PeerMessage what sibling frames of one group say to each other (never seen by the app)
 *
 * @param {CardRules} rules
 */
export function runFieldFrame(rules) {
  // The other fields answer at once; past this the token is refused rather than waited for.
  const COLLECT_TIMEOUT_MS = 5_000;
  const API_ERROR = { code: 'api-error', message: 'There was an error with your request.' };

  const root = document.documentElement;
  const type = /** @type {FieldType} */ (root.dataset.field);
  const appOrigin = root.dataset.appOrigin ?? '';
  const tokenPath = root.dataset.tokenPath ?? '';
  const field = document.querySelector('input');
  if (!field || window.parent === window) return;
  const input = field;

  /** @type {FrameConfig} */
  let config;
  try {
    config = JSON.parse(decodeURIComponent(location.hash.replace(/^#config=/, '')) || '{}');
  } catch {
    return;
  }
  const { elementId, groupId } = config;
  if (!elementId || !groupId) return;

  const channel = new BroadcastChannel(`recurly-elements:${groupId}`);
  /** What the sibling fields said that this one's checks need. @type {{ brand: Brand, month: string }} */
  const peers = { brand: 'unknown', month: '' };
  let focused = false;

  /**
   * To the app's document only: the targetOrigin keeps it from any other page framing us.
   * @param {string} event
   * @param {Record<string, unknown>} [extra]
   */
  const tell = (event, extra = {}) => window.parent.postMessage({ recurly: 'element', elementId, event, ...extra }, appOrigin);
  /** @param {PeerMessage} message */
  const broadcast = (message) => channel.postMessage(message);

  /** @param {FieldStyle} [style] */
  function applyStyle(style = {}) {
    /** @type {Record<string, string | undefined>} */
    const properties = {
      '--field-color': style.fontColor,
      '--field-font-family': style.fontFamily,
      '--field-font-size': style.fontSize,
      '--field-font-weight': style.fontWeight,
      '--field-letter-spacing': style.letterSpacing,
      '--field-line-height': style.lineHeight,
      '--field-padding': style.padding,
      '--field-invalid-color': style.invalid?.fontColor,
      '--field-placeholder-color': style.placeholder?.color,
    };
    // Custom properties through the CSSOM: the gateway's style-src allows no inline style.
    for (const [name, value] of Object.entries(properties)) {
      if (typeof value === 'string') root.style.setProperty(name, value);
    }
    if (typeof style.placeholder?.content === 'string') input.placeholder = style.placeholder.content;
  }

  const value = () => (type === 'number' ? rules.digitsOf(input.value) : input.value.trim());

  function valid(now = new Date()) {
    const text = value();
    switch (type) {
      case 'number':
        return rules.numberValid(text);
      case 'month':
        return rules.monthValid(text);
      case 'year':
        // A past month of this year makes the year the one to change.
        return rules.yearValid(text, now) && (!rules.monthValid(peers.month) || rules.expiryValid(peers.month, text, now));
      case 'cvv':
        return rules.cvvValid(text, peers.brand);
    }
  }

  function report() {
    /** @type {Record<string, unknown>} */
    const state = { valid: valid(), empty: value() === '', focus: focused };
    if (type === 'number') state.brand = rules.brandOf(value());
    input.setAttribute('aria-invalid', String(!state.valid && !state.empty && !focused));
    tell('state', { state });
  }

  /** Keeps digits only, up to the field's length, the number in its brand's groups, and the caret after the same digit. */
  function reformat() {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = rules.digitsOf(input.value.slice(0, caret)).length;
    let digits = rules.digitsOf(input.value);
    const max = { number: rules.maxNumberLength(digits), month: 2, year: 4, cvv: rules.cvvLength(peers.brand) }[type];
    digits = digits.slice(0, max);
    const shown = type === 'number' ? rules.formatNumber(digits) : digits;
    if (shown === input.value) return;
    input.value = shown;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < digitsBeforeCaret; position += 1) {
      if (/\d/.test(shown[position] ?? '')) seen += 1;
    }
    input.setSelectionRange(position, position);
  }

  /** What the siblings need of this field: the number's brand (the CVV's length), the month (the year's check). */
  function announce() {
    if (type === 'number') broadcast({ kind: 'brand', value: rules.brandOf(value()) });
    if (type === 'month') broadcast({ kind: 'month', value: value() });
  }

  input.addEventListener('input', () => {
    reformat();
    announce();
    report();
  });
  input.addEventListener('focus', () => {
    focused = true;
    tell('focus');
    report();
  });
  input.addEventListener('blur', () => {
    focused = false;
    tell('blur');
    report();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') tell('submit');
  });

  channel.addEventListener('message', (event) => {
    /** @type {PeerMessage} */
    const message = event.data;
    if (message.kind === 'hello') announce();
    else if (message.kind === 'brand' && type === 'cvv') {
      peers.brand = /** @type {Brand} */ (message.value ?? 'unknown');
      input.maxLength = rules.cvvLength(peers.brand);
      report();
    } else if (message.kind === 'month' && type === 'year') {
      peers.month = message.value ?? '';
      report();
    } else if (message.kind === 'collect' && type !== 'number') {
      broadcast({ kind: 'value', requestId: message.requestId, field: type, value: value() });
    }
  });

  /**
   * The month, year and CVV from the sibling frames of this group.
   * @param {string} requestId
   * @returns {Promise<Record<string, string>>}
   */
  function collect(requestId) {
    return new Promise((resolve, reject) => {
      /** @type {Record<string, string>} */
      const values = {};
      /** @param {MessageEvent<PeerMessage>} event */
      const onValue = (event) => {
        const { kind, requestId: answering, field: from, value: fieldValue } = event.data;
        if (kind !== 'value' || answering !== requestId || !from) return;
        values[from] = fieldValue ?? '';
        if (['month', 'year', 'cvv'].every((name) => name in values)) {
          clearTimeout(timer);
          channel.removeEventListener('message', onValue);
          resolve(values);
        }
      };
      const timer = setTimeout(() => {
        channel.removeEventListener('message', onValue);
        reject(new Error('A card field did not answer.'));
      }, COLLECT_TIMEOUT_MS);
      channel.addEventListener('message', onValue);
      broadcast({ kind: 'collect', requestId });
    });
  }

  /**
   * @param {string} requestId
   * @param {Record<string, unknown>} customer the names and postal code the app passed to recurly.token
   */
  async function tokenize(requestId, customer) {
    /** @type {Record<string, string>} */
    let fields;
    try {
      fields = await collect(requestId);
    } catch {
      tell('token', {
        requestId,
        error: { code: 'elements-tokenization-not-possible', message: 'The card fields could not be read. Please reload the page.' },
      });
      return;
    }
    try {
      const response = await fetch(tokenPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
        // The customer's fields first: they cannot stand in for the card's.
        body: JSON.stringify({ ...customer, key: config.publicKey, number: value(), ...fields }),
      });
      /** @type {{ id?: string, type?: string, error?: unknown }} */
      const answer = await response.json();
      if (answer.id && answer.type) tell('token', { requestId, token: { id: answer.id, type: answer.type } });
      else tell('token', { requestId, error: answer.error ?? API_ERROR });
    } catch {
      tell('token', { requestId, error: API_ERROR });
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== window.parent) return;
    /** @type {{ recurly?: string, elementId?: string, event?: string, requestId?: string, customer?: Record<string, unknown>, style?: FieldStyle } | null} */
    const message = event.data;
    if (message?.recurly !== 'element' || message.elementId !== elementId) return;
    if (message.event === 'focus!') input.focus();
    else if (message.event === 'configure!') applyStyle(message.style);
    else if (message.event === 'token!' && type === 'number' && message.requestId) void tokenize(message.requestId, message.customer ?? {});
  });

  applyStyle(config.style);
  broadcast({ kind: 'hello' });
  tell('ready');
  report();
}
