import { api } from '../../src/api';
import { reportSummary } from '../repositories/reports';
import type { Registrar } from './registrar';

/** The report summary over vendor, period, bus and device (each optional). */
export function reportRoutes(r: Registrar): void {
  r.route(api.reports.summary, ({ db, params: p }) => {
    const busID = p.busID?.trim();
    return reportSummary(db, { ...p, busID: busID === '' ? undefined : busID });
  });
}
