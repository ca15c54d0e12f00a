// XML text the server writes itself (the sheet export's .xml, the route's .gpx).

/** Text or an attribute value with XML's five special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}
