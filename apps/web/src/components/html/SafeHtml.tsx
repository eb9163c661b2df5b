import { useEffect, useState } from 'react';

interface SafeHtmlProps {
  /** HTML from the server (dictionary text, the terms message): sanitised before it reaches the DOM. */
  html: string;
  as?: 'div' | 'p' | 'span';
  className?: string;
  id?: string;
}

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify loads on first use, keeping it out of the first bundle. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => (html: string) => DOMPurify.sanitize(html));
  return sanitizer;
}

/** Renders server HTML through DOMPurify; renders nothing inside until the sanitised text is ready. */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);

  // Never show a sanitised copy of an older input while the new one is being cleaned.
  const ready = clean?.source === html;
  return (
    <Element
      className={className}
      id={id}
      dangerouslySetInnerHTML={ready ? { __html: clean.html } : undefined}
    />
  );
}
