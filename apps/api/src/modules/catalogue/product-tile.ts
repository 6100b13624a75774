/**
 * The picture of a seeded product (`media/catalogue/<slug>.svg`): a pack shaped after what the
 * product is (a pouch for staples, a bottle for liquids, a jar, a strip of tablets, else a
 * carton) in a colour picked from its name, labelled with the product type. Generated, so the
 * demo catalogue has a recognisable image per product type without shipping photos.
 */

const PALETTE = ['#2e7d32', '#1565c0', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#4e342e', '#37474f', '#ad1457', '#558b2f'];

type Pack = 'pouch' | 'bottle' | 'jar' | 'strip' | 'carton';

const PACK_WORDS: [Pack, RegExp][] = [
  ['strip', /\b(tablet|capsule|strip|paracetamol|vitamin|mg\b)/],
  ['bottle', /\b(oil|juice|shampoo|sauce|ketchup|syrup|milk|water|drink|lotion|wash|cola|soda|vinegar|cleaner|sanitiser|sanitizer)/],
  ['jar', /\b(ghee|jam|honey|pickle|spread|butter|cream|paste|curd|peanut|balm|gel)/],
  ['pouch', /\b(rice|atta|dal|flour|sugar|salt|besan|rava|poha|sooji|masala|powder|chips|namkeen|seeds|nuts|pulses|millet)/],
];

function packOf(words: string[]): Pack {
  const text = words.join(' ');
  return PACK_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'carton';
}

/** The pack's outline, drawn in the 400 × 400 box around (200, 210). */
function packShape(pack: Pack, colour: string): string {
  const body = `fill="${colour}" stroke="#ffffff" stroke-width="6"`;
  switch (pack) {
    case 'pouch':
      return `<path d="M118 110 Q200 86 282 110 L300 330 Q200 350 100 330 Z" ${body}/><path d="M130 128 Q200 108 270 128" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="4" stroke-dasharray="10 8"/>`;
    case 'bottle':
      return `<rect x="176" y="64" width="48" height="34" rx="6" fill="#ffffff"/><path d="M170 98 H230 V126 Q272 150 272 196 V320 Q272 342 250 342 H150 Q128 342 128 320 V196 Q128 150 170 126 Z" ${body}/>`;
    case 'jar':
      return `<rect x="132" y="96" width="136" height="40" rx="10" fill="#ffffff"/><rect x="116" y="132" width="168" height="206" rx="34" ${body}/>`;
    case 'strip':
      return (
        `<rect x="96" y="118" width="208" height="196" rx="18" ${body}/>` +
        [0, 1, 2]
          .flatMap((row) =>
            [0, 1].map((column) => `<circle cx="${160 + column * 80}" cy="${160 + row * 56}" r="18" fill="#ffffff" fill-opacity=".85"/>`),
          )
          .join('')
      );
    case 'carton':
      return `<path d="M120 118 L200 88 L280 118 V318 L200 348 L120 318 Z" ${body}/><path d="M120 118 L200 148 L280 118 M200 148 V348" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="4"/>`;
  }
}

/** Up to two label lines of at most ~14 characters. */
function labelLines(words: string[]): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < 2) lines.push(word);
    else break;
  }
  return lines.map((line) => (line.length > 16 ? `${line.slice(0, 15)}…` : line));
}

export function productTileSvg(slug: string): string {
  const words = slug
    .replace(/\.svg$/, '')
    .split('-')
    .filter(Boolean);
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length]!;
  const title = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  const label = labelLines(title)
    .map((line, index, all) => `<text x="200" y="${236 + (index - (all.length - 1) / 2) * 30}" text-anchor="middle">${line}</text>`)
    .join('');
  // The slug is [a-z0-9-] (the route checks it): nothing in it needs escaping.
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
    `<rect width="400" height="400" rx="24" fill="${colour}" fill-opacity=".12"/>` +
    '<ellipse cx="200" cy="352" rx="110" ry="14" fill="#000000" fill-opacity=".12"/>' +
    packShape(packOf(words), colour) +
    '<rect x="122" y="196" width="156" height="76" rx="10" fill="#ffffff" fill-opacity=".92"/>' +
    `<g font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="${colour}">${label}</g>` +
    '</svg>'
  );
}
