import { useMemo, type ComponentProps } from 'react';
import { timeZones } from '@carta/shared';
import { Select } from '@/components/ui/select';

/** 'America/Argentina/Buenos_Aires' → 'Argentina / Buenos Aires'; its region is the group. */
const placeOf = (zone: string) => zone.split('/').slice(1).join(' / ').replaceAll('_', ' ') || zone;

/** 'GMT+01:00' in the zone right now, so the owner recognises it whatever its name. */
function offsetOf(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' });
  return parts.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A native select of the IANA time zones grouped by region ("Europe › Madrid (GMT+01:00)"): the
 * zone a business's menu hours are in (docs/product.md, "Hours").
 */
export function TimeZoneSelect({
  className,
  current,
  ...props
}: ComponentProps<'select'> & {
  /**
   * The stored zone, offered even when the browser lists it under another name (the server
   * accepts 'Asia/Kolkata' where an engine lists 'Asia/Calcutta'), so it is never shown blank.
   */
  current?: string;
}) {
  const groups = useMemo(() => {
    const now = new Date();
    const byRegion = new Map<string, { zone: string; label: string }[]>();
    const zones = timeZones();
    const listed = current && !zones.includes(current) ? [...zones, current].sort() : zones;
    for (const zone of listed) {
      const region = zone.includes('/') ? zone.split('/')[0]! : 'UTC';
      const list = byRegion.get(region) ?? [];
      list.push({ zone, label: `${placeOf(zone)} (${offsetOf(zone, now)})` });
      byRegion.set(region, list);
    }
    return [...byRegion];
  }, [current]);

  return (
    <Select className={className} {...props}>
      {groups.map(([region, zones]) => (
        <optgroup key={region} label={region}>
          {zones.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
