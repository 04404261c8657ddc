import { WEEKDAYS, type OpeningRange, type Weekday } from '@carta/shared/core';

/** 1 January 2024 was a Monday: day `i` of WEEKDAYS is 2024-01-0(1+i). */
const weekdayName = (day: Weekday, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))),
  );

/** Days in week order as runs: "Mon–Fri", "Sat, Sun", "Wed". */
function formatDays(days: readonly Weekday[], language: string): string {
  const indexes = WEEKDAYS.map((day, index) => (days.includes(day) ? index : -1)).filter(
    (index) => index >= 0,
  );
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const name = (index: number) => weekdayName(WEEKDAYS[index]!, language);
  return runs
    .map((run) =>
      run.length >= 3
        ? `${name(run[0]!)}–${name(run.at(-1)!)}`
        : run.map((index) => name(index)).join(', '),
    )
    .join(', ');
}

/** A menu's hours as lines a guest reads at a glance: "Mon–Fri 08:00–11:30". */
export function formatHours(hours: readonly OpeningRange[], language: string): string[] {
  return hours.map((range) => `${formatDays(range.days, language)} ${range.from}–${range.to}`);
}
