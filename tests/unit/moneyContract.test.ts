import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodies } from '../../src/api';
import { ContractSchemas } from '../../src/api/openapiSchemas';
import { nairaToKobo } from '../../server/domain/money';
import { moneyRules } from '../../src/components/form/MoneyInput';

/** Issue 30: one schema for every money field, whose rule is "whole kobo, from 1 kobo to NAIRA_MAX". */
const amount = bodies.nairaAmount('Amount');
const accepts = (value: unknown) => amount.safeParse(value).success;
const MAX_KOBO = bodies.NAIRA_MAX * 100;
const run = { seed: 30, numRuns: 2000 };

describe('the money schema of the contract', () => {
  it('refuses the edges: below a kobo, fractions of a kobo, too large, not a finite number', () => {
    const refused = [1e-300, 5e-324, -5e-324, 8e-18, 0.004, 0.005, 0.015, 10.005, 0, -0, -0.01, 1e15 + 0.01];
    for (const value of [...refused, bodies.NAIRA_MAX + 0.01, Number.MAX_VALUE, NaN, Infinity, -Infinity])
      expect(accepts(value), String(value)).toBe(false);
    for (const value of ['NaN', 'Infinity', '10.10', '1', null, undefined, true])
      expect(accepts(value), String(value)).toBe(false);
    for (const value of [0.01, 0.1 + 0.2, 4.35, 10.1, 1.15, 2.03, 99_999_999.99, bodies.NAIRA_MAX])
      expect(accepts(value), String(value)).toBe(true);
  });

  it('accepts every whole kobo as a JSON client writes it (kobo / 100), and the server keeps that kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_KOBO }), (kobo) => {
        const naira = kobo / 100;
        return accepts(naira) && accepts(Number(naira.toFixed(2))) && nairaToKobo(naira) === kobo;
      }),
      run,
    );
  });

  it('accepts a double only when its kobo form is at least 1 and equals it within rounding', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.double({ min: -1, max: 1 }), fc.double({ min: 0, max: 2e8 })), (value) => {
        if (!accepts(value)) return true;
        const kobo = nairaToKobo(value);
        return kobo >= 1 && kobo <= MAX_KOBO && Math.abs(value * 100 - kobo) < 1e-6;
      }),
      run,
    );
  });

  it('refuses a part of a kobo, down to a thousandth, added to any whole amount', () => {
    const digits = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_KOBO }),
        fc.stringMatching(/^\d{0,2}[1-9]$/),
        (kobo, part) => !accepts(Number(`${Math.floor(kobo / 100)}.${digits(kobo % 100)}${part}`)),
      ),
      run,
    );
  });

  it('is stated in the OpenAPI document as minimum and multipleOf 0.01, for every money field', () => {
    const schemas = new ContractSchemas().toComponents();
    const money = { type: 'number', minimum: 0.01, maximum: bodies.NAIRA_MAX, multipleOf: 0.01 };
    const props = (name: string) => (schemas[name] as { properties: Record<string, unknown> }).properties;
    expect(props('TopupBody').amount).toEqual(money);
    expect(props('PriceCreateBody').price).toEqual(money);
    for (const name of ['PricePlanCreateBody', 'PricePlanUpdateBody'])
      for (const field of ['onViewPrice', 'onClickPrice', 'onConversionPrice'])
        expect(props(name)[field]).toEqual(money);
  });

  it("is the app's money field rule too: a decimal numeral passes the form exactly when the contract takes it", () => {
    const rule = moneyRules('Amount', (key, options) => `${key} ${JSON.stringify(options ?? {})}`);
    const numeral = fc
      .tuple(fc.stringMatching(/^\d{1,10}$/), fc.option(fc.stringMatching(/^\d{0,4}$/)))
      .map(([whole, decimals]) => (decimals === null ? whole : `${whole}.${decimals}`));
    fc.assert(
      fc.property(numeral, (text) => (rule(text, {}, {}) === undefined) === accepts(Number(text))),
      run,
    );
  });
});
