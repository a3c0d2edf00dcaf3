import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Wallet } from '../../api/entities';
import { useAccess } from '../../auth/privileges';
import { formatNaira } from '../../format/format';
import type { MoneyReview, Recipient } from '../../registry/types';
import { moneyValue } from '../form/MoneyInput';

/** A vendor's wallet balance: a number, 'loading', 'hidden' (the admin may not read wallets) or 'none' (no wallet). */
export type Balance = number | 'loading' | 'hidden' | 'none';

/**
 * The current balance of a vendor's wallet, read by the wallet call (SPEC.md section 7, the vendor record
 * has none), always fresh: a cached answer is not shown while it is fetched again.
 */
export function useRecipientBalance(vendorID: number | undefined): Balance {
  const access = useAccess();
  const readable = access ? access.allows({ endpoints: [], pickers: ['wallet'] }) : false;
  const { data, isFetching, isError } = useGetList<Wallet & { id: number }>(
    'wallet',
    { filter: { vendorID }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: vendorID !== undefined && readable, refetchOnMount: 'always', staleTime: 0 },
  );
  if (access === undefined || vendorID === undefined) return 'loading';
  if (!readable || isError) return 'hidden';
  if (isFetching || !data) return 'loading';
  const wallet = data.find((w) => w.vendorID === vendorID);
  return wallet ? wallet.amount : 'none';
}

const balanceText = (balance: Balance, translate: (key: string, options?: object) => string) =>
  typeof balance === 'number'
    ? formatNaira(balance)
    : translate(balance === 'loading' ? 'busads.money.balanceLoading' : `busads.money.balance_${balance}`);

/** Above a money form's fields: the vendor credited and their wallet's current balance (once one is chosen). */
export function RecipientLine({ review }: { review: MoneyReview }) {
  const translate = useTranslate();
  const values = useWatch();
  const recipient = review.recipient(values);
  const balance = useRecipientBalance(recipient?.id);
  if (!recipient) return null;
  return (
    <Typography component="p" sx={{ mb: 1 }} data-testid="money-recipient">
      {translate('busads.money.recipient', { name: recipient.name, balance: balanceText(balance, translate) })}
    </Typography>
  );
}

/** '₦5,000.00 to Ekaette S (new balance ₦12,500.00)': summed in kobo, never as floats. */
export function MoneyReviewStatement({
  ref,
  ...props
}: {
  ref?: Ref<HTMLParagraphElement>;
  amount: unknown;
  recipient: Recipient | undefined;
  balance: Balance;
}) {
  const translate = useTranslate();
  const amount = moneyValue(props.amount) ?? 0;
  const name = props.recipient?.name ?? '';
  const text =
    typeof props.balance === 'number'
      ? translate('busads.money.review', {
          amount: formatNaira(amount),
          name,
          balance: formatNaira((Math.round(props.balance * 100) + Math.round(amount * 100)) / 100),
        })
      : translate('busads.money.reviewBalanceUnknown', {
          amount: formatNaira(amount),
          name,
          balance: balanceText(props.balance, translate),
        });
  return (
    <Typography ref={ref} tabIndex={-1} component="p" variant="h6" role="status">
      {text}
    </Typography>
  );
}
