import { act, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input.ts';
import { APP_INTERACTIVE_ATTRIBUTE, markInteractive } from './reveal-app.ts';

/** A page as the app draws it: an e-mail form whose state is the field's, and a menu button. */
function Page({ onSend, onMenu }: { onSend: (email: string) => void; onMenu: () => void }) {
  const [email, setEmail] = useState('');
  useEffect(markInteractive, []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(email);
  };
  return (
    <main>
      <button type="button" onClick={onMenu}>
        Account
      </button>
      <form onSubmit={send}>
        <label>
          E-mail
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

// React warns about updates outside act() unless it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** The server's markup in #root, its code not yet here. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page onSend={() => undefined} onMenu={() => undefined} />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, props: Parameters<typeof Page>[0]) {
  await act(async () => {
    root = hydrateRoot(container, <Page {...props} />);
  });
  // The held press is pressed again a task after the app reports itself interactive.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((each) => each.textContent === name)!;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById('root')?.remove();
  document.documentElement.removeAttribute(APP_INTERACTIVE_ATTRIBUTE);
});

describe('holdEarlyInput', () => {
  it('holds a press before hydration and presses again once the app is interactive', async () => {
    const container = serverPage();
    holdEarlyInput(document);
    const onMenu = vi.fn();
    const natively = vi.fn();
    document.addEventListener('click', natively);
    button(container, 'Account').click();
    button(container, 'Account').click();
    expect(natively).not.toHaveBeenCalled();
    await hydrate(container, { onSend: () => undefined, onMenu });
    document.removeEventListener('click', natively);
    // Pressed twice while waiting: once.
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('sends what was typed before hydration with a submit pressed before it, and does not submit natively', async () => {
    const container = serverPage();
    holdEarlyInput(document);
    const form = container.querySelector('form')!;
    const nativeSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', nativeSubmit);
    container.querySelector('input')!.value = 'viewer@stat.test';
    button(container, 'Send').click();
    expect(nativeSubmit).not.toHaveBeenCalled();
    const onSend = vi.fn();
    await hydrate(container, { onSend, onMenu: () => undefined });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('viewer@stat.test');
    expect(container.querySelector('input')!.value).toBe('viewer@stat.test');
  });

  it('leaves presses to the app once it is interactive', async () => {
    const container = serverPage();
    holdEarlyInput(document);
    const onMenu = vi.fn();
    await hydrate(container, { onSend: () => undefined, onMenu });
    button(container, 'Account').click();
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('drops a press on what the app replaced', async () => {
    const container = serverPage();
    holdEarlyInput(document);
    const stale = button(container, 'Account');
    stale.click();
    const pressed = vi.fn();
    stale.addEventListener('click', pressed);
    container.replaceChildren();
    markInteractive(document);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed).not.toHaveBeenCalled();
  });
});
