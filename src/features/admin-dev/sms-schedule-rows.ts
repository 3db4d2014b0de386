/** The SMS Schedule page's rows: each schedule named by its client, in client then service order. */
import type { StoredOf } from '../../offline/db';

export interface SmsScheduleRow {
  id: number;
  clientName: string;
  serviceType: string;
  sendFrom: string;
  sendUntil: string;
  /** minutes between the window's start and end */
  windowMinutes: number;
  /** 'Every day' or 'Mon–Fri' */
  days: string;
  etaLeadMinutes: number;
  active: boolean;
}

function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export function smsScheduleRows(
  schedules: readonly Pick<
    StoredOf<'smsSchedules'>,
    'id' | 'clientId' | 'serviceType' | 'sendFrom' | 'sendUntil' | 'weekends' | 'etaLeadMinutes' | 'active'
  >[],
  clients: readonly Pick<StoredOf<'clients'>, 'id' | 'name'>[],
): SmsScheduleRow[] {
  const names = new Map(clients.map((c) => [c.id, c.name]));
  return schedules
    .map((s) => ({
      id: s.id,
      clientName: (s.clientId !== null ? names.get(s.clientId) : undefined) ?? 'Unknown client',
      serviceType: s.serviceType,
      sendFrom: s.sendFrom,
      sendUntil: s.sendUntil,
      windowMinutes: Math.max(0, minutesOf(s.sendUntil) - minutesOf(s.sendFrom)),
      days: s.weekends ? 'Every day' : 'Mon–Fri',
      etaLeadMinutes: s.etaLeadMinutes,
      active: s.active,
    }))
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.serviceType.localeCompare(b.serviceType));
}
