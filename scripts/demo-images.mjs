// node scripts/demo-images.mjs: draws the demo images of the seed (server/seed/images/, issue 21) with
// @napi-rs/canvas — the answer pictures of the demo image-chooser and frame levels, and a main picture
// per demo game. The files are committed (a few kilobytes each), so `npm start` needs no canvas at run
// time; this script only makes them again after a change here. server/seed/images.ts lists them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'seed', 'images');
const W = 360;
const H = 270;

/** A canvas with a vertical two-colour gradient. */
function canvasWith(top, bottom) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  return { canvas, ctx };
}

function polygon(ctx, points, fill) {
  ctx.beginPath();
  ctx.moveTo(points[0][0], points[0][1]);
  for (const [x, y] of points.slice(1)) ctx.lineTo(x, y);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A tower: a w × h wall from (x, top) in the current fill, under a pointed roof `roof` high, 4 wider each side. */
function tower(ctx, x, top, w, h, roof, roofColor) {
  ctx.fillRect(x, top, w, h);
  polygon(
    ctx,
    [
      [x - 4, top],
      [x + w / 2, top - roof],
      [x + w + 4, top],
    ],
    roofColor,
  );
}

function circle(ctx, x, y, r, fill) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A coat of arms: a shield of `field` with a wall of `towers` towers and, when `tree`, a linden tree. */
function coatOfArms({ field, wall, towers, tree }) {
  const { canvas, ctx } = canvasWith('#f3efe6', '#e2dccd');
  ctx.beginPath();
  ctx.moveTo(100, 30);
  ctx.lineTo(260, 30);
  ctx.lineTo(260, 150);
  ctx.quadraticCurveTo(260, 225, 180, 250);
  ctx.quadraticCurveTo(100, 225, 100, 150);
  ctx.closePath();
  ctx.fillStyle = field;
  ctx.fill();
  ctx.lineWidth = 6;
  ctx.strokeStyle = '#3a3a3a';
  ctx.stroke();
  ctx.fillStyle = wall;
  ctx.fillRect(120, 150, 120, 50);
  const step = 120 / towers;
  for (let i = 0; i < towers; i++) {
    const x = 120 + i * step + step / 2 - 12;
    tower(ctx, x, 105, 24, 50, 20, wall);
  }
  if (tree) {
    ctx.fillStyle = '#7a5a2a';
    ctx.fillRect(175, 175, 10, 40);
    circle(ctx, 180, 165, 26, '#d9a520');
  }
  return canvas;
}

/** A street with a manhole and a bronze figure (or none) looking out of it. */
function streetFigure({ figure, hat, sky }) {
  const { canvas, ctx } = canvasWith(sky, '#c9c2b8');
  ctx.fillStyle = '#9b8f80';
  ctx.fillRect(0, 170, W, 100);
  for (let x = 0; x < W; x += 30) {
    ctx.fillStyle = x % 60 ? '#8d8274' : '#a49886';
    ctx.fillRect(x, 170, 28, 100);
  }
  ctx.fillStyle = '#e8d9b5';
  ctx.fillRect(20, 40, 110, 130);
  ctx.fillRect(230, 30, 110, 140);
  ctx.fillStyle = '#6f8fb0';
  for (const [x, y] of [
    [35, 60],
    [85, 60],
    [35, 110],
    [85, 110],
    [245, 55],
    [295, 55],
    [245, 105],
    [295, 105],
  ]) {
    ctx.fillRect(x, y, 30, 35);
  }
  ctx.beginPath();
  ctx.ellipse(180, 215, 60, 18, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#3b3b3b';
  ctx.fill();
  if (figure) {
    circle(ctx, 180, 185, 26, figure);
    ctx.fillStyle = figure;
    ctx.fillRect(140, 200, 80, 16);
    circle(ctx, 171, 180, 4, '#222');
    circle(ctx, 189, 180, 4, '#222');
    if (hat) {
      ctx.fillStyle = '#2d2d2d';
      ctx.fillRect(158, 150, 44, 10);
      ctx.fillRect(166, 132, 28, 20);
    }
  }
  return canvas;
}

/** Mountains: peak heights and colours, a sky and snow on the highest. */
function mountains({ peaks, rock, sky, snow }) {
  const { canvas, ctx } = canvasWith(sky, '#ffffff');
  polygon(ctx, [[0, H], ...peaks.map(([x, y]) => [x, y]), [W, H]], rock);
  if (snow) {
    const [x, y] = peaks.reduce((a, b) => (b[1] < a[1] ? b : a));
    polygon(
      ctx,
      [
        [x - 28, y + 34],
        [x, y],
        [x + 28, y + 34],
        [x + 10, y + 26],
        [x - 8, y + 38],
      ],
      '#ffffff',
    );
  }
  polygon(
    ctx,
    [
      [0, H],
      [0, 230],
      [90, 205],
      [200, 235],
      [300, 210],
      [W, 225],
      [W, H],
    ],
    '#3f6b35',
  );
  return canvas;
}

/** An animal face: ears, eyes, snout in the animal's colours. */
function animal({ fur, ears, snout, bg, stripes }) {
  const { canvas, ctx } = canvasWith(bg, '#f6f3e8');
  ctx.fillStyle = '#6b8e4e';
  ctx.fillRect(0, 220, W, 50);
  if (ears === 'round') {
    circle(ctx, 130, 80, 30, fur);
    circle(ctx, 230, 80, 30, fur);
  } else if (ears === 'pointed') {
    polygon(
      ctx,
      [
        [115, 110],
        [130, 45],
        [165, 90],
      ],
      fur,
    );
    polygon(
      ctx,
      [
        [245, 110],
        [230, 45],
        [195, 90],
      ],
      fur,
    );
  } else {
    polygon(
      ctx,
      [
        [120, 95],
        [100, 40],
        [160, 80],
      ],
      fur,
    );
    polygon(
      ctx,
      [
        [240, 95],
        [260, 40],
        [200, 80],
      ],
      fur,
    );
  }
  circle(ctx, 180, 135, 75, fur);
  if (stripes) {
    ctx.strokeStyle = '#2b2b2b';
    ctx.lineWidth = 7;
    for (const dx of [-40, 0, 40]) {
      ctx.beginPath();
      ctx.moveTo(180 + dx, 62);
      ctx.lineTo(180 + dx * 0.7, 95);
      ctx.stroke();
    }
  }
  circle(ctx, 150, 120, 11, '#ffffff');
  circle(ctx, 210, 120, 11, '#ffffff');
  circle(ctx, 152, 122, 6, '#1d1d1d');
  circle(ctx, 212, 122, 6, '#1d1d1d');
  ctx.beginPath();
  ctx.ellipse(180, 165, 32, 24, 0, 0, Math.PI * 2);
  ctx.fillStyle = snout;
  ctx.fill();
  circle(ctx, 180, 155, 8, '#1d1d1d');
  return canvas;
}

/** A game's main picture: a landscape in the game's colours with its landmark. */
function scene({ sky, ground, landmark, sun }) {
  const { canvas, ctx } = canvasWith(sky, '#fdf6e3');
  circle(ctx, 290, 60, 28, sun);
  polygon(
    ctx,
    [
      [0, 200],
      [70, 150],
      [150, 185],
      [230, 140],
      [W, 190],
      [W, H],
      [0, H],
    ],
    ground,
  );
  ctx.fillStyle = '#5b4636';
  if (landmark === 'castle') {
    ctx.fillRect(120, 110, 120, 80);
    for (const x of [110, 170, 230]) {
      tower(ctx, x, 80, 20, 40, 25, '#8a2f2f');
    }
  } else if (landmark === 'church') {
    ctx.fillRect(150, 100, 60, 95);
    polygon(
      ctx,
      [
        [145, 100],
        [180, 30],
        [215, 100],
      ],
      '#3f5f3f',
    );
    circle(ctx, 180, 25, 8, '#d9a520');
  } else if (landmark === 'hearts') {
    for (const [x, s] of [
      [140, 1],
      [210, 0.8],
    ]) {
      ctx.save();
      ctx.translate(x, 120);
      ctx.scale(s, s);
      ctx.beginPath();
      ctx.moveTo(0, 30);
      ctx.bezierCurveTo(-60, -10, -25, -55, 0, -20);
      ctx.bezierCurveTo(25, -55, 60, -10, 0, 30);
      ctx.fillStyle = '#d23c5a';
      ctx.fill();
      ctx.restore();
    }
  } else if (landmark === 'tents') {
    polygon(
      ctx,
      [
        [80, 200],
        [130, 120],
        [180, 200],
      ],
      '#e07b39',
    );
    polygon(
      ctx,
      [
        [190, 200],
        [240, 130],
        [290, 200],
      ],
      '#3d7ab8',
    );
  } else if (landmark === 'axe') {
    ctx.save();
    ctx.translate(180, 140);
    ctx.rotate(-0.5);
    ctx.fillRect(-6, -70, 12, 140);
    polygon(
      ctx,
      [
        [6, -70],
        [50, -85],
        [50, -40],
        [6, -45],
      ],
      '#8c8c8c',
    );
    ctx.restore();
  } else {
    polygon(
      ctx,
      [
        [100, 190],
        [180, 60],
        [260, 190],
      ],
      '#4d4d4d',
    );
  }
  return canvas;
}

/** Numbered PNGs of one kind (`${prefix}-1`, `${prefix}-2`, …), each drawn from its options. */
const series = (prefix, draw, optionsList) =>
  Object.fromEntries(optionsList.map((options, i) => [`${prefix}-${i + 1}`, [draw(options), 'png']]));

/** name → [drawing, format]; PNG for the flat drawings, JPEG for the gradient-heavy scenes. */
const IMAGES = {
  ...series('erb', coatOfArms, [
    { field: '#c0392b', wall: '#ecf0f1', towers: 3, tree: true },
    { field: '#2e5fa8', wall: '#f1c40f', towers: 2, tree: false },
    { field: '#2e7d32', wall: '#ecf0f1', towers: 4, tree: false },
    { field: '#6d4c9b', wall: '#ecf0f1', towers: 3, tree: false },
  ]),
  ...series('ulica', streetFigure, [
    { figure: '#8c6239', hat: true, sky: '#9fc5e8' },
    { figure: null, hat: false, sky: '#9fc5e8' },
    { figure: '#9e9e9e', hat: false, sky: '#f9cb9c' },
    { figure: '#b8860b', hat: false, sky: '#b4a7d6' },
  ]),
  ...series('hory', mountains, [
    {
      peaks: [
        [60, 150],
        [150, 60],
        [250, 120],
        [320, 90],
      ],
      rock: '#7d6f63',
      sky: '#7fb2e5',
      snow: true,
    },
    {
      peaks: [
        [80, 120],
        [180, 100],
        [280, 140],
      ],
      rock: '#6e7f6e',
      sky: '#a4c2f4',
      snow: false,
    },
    {
      peaks: [
        [40, 140],
        [120, 110],
        [220, 70],
        [320, 130],
      ],
      rock: '#8a7b6c',
      sky: '#cfe2f3',
      snow: true,
    },
    {
      peaks: [
        [100, 160],
        [200, 150],
        [300, 165],
      ],
      rock: '#5f7a5f',
      sky: '#9fc5e8',
      snow: false,
    },
  ]),
  ...series('zoo', animal, [
    { fur: '#7b5230', ears: 'round', snout: '#c89f73', bg: '#d9ead3', stripes: false },
    { fur: '#e69138', ears: 'pointed', snout: '#fff2cc', bg: '#fce5cd', stripes: true },
    { fur: '#999999', ears: 'pointed', snout: '#dddddd', bg: '#d0e0e3', stripes: false },
    { fur: '#b45f06', ears: 'tufts', snout: '#f6b26b', bg: '#fff2cc', stripes: false },
  ]),
  'hra-zilina': [scene({ sky: '#6fa8dc', ground: '#6aa84f', landmark: 'castle', sun: '#ffd966' }), 'jpeg'],
  'hra-bratislava': [
    scene({ sky: '#8e7cc3', ground: '#93c47d', landmark: 'church', sun: '#f6b26b' }),
    'jpeg',
  ],
  'hra-svadba': [scene({ sky: '#f4cccc', ground: '#b6d7a8', landmark: 'hearts', sun: '#ffe599' }), 'jpeg'],
  'hra-martin': [scene({ sky: '#76a5af', ground: '#38761d', landmark: 'tents', sun: '#ffd966' }), 'jpeg'],
  'hra-janosik': [scene({ sky: '#a4c2f4', ground: '#274e13', landmark: 'axe', sun: '#f1c232' }), 'jpeg'],
  'hra-bojnice': [scene({ sky: '#9fc5e8', ground: '#6aa84f', landmark: 'castle', sun: '#e69138' }), 'jpeg'],
};

mkdirSync(OUT, { recursive: true });
for (const [name, [canvas, format]] of Object.entries(IMAGES)) {
  const file = path.join(OUT, `${name}.${format === 'jpeg' ? 'jpg' : 'png'}`);
  const data = format === 'jpeg' ? canvas.toBuffer('image/jpeg', 72) : canvas.toBuffer('image/png');
  writeFileSync(file, data);
  console.log(`${path.relative(process.cwd(), file)}: ${(data.length / 1024).toFixed(1)} kB`);
}
