/** Escapes text for an SVG text node or attribute value (titles come from the catalogue). */
export function escapeXml(text: string): string {
  // Control characters are not allowed in XML 1.0 at all, escaped or not.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Rounds a coordinate so the SVG stays short and byte-stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
