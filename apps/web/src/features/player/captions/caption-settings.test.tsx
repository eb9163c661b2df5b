import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTION_LABELS as L, PLAYER_LABELS } from '@stat/contracts';
import { DEFAULT_CAPTION_STYLE, captionCss, type CaptionStyle } from './caption-style.ts';
import { CaptionSettings } from './caption-settings.tsx';

/** The panel as the player uses it: the style lives above it and comes back through the props. */
interface HarnessProps {
  initial?: CaptionStyle;
  onChange?: (style: CaptionStyle) => void;
}

function Harness({ initial = DEFAULT_CAPTION_STYLE, onChange = () => {} }: HarnessProps) {
  const [style, setStyle] = useState(initial);
  return (
    <CaptionSettings
      value={style}
      onChange={(next) => {
        onChange(next);
        setStyle(next);
      }}
      onReset={() => setStyle(DEFAULT_CAPTION_STYLE)}
    />
  );
}

const select = (setting: keyof typeof L.settings) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: L.settings[setting] });
const sample = () => screen.getByText(L.previewSample);

afterEach(cleanup);

describe('CaptionSettings', () => {
  it('groups the nine labelled selects under the legend, showing the current style', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: PLAYER_LABELS.captionStyle });
    expect(within(group).getAllByRole('combobox')).toHaveLength(9);
    expect(select('font').value).toBe('default');
    expect(select('scale').value).toBe('1');
    expect(select('textColor').value).toBe('white');
    expect(select('backgroundColor').value).toBe('black');
    expect(select('windowOpacity').value).toBe('transparent');
    expect(within(select('font')).getAllByRole('option')).toHaveLength(8);
    expect(within(select('scale')).getByRole('option', { name: '200%' })).toBeTruthy();
    expect(within(select('textOpacity')).getAllByRole('option')).toHaveLength(2);
    expect(within(select('edge')).getByRole('option', { name: L.edges['drop-shadow'] })).toBeTruthy();
  });

  it.each([
    ['font', L.fonts['small-capitals'], { font: 'small-capitals' }],
    ['scale', '150%', { scale: 1.5 }],
    ['textColor', L.colors.yellow, { textColor: 'yellow' }],
    ['textOpacity', L.opacities['semi-transparent'], { textOpacity: 'semi-transparent' }],
    ['edge', L.edges.raised, { edge: 'raised' }],
    ['backgroundColor', L.colors.blue, { backgroundColor: 'blue' }],
    ['backgroundOpacity', L.opacities.transparent, { backgroundOpacity: 'transparent' }],
    ['windowColor', L.colors.magenta, { windowColor: 'magenta' }],
    ['windowOpacity', L.opacities.opaque, { windowOpacity: 'opaque' }],
  ] as const)('changes the %s to %s', async (setting, option, change) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(select(setting), option);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_CAPTION_STYLE, ...change });
    expect(select(setting).value).toBe(String(Object.values(change)[0]));
  });

  it('is worked by keyboard: each setting in order, then the reset button', async () => {
    render(<Harness />);
    const order = [
      'font',
      'scale',
      'textColor',
      'textOpacity',
      'edge',
      'backgroundColor',
      'backgroundOpacity',
      'windowColor',
      'windowOpacity',
    ] as const;
    for (const setting of order) {
      await userEvent.tab();
      expect(document.activeElement).toBe(select(setting));
    }
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: L.reset }));
  });

  it('previews the sample exactly as the caption layer draws it', async () => {
    render(<Harness />);
    await userEvent.selectOptions(select('textColor'), L.colors.cyan);
    await userEvent.selectOptions(select('windowOpacity'), L.opacities['semi-transparent']);
    const css = captionCss({ ...DEFAULT_CAPTION_STYLE, textColor: 'cyan', windowOpacity: 'semi-transparent' });
    expect(sample().style.color).toBe('rgb(0, 255, 255)');
    expect(sample().style.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(sample().style.fontFamily).toBe(css.text.fontFamily);
    expect(sample().closest('p')?.parentElement?.style.backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
  });

  it('keeps the preview out of the way of assistive technology and names the style in words instead', async () => {
    render(<Harness />);
    expect(sample().closest('[inert]')).not.toBeNull();
    expect(screen.getByText(/^Preview: text White, Opaque; background Black, Opaque; font Default; size 100%/)).toBeTruthy();
    await userEvent.selectOptions(select('scale'), '75%');
    expect(screen.getByText(/size 75%; edge None; window Black, Transparent\.$/)).toBeTruthy();
  });

  it('resets every setting to the defaults', async () => {
    render(<Harness initial={{ ...DEFAULT_CAPTION_STYLE, font: 'cursive', textColor: 'red', edge: 'uniform', scale: 2 }} />);
    expect(select('font').value).toBe('cursive');
    await userEvent.click(screen.getByRole('button', { name: L.reset }));
    expect(select('font').value).toBe('default');
    expect(select('textColor').value).toBe('white');
    expect(select('edge').value).toBe('none');
    expect(select('scale').value).toBe('1');
    expect(sample().style.fontSize).toBe('1em');
  });

  it('calls onReset from the keyboard too', async () => {
    const onReset = vi.fn();
    render(<CaptionSettings value={DEFAULT_CAPTION_STYLE} onChange={() => {}} onReset={onReset} />);
    screen.getByRole('button', { name: L.reset }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onReset).toHaveBeenCalledTimes(2);
  });
});
