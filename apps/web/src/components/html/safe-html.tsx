import { useEffect, useState } from 'react';

interface SafeHtmlProps {
  /** HTML from the server (dictionary text, the terms message): sanitised before it reaches the DOM. */
  html: string;
  as?: 'div' | 'p' | 'span';
  className?: string;
  id?: string;
}

type Sanitize = (html: string) => string;
let loading: Promise<Sanitize> | undefined;
let loaded: Sanitize | undefined;

/**
 * Loads DOMPurify (its own chunk, kept out of the first bundle) once, when the first SafeHtml
 * mounts: until then no page needs it. Later SafeHtml elements sanitise on their first render.
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    loaded = (html: string) => DOMPurify.sanitize(html);
    return loaded;
  });
  return loading;
}

/** Renders server HTML through DOMPurify; empty inside until the sanitiser has loaded. */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const [, setReady] = useState(loaded !== undefined);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Element
      className={className}
      id={id}
      dangerouslySetInnerHTML={loaded ? { __html: loaded(html) } : undefined}
    />
  );
}
