import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCue } from './caption-cue.ts';
import { DEFAULT_CAPTION_STYLE, captionCss, type CaptionStyle } from './caption-style.ts';
import { CaptionLayer, type CaptionLayerProps } from './caption-layer.tsx';

const cues: CaptionCue[] = [
  { id: '1', startTime: 0, endTime: 2, text: 'Where were you?' },
  { id: '2', startTime: 2, endTime: 5, text: 'Out.\nJust out.' },
  { id: '3', startTime: 4, endTime: 6, text: '[door slams]' },
];

function renderLayer(props: Partial<CaptionLayerProps> = {}) {
  return render(
    <CaptionLayer cues={cues} currentTime={1} style={DEFAULT_CAPTION_STYLE} visible controlsShown={false} {...props} />,
  );
}

const shownTexts = (container: HTMLElement) => Array.from(container.querySelectorAll('p'), (p) => p.textContent);

afterEach(cleanup);

describe('CaptionLayer', () => {
  it('shows only the cues active at the current time', () => {
    const { container, rerender } = renderLayer({ currentTime: 1 });
    expect(shownTexts(container)).toEqual(['Where were you?']);
    rerender(<CaptionLayer cues={cues} currentTime={4.5} style={DEFAULT_CAPTION_STYLE} visible controlsShown={false} />);
    expect(shownTexts(container)).toEqual(['Out.\nJust out.', '[door slams]']);
    rerender(<CaptionLayer cues={cues} currentTime={7} style={DEFAULT_CAPTION_STYLE} visible controlsShown={false} />);
    expect(shownTexts(container)).toEqual([]);
  });

  it('draws no empty window between cues, so a coloured window does not linger', () => {
    const { container } = renderLayer({ currentTime: 10, style: { ...DEFAULT_CAPTION_STYLE, windowOpacity: 'opaque' } });
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('keeps a cue’s line breaks as text, not markup', () => {
    renderLayer({ currentTime: 3 });
    const text = screen.getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === 'Out.\nJust out.');
    expect(text.innerHTML).toBe('Out.\nJust out.');
  });

  it('shows nothing when captions are off', () => {
    const { container } = renderLayer({ visible: false });
    expect(container.innerHTML).toBe('');
  });

  it('applies the viewer’s style to the text, its background and the window', () => {
    const style: CaptionStyle = {
      ...DEFAULT_CAPTION_STYLE,
      textColor: 'yellow',
      backgroundColor: 'blue',
      backgroundOpacity: 'semi-transparent',
      windowColor: 'cyan',
      windowOpacity: 'opaque',
      scale: 1.5,
    };
    renderLayer({ style });
    const text = screen.getByText('Where were you?');
    const css = captionCss(style);
    expect(text.style.color).toBe('rgb(255, 255, 0)');
    expect(text.style.backgroundColor).toBe('rgba(0, 0, 255, 0.5)');
    expect(text.style.fontSize).toBe(css.text.fontSize);
    expect(text.closest('div')?.style.backgroundColor).toBe('rgb(0, 255, 255)');
  });

  it('lifts the captions only while the controls show', () => {
    const { container, rerender } = renderLayer();
    expect(container.querySelector('[data-lifted]')).toBeNull();
    rerender(<CaptionLayer cues={cues} currentTime={1} style={DEFAULT_CAPTION_STYLE} visible controlsShown />);
    expect(container.querySelector('[data-lifted] p')?.textContent).toBe('Where were you?');
  });

  it('stays readable to screen readers on demand without speaking over the soundtrack', () => {
    const { container } = renderLayer({ lang: 'es' });
    const layer = container.firstElementChild;
    expect(layer?.getAttribute('lang')).toBe('es');
    expect(container.querySelector('[aria-hidden], [aria-live], [role]')).toBeNull();
    expect(screen.getByText('Where were you?')).toBeTruthy();
  });
});
