import { useCallback, useLayoutEffect, useRef } from 'react';
import { DOB_PLACEHOLDER, dobDigits, formatDobInput } from '@stat/contracts';
import { TextInput } from '../../components/ui/text-input.tsx';

/** Where the caret goes in a masked value: just after its n-th digit. */
export function caretAfterDigits(masked: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index)) && ++seen === digits) return index + 1;
  }
  return masked.length;
}

interface DobInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form library's ref callback (focus on error). */
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/**
 * The date of birth with the mm/dd/yyyy mask applied on every input (shell spec section 5); the
 * caret stays after the last digit typed, not at the end of the placeholder letters.
 */
export function DobInput({ inputRef, onChange, value, ...props }: DobInputProps) {
  const ownRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      ownRef.current = element;
      inputRef(element);
    },
    [inputRef],
  );

  useLayoutEffect(() => {
    const input = ownRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  return (
    <TextInput
      {...props}
      ref={setRefs}
      value={value}
      required
      inputMode="numeric"
      autoComplete="bday"
      placeholder={DOB_PLACEHOLDER}
      // No maxLength: a full mask is 10 characters of placeholder, and typing must still reach it.
      onChange={(event) => {
        const raw = event.target.value;
        const masked = formatDobInput(raw);
        const typedBeforeCaret = dobDigits(raw.slice(0, event.target.selectionStart ?? raw.length)).length;
        caret.current = caretAfterDigits(masked, typedBeforeCaret);
        onChange(masked);
      }}
    />
  );
}
