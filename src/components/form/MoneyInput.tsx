import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { bodies } from '../../api';
import { formatNaira } from '../../format/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Naira as typed: digits, then at most one point and its decimals (no sign, exponent, comma or space inside). */
const NUMERAL = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * The amount a money field holds, or undefined while what was typed is not one (issue 29): a plain decimal
 * numeral, never an exponent ('1e3'), which Number() would read as 1000.
 */
export function moneyValue(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  return NUMERAL.test(text) ? Number(text) : undefined;
}

/**
 * The money rules checked before anything is sent, each with its own message: a decimal numeral (no
 * exponent), then the contract's own amount rules (bodies.nairaAmount: whole kobo, at least ₦0.01, at most
 * NAIRA_MAX), so the form refuses exactly what the server refuses.
 */
export function moneyRules(label: string, translate: Translate): Validator {
  return (value: unknown) => {
    const text = String(value ?? '').trim();
    if (text === '') return undefined;
    const name = translate(label);
    const min = () => translate('busads.money.min', { label: name, min: formatNaira(bodies.NAIRA_MIN) });
    if (/^-\s*\d/.test(text)) return min();
    if (!NUMERAL.test(text)) return translate('busads.money.notANumber', { label: name });
    const issues = bodies.nairaAmount(name).safeParse(Number(text)).error?.issues ?? [];
    const codes = new Set(issues.map((issue) => issue.code));
    if (codes.has('not_multiple_of')) return translate('busads.money.decimals', { label: name });
    if (codes.has('too_small')) return min();
    if (codes.has('too_big')) return translate('busads.money.max', { label: name, max: formatNaira(bodies.NAIRA_MAX) });
    return undefined;
  };
}

/**
 * A money field (issue 29): a text input with the decimal keyboard, so neither the mouse wheel nor the arrow
 * keys change the amount (a number input steps it), and the rules of moneyRules checked as the admin submits.
 */
export function MoneyInput(props: TextInputProps) {
  return (
    <TextInput {...props} slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } }} />
  );
}
