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
 * exponent), at most two decimals, at least ₦0.01 and at most the server's NAIRA_MAX.
 */
export function moneyRules(label: string, translate: Translate): Validator {
  return (value: unknown) => {
    const text = String(value ?? '').trim();
    if (text === '') return undefined;
    const name = translate(label);
    if (/^-\s*\d/.test(text)) return translate('busads.money.min', { label: name, min: formatNaira(0.01) });
    if (!NUMERAL.test(text)) return translate('busads.money.notANumber', { label: name });
    if (/\.\d{3,}$/.test(text)) return translate('busads.money.decimals', { label: name });
    const amount = Number(text);
    if (amount < 0.01) return translate('busads.money.min', { label: name, min: formatNaira(0.01) });
    if (amount > bodies.NAIRA_MAX)
      return translate('busads.money.max', { label: name, max: formatNaira(bodies.NAIRA_MAX) });
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
