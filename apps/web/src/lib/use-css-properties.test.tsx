import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useCssProperties, type CssProperties } from './use-css-properties.ts';

function Sample({ css }: { css: CssProperties }) {
  return <p ref={useCssProperties<HTMLParagraphElement>(css)}>Sample</p>;
}

describe('useCssProperties', () => {
  it('writes no style attribute into the server\'s markup', () => {
    expect(renderToString(<Sample css={{ color: 'rgb(255 255 0 / 1)' }} />)).toBe('<p>Sample</p>');
  });

  it('sets the properties once mounted, and follows their changes', () => {
    const { getByText, rerender } = render(<Sample css={{ color: 'rgb(255 255 0 / 1)', fontVariantCaps: 'small-caps' }} />);
    const sample = getByText('Sample');
    expect(sample.style.color).toBe('rgb(255, 255, 0)');
    expect(sample.style.getPropertyValue('font-variant-caps')).toBe('small-caps');

    rerender(<Sample css={{ color: 'rgb(0 255 255 / 1)' }} />);
    expect(sample.style.color).toBe('rgb(0, 255, 255)');
    expect(sample.style.getPropertyValue('font-variant-caps')).toBe('');
  });
});
