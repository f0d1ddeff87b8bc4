/**
 * The symbols' art, drawn in code as SVG so the game carries no image files. Every
 * symbol is a `<symbol>` in one hidden sprite put in the page once; a reel cell shows
 * it with `<use>`, so a spinning strip of dozens of cells costs no more markup than a
 * few lines each. The gems are cut procedurally: an outline, a table, and the ring
 * between them split into triangles lit from the top left, which reads as facets.
 */

type Point = [number, number];

interface Palette {
  dark: string;
  mid: string;
  light: string;
  rim: string;
}

function hex(color: string): number[] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar = 0, ag = 0, ab = 0] = hex(a);
  const [br = 0, bg = 0, bb = 0] = hex(b);
  const clamp = Math.min(1, Math.max(0, t));
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * clamp)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

const round = (value: number) => Math.round(value * 10) / 10;
const points = (list: Point[]) => list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');

/** A gem: facets between `outline` and its table, shaded by where each faces. */
function gem(id: string, outline: Point[], palette: Palette, tableScale = 0.52): string {
  const cx = outline.reduce((sum, [x]) => sum + x, 0) / outline.length;
  const cy = outline.reduce((sum, [, y]) => sum + y, 0) / outline.length;
  const table = outline.map(([x, y]): Point => [cx + (x - cx) * tableScale, cy + (y - cy) * tableScale]);
  const light: Point = [-0.6, -0.8];
  const shade = (triangle: Point[], bias: number) => {
    const mx = triangle.reduce((sum, [x]) => sum + x, 0) / 3 - cx;
    const my = triangle.reduce((sum, [, y]) => sum + y, 0) / 3 - cy;
    const length = Math.hypot(mx, my) || 1;
    const lit = (mx * light[0] + my * light[1]) / length;
    const t = (lit + 1) / 2 + bias;
    return t < 0.5 ? mix(palette.dark, palette.mid, t * 2) : mix(palette.mid, palette.light, (t - 0.5) * 2);
  };
  const facets: string[] = [];
  const n = outline.length;
  for (let i = 0; i < n; i += 1) {
    const o0 = outline[i] as Point;
    const o1 = outline[(i + 1) % n] as Point;
    const t0 = table[i] as Point;
    const t1 = table[(i + 1) % n] as Point;
    const m: Point = [(o0[0] + o1[0]) / 2, (o0[1] + o1[1]) / 2];
    const triangles: [Point[], number][] = [
      [[o0, m, t0], 0.12],
      [[m, o1, t1], -0.14],
      [[m, t1, t0], 0.02],
    ];
    for (const [triangle, bias] of triangles)
      facets.push(`<polygon points="${points(triangle)}" fill="${shade(triangle, bias)}"/>`);
  }
  // The table's own facets: a fan from the centre, alternately catching the light.
  const tableFacets = table.map((point, i) => {
    const next = table[(i + 1) % n] as Point;
    const opacity = i % 2 === 0 ? 0.16 : 0.05;
    const color = i % 2 === 0 ? '#ffffff' : '#000000';
    return `<polygon points="${points([[cx, cy], point, next])}" fill="${color}" opacity="${opacity}"/>`;
  });
  const shadow = outline.map(([x, y]): Point => [x + 2.5, y + 3.5]);
  const [sx, sy] = [cx - (cx - (table[n - 1]?.[0] ?? cx)) * 0.2 - 8, cy - 14];
  return `<symbol id="sym-${id}" viewBox="0 0 100 100">
<polygon points="${points(shadow)}" fill="#000" opacity=".45"/>
<polygon points="${points(outline)}" fill="${palette.rim}" stroke="${palette.rim}" stroke-width="5" stroke-linejoin="round"/>
${facets.join('')}
<polygon points="${points(table)}" fill="url(#g-table-${id})"/>
${tableFacets.join('')}
<polygon points="${points(outline)}" fill="none" stroke="${mix(palette.light, '#ffffff', 0.4)}" stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round"/>
<linearGradient id="g-table-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(palette.light, '#ffffff', 0.35)}"/><stop offset=".55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>
${sparkle(sx, sy, 9)}
</symbol>`;
}

/** A four-pointed glint of light. */
function sparkle(x: number, y: number, size: number): string {
  const s = size;
  const w = size * 0.18;
  return `<path d="M${round(x)} ${round(y - s)} L${round(x + w)} ${round(y - w)} L${round(x + s)} ${round(y)} L${round(x + w)} ${round(y + w)} L${round(x)} ${round(y + s)} L${round(x - w)} ${round(y + w)} L${round(x - s)} ${round(y)} L${round(x - w)} ${round(y - w)} Z" fill="#fff" opacity=".95"/><circle cx="${round(x)}" cy="${round(y)}" r="${round(s * 0.22)}" fill="#fff"/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, count: number, offset = 0): Point[] {
  return Array.from({ length: count }, (_, i): Point => {
    const angle = ((i + offset) / count) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry];
  });
}

function heart(): Point[] {
  const count = 22;
  return Array.from({ length: count }, (_, i): Point => {
    const t = (i / count) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [50 + x * 2.45, 47 - y * 2.45];
  });
}

function trillion(): Point[] {
  const corners = ellipse(50, 57, 50, 47, 3);
  const result: Point[] = [];
  corners.forEach((corner, i) => {
    const next = corners[(i + 1) % 3] as Point;
    const mid: Point = [(corner[0] + next[0]) / 2, (corner[1] + next[1]) / 2];
    const bulge: Point = [50 + (mid[0] - 50) * 1.25, 57 + (mid[1] - 57) * 1.25];
    // Each corner is cut, as a trillion's are, so the shape reads as a gem and not a sign.
    const cut = (from: Point, to: Point, t: number): Point => [
      from[0] + (to[0] - from[0]) * t,
      from[1] + (to[1] - from[1]) * t,
    ];
    result.push(cut(corner, next, 0.08), bulge, cut(next, corner, 0.08));
  });
  return result;
}

const GEMS = [
  gem(
    'ruby',
    ellipse(50, 51, 39, 37, 12, 0.5),
    { dark: '#4a0012', mid: '#c4102e', light: '#ff7a8a', rim: '#2a000a' },
    0.5,
  ),
  gem(
    'sapphire',
    ellipse(50, 51, 31, 41, 10, 0.5),
    { dark: '#061a5c', mid: '#1d4fd6', light: '#8fc2ff', rim: '#030c2e' },
    0.5,
  ),
  gem(
    'emerald',
    [
      [30, 9],
      [70, 9],
      [84, 23],
      [84, 79],
      [70, 93],
      [30, 93],
      [16, 79],
      [16, 23],
    ],
    { dark: '#003d1e', mid: '#0e9a4c', light: '#8cffbd', rim: '#00200f' },
    0.6,
  ),
  gem('amethyst', heart(), { dark: '#2a0846', mid: '#8a33d6', light: '#e3b5ff', rim: '#16022a' }, 0.5),
  gem('topaz', trillion(), { dark: '#5a2a00', mid: '#f08a0c', light: '#ffe08a', rim: '#2e1400' }, 0.48),
];

const CROWN = `<symbol id="sym-crown" viewBox="0 0 100 100">
<defs>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".35" stop-color="#f7c948"/><stop offset=".7" stop-color="#c98a12"/><stop offset="1" stop-color="#7a4a05"/></linearGradient>
<linearGradient id="g-gold-h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a5a0a"/><stop offset=".3" stop-color="#ffe27a"/><stop offset=".55" stop-color="#f2b630"/><stop offset="1" stop-color="#7a4a05"/></linearGradient>
<radialGradient id="g-jewel-red" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffb3bd"/><stop offset=".4" stop-color="#e0173a"/><stop offset="1" stop-color="#5a0010"/></radialGradient>
<radialGradient id="g-jewel-blue" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#c4e0ff"/><stop offset=".4" stop-color="#2466e8"/><stop offset="1" stop-color="#06185a"/></radialGradient>
</defs>
<path d="M20 82 L14 30 L34 50 L50 20 L66 50 L86 30 L80 82 Z" fill="#000" opacity=".4" transform="translate(2.5 3.5)"/>
<path d="M20 80 L13 30 L34 50 L50 19 L66 50 L87 30 L80 80 Z" fill="url(#g-gold)" stroke="#5a3203" stroke-width="2" stroke-linejoin="round"/>
<path d="M25 66 L22 44 L35 56 L50 32 L65 56 L78 44 L75 66 Z" fill="#7a0d1f" stroke="#4a0510" stroke-width="1.2"/>
<path d="M25 66 L22 44 L35 56 L50 32 L50 66 Z" fill="#a3162d" opacity=".6"/>
<rect x="16" y="64" width="68" height="18" rx="4" fill="url(#g-gold-h)" stroke="#5a3203" stroke-width="2"/>
<rect x="18" y="66" width="64" height="4" rx="2" fill="#fff6c8" opacity=".55"/>
<ellipse cx="50" cy="73" rx="8" ry="6" fill="url(#g-jewel-red)" stroke="#5a3203" stroke-width="1.2"/>
<ellipse cx="30" cy="73" rx="5" ry="4.5" fill="url(#g-jewel-blue)" stroke="#5a3203" stroke-width="1"/>
<ellipse cx="70" cy="73" rx="5" ry="4.5" fill="url(#g-jewel-blue)" stroke="#5a3203" stroke-width="1"/>
<circle cx="13" cy="28" r="6" fill="url(#g-gold)" stroke="#5a3203" stroke-width="1.5"/>
<circle cx="87" cy="28" r="6" fill="url(#g-gold)" stroke="#5a3203" stroke-width="1.5"/>
<circle cx="50" cy="15" r="7.5" fill="url(#g-jewel-red)" stroke="#5a3203" stroke-width="1.5"/>
<path d="M15 32 L33 49 M50 22 L35 49" stroke="#fffbe0" stroke-width="1.6" opacity=".7" fill="none"/>
${sparkle(47, 12, 5)}
</symbol>`;

const HAMMER = `<symbol id="sym-hammer" viewBox="0 0 100 100">
<defs>
<linearGradient id="g-wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3d1c08"/><stop offset=".4" stop-color="#a8612a"/><stop offset=".6" stop-color="#8a4a1c"/><stop offset="1" stop-color="#2e1405"/></linearGradient>
<linearGradient id="g-steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f7fb"/><stop offset=".25" stop-color="#aab4c2"/><stop offset=".6" stop-color="#5b6676"/><stop offset="1" stop-color="#222831"/></linearGradient>
<radialGradient id="g-hot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff1a8"/><stop offset=".45" stop-color="#ff8a1a"/><stop offset="1" stop-color="#ff3d00" stop-opacity="0"/></radialGradient>
</defs>
<g transform="translate(50 52) scale(.78) rotate(-38) translate(-50 -50)">
<rect x="47" y="32" width="10" height="64" rx="4" fill="#000" opacity=".4" transform="translate(3 3)"/>
<rect x="45" y="30" width="10" height="64" rx="4" fill="url(#g-wood)" stroke="#241004" stroke-width="1.5"/>
<rect x="44" y="70" width="12" height="4" rx="1.5" fill="#2a2f38"/><rect x="44" y="78" width="12" height="4" rx="1.5" fill="#2a2f38"/><rect x="44" y="86" width="12" height="4" rx="1.5" fill="#2a2f38"/>
<path d="M18 14 L82 14 L88 20 L88 38 L82 44 L18 44 L14 38 L14 20 Z" fill="url(#g-steel)" stroke="#12161c" stroke-width="2" stroke-linejoin="round"/>
<rect x="8" y="12" width="12" height="34" rx="3" fill="url(#g-steel)" stroke="#12161c" stroke-width="2"/>
<rect x="80" y="12" width="12" height="34" rx="3" fill="url(#g-steel)" stroke="#12161c" stroke-width="2"/>
<rect x="22" y="17" width="56" height="4" rx="2" fill="#fff" opacity=".7"/>
<rect x="42" y="26" width="16" height="10" rx="2" fill="#2a2f38" opacity=".6"/>
<ellipse cx="92" cy="29" rx="10" ry="22" fill="url(#g-hot)"/>
<rect x="89" y="14" width="3" height="30" rx="1.5" fill="#ffd27a"/>
</g>
${sparkle(34, 28, 6)}
</symbol>`;

const ANVIL = `<symbol id="sym-anvil" viewBox="0 0 100 100">
<defs>
<linearGradient id="g-iron" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa6b8"/><stop offset=".18" stop-color="#4c5666"/><stop offset=".7" stop-color="#232a35"/><stop offset="1" stop-color="#0d1117"/></linearGradient>
<linearGradient id="g-ingot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c0"/><stop offset=".4" stop-color="#ffb020"/><stop offset="1" stop-color="#d23a00"/></linearGradient>
<radialGradient id="g-ember" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ff9a2a" stop-opacity=".85"/><stop offset="1" stop-color="#ff4d00" stop-opacity="0"/></radialGradient>
</defs>
<path d="M8 40 Q22 36 34 36 L90 36 L90 50 L78 52 Q66 56 64 66 L64 70 L76 76 L80 88 L22 88 L26 76 L38 70 L38 66 Q36 56 26 52 Q12 50 8 40 Z" fill="#000" opacity=".45" transform="translate(2.5 3)"/>
<path d="M8 40 Q22 36 34 36 L90 36 L90 50 L78 52 Q66 56 64 66 L64 70 L76 76 L80 88 L22 88 L26 76 L38 70 L38 66 Q36 56 26 52 Q12 50 8 40 Z" fill="url(#g-iron)" stroke="#07090d" stroke-width="2" stroke-linejoin="round"/>
<path d="M10 40 Q22 37.5 34 37.5 L89 37.5 L89 41 L34 41 Q22 41 12 42 Z" fill="#dfe6f0" opacity=".75"/>
<path d="M40 70 L62 70 L62 74 L40 74 Z" fill="#000" opacity=".35"/>
<ellipse cx="58" cy="30" rx="30" ry="12" fill="url(#g-ember)"/>
<rect x="40" y="24" width="34" height="12" rx="3" fill="url(#g-ingot)" stroke="#7a1e00" stroke-width="1.2"/>
<rect x="43" y="26" width="26" height="2.5" rx="1.2" fill="#fffbe6" opacity=".9"/>
<circle cx="34" cy="20" r="1.8" fill="#ffd36b"/><circle cx="80" cy="16" r="1.5" fill="#ffb347"/><circle cx="70" cy="10" r="1.2" fill="#ffe39a"/><circle cx="28" cy="12" r="1.1" fill="#ff9a2a"/>
</symbol>`;

const RUNE = `<symbol id="sym-rune" viewBox="0 0 100 100">
<defs>
<radialGradient id="g-aura" cx=".5" cy=".5" r=".5"><stop offset=".55" stop-color="#ff6a00" stop-opacity=".55"/><stop offset="1" stop-color="#ff3d00" stop-opacity="0"/></radialGradient>
<radialGradient id="g-stone" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#5a4a48"/><stop offset=".55" stop-color="#2a201f"/><stop offset="1" stop-color="#0c0808"/></radialGradient>
<radialGradient id="g-lava" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fffbe0"/><stop offset=".35" stop-color="#ffd04a"/><stop offset=".8" stop-color="#ff6a00"/><stop offset="1" stop-color="#c01d00"/></radialGradient>
</defs>
<circle cx="50" cy="47" r="48" fill="url(#g-aura)"/>
<path d="M50 7 L83 22 L90 52 L72 84 L34 88 L12 62 L16 26 Z" fill="url(#g-stone)" stroke="#ff7a1a" stroke-width="2.2" stroke-linejoin="round"/>
<path d="M16 26 L30 38 M83 22 L70 34 M12 62 L28 58 M72 84 L64 70 M90 52 L74 52" stroke="#ff7a1a" stroke-width="1.6" opacity=".8"/>
<path d="M42 22 L42 74 M42 34 L60 24 M42 48 L62 38 M42 48 L58 64" stroke="#ff4d00" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none" opacity=".45"/>
<path d="M42 22 L42 74 M42 34 L60 24 M42 48 L62 38 M42 48 L58 64" stroke="url(#g-lava)" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<path d="M42 22 L42 74 M42 34 L60 24 M42 48 L62 38" stroke="#fffbe6" stroke-width="2" stroke-linecap="round" fill="none" opacity=".9"/>
<rect x="14" y="80" width="72" height="16" rx="8" fill="#2a0a02" stroke="#ff8a1a" stroke-width="1.5"/>
<text x="50" y="92" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="11" letter-spacing="1.2" fill="#ffd27a">SCATTER</text>
</symbol>`;

const DRAGON = `<symbol id="sym-dragon" viewBox="0 0 100 100">
<defs>
<linearGradient id="g-scale" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a3c"/><stop offset=".5" stop-color="#b3121f"/><stop offset="1" stop-color="#4a0309"/></linearGradient>
<linearGradient id="g-horn" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#7a5a2a"/><stop offset=".6" stop-color="#e8d2a0"/><stop offset="1" stop-color="#fff6dc"/></linearGradient>
<radialGradient id="g-eye" cx=".5" cy=".5" r=".6"><stop offset="0" stop-color="#fffbd0"/><stop offset=".5" stop-color="#ffd21a"/><stop offset="1" stop-color="#ff6a00"/></radialGradient>
<radialGradient id="g-wild-back" cx=".5" cy=".45" r=".55"><stop offset="0" stop-color="#ffb020" stop-opacity=".55"/><stop offset="1" stop-color="#ff3d00" stop-opacity="0"/></radialGradient>
</defs>
<circle cx="50" cy="44" r="48" fill="url(#g-wild-back)"/>
<path d="M36 34 C28 26 22 16 14 4 C26 10 36 18 44 28 Z" fill="url(#g-horn)" stroke="#3a2408" stroke-width="1.5"/>
<path d="M64 34 C72 26 78 16 86 4 C74 10 64 18 56 28 Z" fill="url(#g-horn)" stroke="#3a2408" stroke-width="1.5"/>
<path d="M24 44 L4 36 L14 50 L6 56 L24 58 Z" fill="#7a0812" stroke="#2a0004" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M76 44 L96 36 L86 50 L94 56 L76 58 Z" fill="#7a0812" stroke="#2a0004" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M50 84 C40 84 32 76 30 66 L24 46 C24 34 36 26 50 26 C64 26 76 34 76 46 L70 66 C68 76 60 84 50 84 Z" fill="url(#g-scale)" stroke="#2a0004" stroke-width="2" stroke-linejoin="round"/>
<path d="M50 28 L46 36 L50 44 L54 36 Z M50 46 L47 52 L50 58 L53 52 Z" fill="#ffb020" stroke="#6a2a00" stroke-width="1"/>
<path d="M38 62 C40 72 44 80 50 80 C56 80 60 72 62 62 C58 66 54 67 50 67 C46 67 42 66 38 62 Z" fill="#e8743a" opacity=".55"/>
<path d="M27 46 Q38 40 46 50 L44 52 Q36 47 28 50 Z" fill="#2a0004"/>
<path d="M73 46 Q62 40 54 50 L56 52 Q64 47 72 50 Z" fill="#2a0004"/>
<path d="M30 52 Q38 47 44 54 Q36 58 30 52 Z" fill="url(#g-eye)"/>
<path d="M70 52 Q62 47 56 54 Q64 58 70 52 Z" fill="url(#g-eye)"/>
<path d="M37 50 L38 56 M63 50 L62 56" stroke="#2a0004" stroke-width="1.8" stroke-linecap="round"/>
<ellipse cx="44.5" cy="74" rx="2.4" ry="1.6" fill="#2a0004"/><ellipse cx="55.5" cy="74" rx="2.4" ry="1.6" fill="#2a0004"/>
<path d="M34 34 Q42 30 50 30" stroke="#ff9a7a" stroke-width="2" fill="none" opacity=".7"/>
<path d="M20 80 L80 80 L86 88 L80 96 L20 96 L14 88 Z" fill="url(#g-gold)" stroke="#5a3203" stroke-width="1.8" stroke-linejoin="round"/>
<text x="50" y="93.5" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="900" font-size="15" letter-spacing="2" fill="#5a0a0a">WILD</text>
</symbol>`;

/** The hidden sprite holding every symbol; put in the page once. */
export function symbolSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">${CROWN}${HAMMER}${ANVIL}${RUNE}${DRAGON}${GEMS.join('')}</svg>`;
}

/** A symbol's art, referring to the sprite. */
export function symbolSvg(id: string, className = 'sym'): string {
  return `<svg class="${className} ${className}-${id}" viewBox="0 0 100 100" aria-hidden="true"><use href="#sym-${id}"/></svg>`;
}
