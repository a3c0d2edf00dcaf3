import { HttpError } from 'react-admin';
import { api, ERROR_CODE, NO_MORE_DATA } from '../../api';
import type { ReportSummary } from '../../api/entities';
import { today, yesterday } from '../../format/dates';
import { retryTransient } from '../../dataProvider/failures';
import { dayEnd, dayStart, filterParams } from '../../registry/params';
import type { FieldDecl, ParamName, PathValues, Values } from '../../registry/types';

const t = (key: string) => `busads.reports.filter.${key}`;

/** The report's filter (SPEC.md section 2), keyed by the summary call's parameters: pickers the admin cannot read are left out by FormField. */
export const reportFields: FieldDecl<ParamName<typeof api.reports.summary>>[] = [
  { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
  { source: 'deviceID', label: t('device'), kind: 'reference', reference: 'devices', optionText: 'serial' },
  { source: 'busID', label: t('busID'), kind: 'text' },
  { source: 'from', label: t('from'), kind: 'date' },
  { source: 'to', label: t('to'), kind: 'date' },
];

/** Section 9: yesterday to today, applied when the page opens. */
export const defaultReportFilter = (): Values => ({ from: yesterday(), to: today() });

const summaryParams = filterParams(api.reports.summary, { from: dayStart, to: dayEnd });

/** The path values of the summary call, as a list's (each filter value to its parameter); empty parts travel as '-'. */
export const reportParams = (filter: Values): PathValues => summaryParams({ page: 1, perPage: 1, filter });

const codeOf = (error: unknown) =>
  error instanceof HttpError ? (error.body as { code?: unknown } | undefined)?.code : undefined;

/** A business answer (code 1): section 8 says the report shows its message as an error toast. */
export const isBusinessError = (error: unknown) => Number(codeOf(error)) === ERROR_CODE.business;

/** An answer the server refused (4xx) reads the same the next time: toast it at once, no retries (nor after a timeout). */
export const retryUnlessRefused = retryTransient;

/** Section 8: 'No more data' empties the report rather than failing it. */
export const isNoMoreData = (error: unknown) =>
  isBusinessError(error) && error instanceof Error && error.message === NO_MORE_DATA;

export const emptyReport: ReportSummary = {
  totalViews: 0,
  vendorsCount: 0,
  adminsCount: 0,
  totalSelfTopupSum: 0,
  totalSelfTopupCount: 0,
  totalSystemTopupSum: 0,
  totalSystemTopupCount: 0,
  totalTopupSum: 0,
  totalTopupCount: 0,
  totalAds: 0,
  totalActiveAds: 0,
  totalInactiveAds: 0,
  totalAssignedAds: 0,
  totalBlockedAds: 0,
};
