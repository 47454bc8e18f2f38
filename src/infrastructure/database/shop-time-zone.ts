import { SHOP_TIME_ZONE } from '../../domain/shared/lima-date';

/** The shop's time zone (the domain's SHOP_TIME_ZONE) as an SQL literal, for `AT TIME ZONE` (Lima days, months). */
export const SHOP_TIME_ZONE_SQL = `'${SHOP_TIME_ZONE}'`;
