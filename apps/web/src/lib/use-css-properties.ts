import { useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';

/** CSS properties by their React (camelCase) names, each a string: no unit is added. */
export type CssProperties = { readonly [K in keyof CSSProperties]?: string };

const cssName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Sets `properties` on the element behind the returned ref through the CSSOM, after it mounts and
 * whenever they change (before paint). Only for a value that can be nothing but a style, such as
 * the viewer's caption colours: a `style` prop is a style attribute in the server's markup, which
 * the CSP (style-src 'self') refuses and hydration does not set again, whereas the CSSOM is
 * allowed. Until the browser runs this, the element has its stylesheet's look.
 */
export function useCssProperties<T extends HTMLElement>(properties: CssProperties): RefObject<T | null> {
  const ref = useRef<T>(null);
  const declarations = Object.entries(properties).flatMap(([name, value]) => (value === undefined ? [] : [[cssName(name), value]]));
  // A string, so that the effect runs again only when a value changes, not on every render.
  const key = JSON.stringify(declarations);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const set = JSON.parse(key) as [string, string][];
    for (const [name, value] of set) element.style.setProperty(name, value);
    return () => {
      for (const [name] of set) element.style.removeProperty(name);
    };
  }, [key]);
  return ref;
}
