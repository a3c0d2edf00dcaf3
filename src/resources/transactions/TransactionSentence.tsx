import { useTranslate } from 'react-admin';
import type { Transaction } from '../../api/entities';
import { formatCount, formatNaira, formatUnix } from '../../format/format';
import type { ExportLookup } from '../../registry/types';

/**
 * One readable sentence for a row of the ad summary, e.g. 'Chioma Okeke's ad "Jollof Fridays" was
 * viewed 42 times for ₦1,260.00 on Oshodi - Ikeja on Sun, Nov 22 2026, 3:04 PM.' A row without a
 * route leaves the route out.
 */
export function transactionSentence(record: Transaction, translate: ExportLookup['translate']): string {
  const values = {
    smart_count: record.views,
    vendor: record.vendor.fullname,
    ad: record.ad.name,
    views: formatCount(record.views),
    cost: formatNaira(record.cost),
    route: record.route?.name ?? '',
    date: formatUnix(record.dateCreated),
  };
  return translate(record.route ? 'busads.transactions.sentence' : 'busads.transactions.sentenceNoRoute', values);
}

export function TransactionSentence({ record }: { record: Transaction }) {
  return <>{transactionSentence(record, useTranslate())}</>;
}
