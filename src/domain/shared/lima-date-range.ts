import { isIsoDate, type IsoDate } from './lima-date';
import { domainError, err, ok, type DomainError, type Result } from './result';

/** Lima dates (YYYY-MM-DD), both included; an absent end leaves that side open. */
export interface LimaDateRange {
  readonly from?: IsoDate;
  readonly to?: IsoDate;
}

export type DateRangeError = DomainError<'INVALID_DATE_RANGE'>;

/** The dates of a range the admin typed or an address names, each a real YYYY-MM-DD and the start not after the end. */
export function limaDateRange(
  from: string | null | undefined,
  to: string | null | undefined,
): Result<LimaDateRange, DateRangeError> {
  for (const [value, name] of [
    [from, 'desde'],
    [to, 'hasta'],
  ] as const) {
    if (value && !isIsoDate(value)) {
      return err(domainError('INVALID_DATE_RANGE', `La fecha "${name}" no es válida (AAAA-MM-DD).`, { [name]: value }));
    }
  }
  if (from && to && from > to) {
    return err(domainError('INVALID_DATE_RANGE', 'La fecha "desde" no puede ser posterior a la fecha "hasta".'));
  }
  return ok({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
}
