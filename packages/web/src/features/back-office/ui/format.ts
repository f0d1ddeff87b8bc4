/**
 * A moment as staff read it in tables: day and time to the minute, in the browser's
 * time zone, always in the same order whatever the browser's language.
 */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A size in bytes as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A date-time field's text (`2026-05-01T14:30`, the browser's time zone) as the ISO
 * moment the contracts take; empty text is no moment, and text that is no date is
 * passed on for the contract to refuse in its own words.
 */
export function localInputToIso(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A whole-number field's text as the number the contracts take; empty text is no number. */
export function textToNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** An optional text field: empty means left out. */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A figure of the operator's reports, in US dollars: the back office reports in one
 * currency on purpose, whatever display currency the member of staff plays in. A loss
 * reads "-$20.00".
 */
export function formatUsd(text: string): string {
  return USD.format(Number(text));
}
