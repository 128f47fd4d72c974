/**
 * en-US date formatters, built once per set of options. Building an `Intl.DateTimeFormat` costs far more
 * than formatting with one (a list of cards built one per card spent tens of milliseconds on a slow phone),
 * so every date the product shows goes through here.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function enUsDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}
