/** Gateway date formats, always in Vietnam time (GMT+7, no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

function parts(date: Date) {
  const shifted = new Date(date.getTime() + VIETNAM_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(shifted.getUTCFullYear()),
    month: two(shifted.getUTCMonth() + 1),
    day: two(shifted.getUTCDate()),
    hours: two(shifted.getUTCHours()),
    minutes: two(shifted.getUTCMinutes()),
    seconds: two(shifted.getUTCSeconds()),
  };
}

/** `yymmdd` (ZaloPay app_trans_id prefix). */
export function vietnamYymmdd(date: Date): string {
  const p = parts(date);
  return `${p.year.slice(2)}${p.month}${p.day}`;
}

/** `yyyyMMddHHmmss` (VNPay vnp_CreateDate, vnp_ExpireDate, vnp_PayDate). */
export function vietnamTimestamp(date: Date): string {
  const p = parts(date);
  return `${p.year}${p.month}${p.day}${p.hours}${p.minutes}${p.seconds}`;
}
