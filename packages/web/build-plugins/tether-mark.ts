/**
 * Tether's mark for USDT, drawn here rather than taken from the icon set, whose USDT
 * icon is a gem: a white T on Tether's green disc, its crossbar ringed by the flat
 * ellipse of the mark. Same 24-unit square as the other logos.
 */
export const TETHER_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img" aria-label="Tether">
  <title>Tether</title>
  <circle cx="12" cy="12" r="12" fill="#26a17b"/>
  <path fill="#fff" d="M5.6 5.4h12.8v2.7h-4.8v11.2h-3.2V8.1H5.6z"/>
  <ellipse cx="12" cy="11.2" rx="5.6" ry="1.6" fill="none" stroke="#fff" stroke-width="1.2"/>
</svg>
`;
