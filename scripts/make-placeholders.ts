/**
 * Made the placeholder images in content/images/: works/01.jpg … works/16.jpg and portrait.jpg
 * (1200 × 1500 px, 4:5; a work whose dimensions in the spec's sample are far from 4:5, such as
 * 160 × 110 cm, is then cut to its own proportions). The artist will replace them one for one
 * with photographs of the real paintings and of themself, keeping the file names.
 *
 * Each "painting" is an SVG of seeded random colour fields, bristle brush strokes, oil-stick lines,
 * scrapes and curled wood shavings, rasterised by sharp and soft-lit with a canvas-weave texture.
 * Deterministic: a seeded PRNG, no Math.random.
 *
 * Run from the project root:  node scripts/make-placeholders.ts [ids…]   (e.g. `… 01 portrait`)
 */
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { parseDimensions } from "../app/lib/dimensions.ts";
import { proportionsDisagree } from "../app/lib/proportions.ts";

const W = 1200;
const H = 1500;
const OUT = join(import.meta.dirname, "..", "content", "images");

type Pt = [number, number];
type RGB = readonly [number, number, number];
type Pal = [RGB, RGB, RGB, RGB, RGB, ...RGB[]]; // ground colour first
type Frame = { cx: number; cy: number; a: number }; // u runs along angle a (radians), v across it
type Rect = [u0: number, v0: number, u1: number, v1: number]; // in frame coordinates
type Kind = "bands" | "grid" | "gesture" | "dabs" | "mass" | "window" | "discs" | "bend";
type Painting = { id: string; title: string; kind: Kind; seed: number; angle: number; flow: number };
type Work = Painting & { scrapes: number; shavings: number; scribbles: number; pal: Pal; stick: RGB[] };

/** Seeded PRNG (mulberry32): r() is uniform in [0, 1), r(a, b) in [a, b). */
type R = (a?: number, b?: number) => number;
function rng(seed: number): R {
  let s = seed >>> 0;
  return (a = 0, b = 1) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return a + ((b - a) * ((t ^ (t >>> 14)) >>> 0)) / 4294967296;
  };
}
const int = (r: R, a: number, b: number): number => Math.floor(r(a, b + 1));
const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r(0, xs.length))] as T;

/* ---------- colour and geometry helpers ---------- */

const clamp = (v: number, a: number, b: number): number => Math.min(b, Math.max(a, v));
const nth = <T>(xs: readonly T[], i: number): T => xs[clamp(i, 0, xs.length - 1)] as T;
const f = (n: number): string => n.toFixed(1);
const rgb3 = (fn: (i: 0 | 1 | 2) => number): RGB => [fn(0), fn(1), fn(2)];
const rgb = (hex: string): RGB => rgb3((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
const css = (c: RGB): string => `rgb(${c.map((v) => Math.round(clamp(v, 0, 255))).join(",")})`;
const mix = (a: RGB, b: RGB, t: number): RGB => rgb3((i) => a[i] + (b[i] - a[i]) * t);
const vary = (r: R, c: RGB, k: number, l = r(-k, k) * 255): RGB => rgb3((i) => c[i] + l + r(-90, 90) * k);
const WHITE: RGB = [250, 246, 236];
const BLACK: RGB = [20, 18, 16];
const d = (pts: Pt[]): string => pts.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("");
const path = (pts: Pt[], attrs: string): string => `<path d="${d(pts)}" ${attrs}/>`;
const range = (a: number, b: number): number[] =>
  Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
const pairs = (...v: number[]): Pt[] => v.flatMap((x, i): Pt[] => (i % 2 ? [] : [[x, v[i + 1] ?? 0]]));
const quad = (x0: number, y0: number, x1: number, y1: number, lean = 0): Pt[] =>
  pairs(x0 + lean, y0, x1 + lean, y0, x1, y1, x0, y1);

/** Quadratic curve from a to b bowed sideways by `bend` (a fraction of its length). */
function arc([ax, ay]: Pt, [bx, by]: Pt, bend: number, step = 12): Pt[] {
  const n = Math.max(4, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
  const [mx, my] = [(ax + bx) / 2 - (by - ay) * bend, (ay + by) / 2 + (bx - ax) * bend];
  return Array.from({ length: n + 1 }, (_, i): Pt => {
    const [t, s] = [i / n, 1 - i / n];
    return [s * s * ax + 2 * s * t * mx + t * t * bx, s * s * ay + 2 * s * t * my + t * t * by];
  });
}
const normals = (line: Pt[]): Pt[] =>
  line.map((_, i): Pt => {
    const [[ax, ay], [bx, by]] = [nth(line, i - 1), nth(line, i + 1)];
    const l = Math.hypot(bx - ax, by - ay) || 1;
    return [(ay - by) / l, (bx - ax) / l];
  });
const offset = (line: Pt[], k: (i: number) => number, nor = normals(line)): Pt[] =>
  line.map(([x, y], i): Pt => [x + nth(nor, i)[0] * k(i), y + nth(nor, i)[1] * k(i)]);
function turn([x, y]: Pt, a: number, [cx, cy]: Pt = [0, 0]): Pt {
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return [cx + x * c - y * s, cy + x * s + y * c];
}
const at = (fr: Frame, u: number, v: number): Pt => turn([u, v], fr.a, [fr.cx, fr.cy]);
const ellipse = (cx: number, cy: number, rx: number, ry: number, n: number, t = 6.283 / n): Pt[] =>
  range(1, n).map((i): Pt => [cx + Math.cos(i * t) * rx, cy + Math.sin(i * t) * ry]);

/** Closed polygon whose edges wander like a dry, hand-painted edge. */
function ragged(r: R, poly: Pt[], amp: number): string {
  const out: Pt[] = [];
  poly.forEach(([ax, ay], i) => {
    const [bx, by] = nth(poly, (i + 1) % poly.length);
    const [dx, dy, p0, p1, p2] = [bx - ax, by - ay, r(0, 7), r(0, 7), r(0, 7)];
    const len = Math.hypot(dx, dy) || 1;
    for (let s = 0; s < len; s += 5) {
      const wave = 0.55 * Math.sin(s / 110 + p0) + 0.3 * Math.sin(s / 37 + p1) + 0.15 * Math.sin(s / 11 + p2);
      const k = (amp * Math.min(1, s / 40, (len - s) / 40) * (wave + r(-0.08, 0.08))) / len;
      out.push([ax + (dx * s) / len - dy * k, ay + (dy * s) / len + dx * k]);
    }
  });
  return `${d(out)}Z`;
}

/* ---------- marks ---------- */

/** A loaded brush dragged along `line`: a body of paint, bristle streaks that run dry, lit ridges. */
function brush(r: R, line: Pt[], w: number, col: RGB, alpha = 0.85, dry = 0.5, mate = col): string {
  const [n, nor, ph, fq] = [line.length, normals(line), r(0, 6.3), r(0.5, 2.5)];
  const taper = (t: number): number =>
    Math.min(1, 0.75 + t * 5, 0.6 + (1 - t) * 4) * (1 + 0.12 * Math.sin(t * fq * Math.PI + ph));
  const p = (i: number, u: number): Pt => {
    const [[x, y], [nx, ny], k] = [nth(line, i), nth(nor, i), u * w * taper(i / (n - 1))];
    return [x + nx * k, y + ny * k];
  };
  const span = (u: number, a: number, b: number, drift = 0): Pt[] =>
    range(a, b).map((i) => p(i, u + drift * Math.sin(i * 0.3 + u * 20)));
  // the body of paint stops short of the end, where only dry bristle marks carry on
  const tail = Math.max(2, Math.round((n - 1) * (1 - dry * r(0.2, 0.6))));
  const cap = (i: number): number => Math.min(1, 0.45 + i * 0.3, 0.45 + (tail - i) * 0.3);
  const side = (u: number, q: number): Pt[] =>
    line.slice(0, tail + 1).map((_, i) => p(i, cap(i) * (u + 0.05 * Math.sin(i * 0.4 + q) + r(-0.02, 0.02))));
  const body = [...side(-0.42, ph), ...side(0.42, fq * 3).reverse()];
  let s = path(body, `fill="${css(col)}" fill-opacity="${f(alpha * 0.65)}" stroke="none"`);
  const nb = clamp(Math.round(w / 4.5), 5, 26);
  for (let k = 0; k < nb; k++) {
    const u = (k + r(0.1, 0.9)) / nb - 0.5;
    const i0 = Math.floor(r(0, 0.06 + Math.abs(u) * 0.2) * n);
    const i1 = n - 1 - Math.floor(r(0, dry) * (0.3 + Math.abs(u)) * n);
    const mid = int(r, i0 + 1, Math.max(i0 + 1, i1 - 1));
    const skip = r() < dry * 0.5 ? int(r, 2, 4) : 0; // the bristle skips over the canvas tooth
    const streak = r() < 0.2 ? mix(col, r() < 0.5 ? WHITE : BLACK, r(0.05, 0.2)) : null;
    const tone = css(streak ?? vary(r, mix(col, mate, r() ** 2), 0.05));
    const [op, bw] = [alpha * r(0.45, 1), (w / nb) * r(0.7, 2.2)];
    for (const [a, b, o] of [[i0, mid, op] as const, [mid + skip, i1, op * 0.6] as const]) {
      const look = `stroke="${tone}" stroke-opacity="${f(o)}" stroke-width="${f(bw)}"`;
      if (b - a >= 1) s += path(span(u, a, b, 0.015), look);
    }
  }
  if (w > 20 && n > 6) {
    // raking light catches one ridge of the paint and shades the other
    const [a, b] = [int(r, 0, 3), Math.min(tail, n - 1 - int(r, 1, Math.floor(n * 0.4)))];
    const ridge = (u: number, col: string, op: number, sw: number): string =>
      path(span(u, a, b), `stroke="${col}" stroke-opacity="${f(alpha * op)}" stroke-width="${sw}"`);
    s += ridge(-0.44, "#fffaf0", r(0.15, 0.35), 1.6) + ridge(0.44, "#1a1612", r(0.12, 0.28), 2);
  }
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${s}</g>`;
}

/** A straight-ish stroke centred on c at angle `ang` (radians). */
function stroke(r: R, [x, y]: Pt, ang: number, len: number, w: number, col: RGB, alpha = 0.85, bend = 0.12) {
  const [dx, dy] = [(Math.cos(ang) * len) / 2, (Math.sin(ang) * len) / 2];
  return brush(r, arc([x - dx, y - dy], [x + dx, y + dy], r(-bend, bend)), w, col, alpha, r(0.3, 0.9));
}

/** A colour field over a rect of a frame: a ragged body covered by overlapping broad strokes. */
function field(r: R, fr: Frame, [u0, v0, u1, v1]: Rect, col: RGB, alpha = 0.9, sw = 70, rough = 16): string {
  const j = (x: number): number => x + r(-1, 1) * rough;
  const corners = quad(u0, v0, u1, v1).map(([u, v]) => at(fr, j(u), j(v)));
  let s = `<path d="${ragged(r, corners, rough * 1.4)}" fill="${css(col)}" fill-opacity="${f(alpha * 0.6)}"/>`;
  for (let v = v0 + sw * 0.3; v < v1 - sw * 0.2; v += sw * r(0.45, 0.75)) {
    for (let u = u0 - r(0, 30), end = 0; u < u1 - 20; u = end - r(10, 70)) {
      end = Math.min(u + r(150, 600), u1 + r(-25, 30));
      const [a, b] = [at(fr, u, v + r(-0.25, 0.25) * sw), at(fr, end, v + r(-0.25, 0.25) * sw)];
      const tone = vary(r, col, 0.05);
      s += brush(r, arc(a, b, r(-0.05, 0.05)), sw * r(0.7, 1.2), tone, alpha * r(0.35, 0.75), 0.6);
    }
  }
  return s;
}

/** Oil stick: a waxy line of varying pressure, broken up by the #wax filter. */
function stick(r: R, pts: Pt[], col: RGB, w: number): string {
  let s = "";
  for (let i = 0, j = 0; i < pts.length - 1; i = j) {
    j = Math.min(pts.length - 1, i + int(r, 6, 20));
    const look = `stroke="${css(vary(r, col, 0.03))}" stroke-width="${f(w * r(0.6, 1.3))}"`;
    s += path(pts.slice(i, j + 1), look);
  }
  return `<g filter="url(#wax)" fill="none" stroke-linecap="round" stroke-linejoin="round">${s}</g>`;
}

/** A hand-drawn line that stays on the canvas: a wandering, looping scrawl or quick scribbled hatching. */
function scribble(r: R, start: Pt, steps: number, curl: number, heading: number): Pt[] {
  let [x, y, h] = [...start, heading];
  const [pts, hatch]: [Pt[], boolean] = [[start], r() < 0.35];
  for (let k = 0, n = hatch ? int(r, 12, 30) : 0; k < n; k++) {
    const [len, gap, hk] = [r(90, 200) * (k % 2 ? -1 : 1), r(6, 16), h + r(-0.12, 0.12)];
    const b: Pt = [x + Math.cos(hk) * len - Math.sin(h) * gap, y + Math.sin(hk) * len + Math.cos(h) * gap];
    pts.push(...arc([x, y], b, r(-0.2, 0.2), 6));
    [x, y] = b;
  }
  for (let i = 0, turn = 0; !hatch && i < steps; i++) {
    turn = r() < 0.01 ? r(-0.9, 0.9) : turn * 0.9 + r(-1, 1) * curl * 0.3;
    const out = x < 90 || x > W - 90 || y < 90 || y > H - 90;
    h += turn + (out ? 0.3 * Math.sin(Math.atan2(H / 2 - y, W / 2 - x) - h) : 0);
    [x, y] = [x + Math.cos(h) * 6, y + Math.sin(h) * 6];
    pts.push([x, y]);
  }
  return pts;
}

/** Squeegee-scraped paint: long broken streaks fading at both ends (the #scrape filters, #fade mask). */
function scrape(r: R, [x, y]: Pt, w: number, h: number, deg: number, col: RGB): string {
  const look = `fill="${css(col)}" opacity="${f(r(0.55, 0.9))}" filter="url(#scrape${int(r, 0, 2)})"`;
  const box = ragged(r, quad(x - w / 2, y - h / 2, x + w / 2, y + h / 2), 20);
  return `<path d="${box}" ${look} mask="url(#fade)" transform="rotate(${f(deg)} ${f(x)} ${f(y)})"/>`;
}

/** A curled wood shaving pressed into the paint: a broad, shaded spiral ribbon with a soft shadow. */
function shaving(r: R, [cx, cy]: Pt, size: number, tint: RGB | null): string {
  const [turns, sq, rot, wob] = [r(1.1, 1.8), r(0.5, 0.95), r(0, 6.3), r(0, 0.15)];
  const th = (i: number): number => (i / 28) * turns * 6.283;
  const line = Array.from({ length: 29 }, (_, i): Pt => {
    const rad = size * (1 - 0.5 * (i / 28)) * (1 + wob * Math.sin(i * 0.9));
    const [x, y] = [Math.cos(th(i)) * rad, Math.sin(th(i)) * rad * sq];
    return turn([x, y], rot, [cx, cy]);
  });
  const edge = (k: number): Pt[] => offset(line, (i) => k * size * 0.24 * (1 - 0.4 * (i / 28)));
  const [lft, rgt, wood] = [edge(1), edge(-1), vary(r, rgb("e0c596"), 0.05)];
  const shadow = `stroke="#20160c" stroke-opacity="0.4" stroke-width="${f(size * 0.5)}" fill="none"`;
  let s = path(line, `${shadow} transform="translate(3 4)" filter="url(#soft)"`);
  for (let i = 0; i < 28; i++) {
    const light = Math.cos(th(i) + rot - 0.8);
    const col = mix(wood, light > 0 ? [255, 248, 232] : [105, 70, 35], Math.abs(light) * 0.45);
    const fill = css(tint ? mix(col, tint, 0.2) : col);
    const q = [nth(lft, i), nth(lft, i + 1), nth(rgt, i + 1), nth(rgt, i)];
    s += path(q, `fill="${fill}" stroke="${fill}"`);
  }
  return s + path(lft, `fill="none" stroke="#7a5430" stroke-opacity="0.5" stroke-width="0.8"`);
}

/** Scrapes, clusters of shavings and oil-stick scribbles laid over a composition. */
function marks(r: R, m: Work): string {
  let s = "";
  const anywhere = (e: number): Pt => [r(e, W - e), r(e, H - e)];
  for (let i = 0; i < m.scrapes; i++) {
    const col = mix(pick(r, m.pal), WHITE, r(0, 0.5));
    s += scrape(r, anywhere(200), r(350, 800), r(90, 260), m.angle + r(-6, 6), col);
  }
  for (let i = 0; i < m.shavings; i++) {
    const [[x, y], a, tint] = [anywhere(170), r(0, 6.3), r() < 0.5 ? pick(r, m.pal) : null];
    for (let k = 0, n = int(r, 7, 14), t = 0; k < n; k++, t = r(-100, 100)) {
      s += shaving(r, [x + Math.cos(a) * t + r(-35, 35), y + Math.sin(a) * t + r(-35, 35)], r(10, 24), tint);
    }
  }
  for (let i = 0; i < m.scribbles; i++) {
    const h = (m.angle * Math.PI) / 180 + r(-0.6, 0.6);
    const pts = scribble(r, anywhere(150), int(r, 60, 260), r(0.05, 0.4), h);
    s += stick(r, pts, pick(r, m.stick), r(3, 8));
  }
  return s;
}

/* ---------- layers shared by the compositions ---------- */

/** A smooth direction field (radians) so that neighbouring strokes move together. */
type Flow = (p: Pt) => number;
function flowOf(r: R, base: number, amt: number): Flow {
  const [a, b, c] = [r(0, 6.3), r(0, 6.3), r(200, 420)];
  return ([x, y]) => base + amt * (Math.sin(x / c + a) + Math.cos(y / (c * 1.3) + b));
}
/** A brush path `len` px long, centred on c, that follows the flow. */
function follow(fl: Flow, [x, y]: Pt, len: number, dev: number): Pt[] {
  let p: Pt = [x - (Math.cos(fl([x, y]) + dev) * len) / 2, y - (Math.sin(fl([x, y]) + dev) * len) / 2];
  return Array.from({ length: Math.max(6, Math.round(len / 12)) }, () => {
    const q = p;
    p = [p[0] + Math.cos(fl(p) + dev) * 12, p[1] + Math.sin(fl(p) + dev) * 12];
    return q;
  });
}
/** Strokes at three scales along a flow: broad washes, working strokes, then small accents. */
function sweeps(r: R, pal: RGB[], n: number, fl: Flow, spread: number, where: () => Pt, scale = 1): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    const big = i < n * 0.2;
    const k = (big ? 2 : i < n * 0.75 ? 1 : 0.3) * scale;
    const [col, mate] = [vary(r, pick(r, pal), 0.04), pick(r, pal)];
    const line = follow(fl, where(), r(200, 600) * k, r(-spread, spread) / 2);
    s += brush(
      r,
      line,
      r(40, 120) * k,
      col,
      r(0.7, 1) - (big ? 0.25 : 0),
      r(0.3, 0.9),
      r() < 0.35 ? mate : col,
    );
  }
  return s;
}
const whole: Frame = { cx: W / 2, cy: H / 2, a: 0 };

/** The first, wet-blended layer: criss-crossed broad strokes of one colour (then `extra`), softened by #wet. */
function ground(r: R, c: RGB, extra = ""): string {
  let s = `<rect x="-20" y="-20" width="${W + 40}" height="${H + 40}" fill="${css(c)}"/>`;
  const fl = flowOf(r, r(0, 3.1), 0.4);
  for (let i = 0; i < 26; i++) {
    const line = follow(fl, [r(0, W), r(0, H)], r(400, 1000), r(-0.4, 0.4));
    s += brush(r, line, r(140, 280), vary(r, c, 0.035), r(0.35, 0.7), 0.8);
  }
  return `<g filter="url(#wet)">${s}${extra}</g>`;
}

/* ---------- compositions ---------- */

/** Stacked bands across the canvas: a horizon, tilted strata or, turned upright, shopfront columns. */
function bands(r: R, m: Work): string {
  const fr: Frame = { ...whole, a: (m.angle * Math.PI) / 180 };
  const [c, s] = [Math.abs(Math.cos(fr.a)), Math.abs(Math.sin(fr.a))];
  const [U, V, hs] = [(W * c + H * s) / 2 + 60, (W * s + H * c) / 2 + 40, m.pal.map(() => r(0.4, 1.6))];
  const unit = (2 * V) / hs.reduce((a, b) => a + b, 0);
  let [out, v] = [ground(r, m.pal[0]), -V];
  m.pal.forEach((col, i) => {
    const h = nth(hs, i) * unit;
    out += field(r, fr, [-U, v - r(5, 35), U, v + h + r(5, 35)], col, r(0.7, 0.95), r(45, 95));
    v += h;
    const [a, b] = [at(fr, r(-U, -U / 4), v + r(-20, 20)), at(fr, r(U / 4, U), v + r(-20, 20))];
    if (i === m.pal.length - 1) return;
    out += brush(r, arc(a, b, r(-0.03, 0.03)), r(8, 45), vary(r, pick(r, m.pal), 0.1));
  });
  out += sweeps(r, m.pal, 9, flowOf(r, fr.a, 0.2), 0.3, () => [r(100, W - 100), r(100, H - 100)], 1.2);
  return out + marks(r, m);
}

/** An irregular grid of blocks with seams and gaps, a block within a block, a hand-drawn outline or two. */
function grid(r: R, m: Work): string {
  const cuts = (a: number, b: number, n: number): number[] => {
    const ws = Array.from({ length: n + 1 }, (_, i) => (i ? r(0.6, 1.4) : 0));
    const sum = (k: number): number => ws.slice(0, k + 1).reduce((p, q) => p + q, 0);
    return ws.map((_, i) => a + ((b - a) * sum(i)) / sum(n));
  };
  const xs = cuts(r(30, 110), W - r(30, 110), int(r, 2, 3));
  const ys = cuts(r(40, 120), H - r(40, 120), int(r, 3, 4));
  let s = ground(r, m.pal[0]);
  for (const [i, x1] of xs.slice(1).entries()) {
    for (const [j, y1] of ys.slice(1).entries()) {
      const [cw, ch, g, k] = [x1 - nth(xs, i), y1 - nth(ys, j), r(8, 35), (): number => r(0.1, 0.35)];
      const fr: Frame = { cx: x1 - cw / 2, cy: y1 - ch / 2, a: r(-0.025, 0.025) };
      const [hw, hh, inner] = [cw / 2 - g, ch / 2 - g, [-cw * k(), -ch * k(), cw * k(), ch * k()] as Rect];
      if (r() < 0.12) continue;
      s += field(r, fr, [-hw, -hh, hw, hh], pick(r, m.pal.slice(1)), r(0.75, 0.95), r(40, 80), 10);
      if (r() < 0.35) s += field(r, fr, inner, pick(r, m.pal), 0.9, 40, 8);
      if (r() > 0.22) continue;
      // a hand-drawn outline, overshooting where it closes
      const q = [...quad(-hw, -hh, hw, hh), ...pairs(-hw, -hh - 30)];
      const pts = q.flatMap((p, n) => (n ? arc(nth(q, n - 1), p, r(-0.02, 0.02), 6) : []));
      s += stick(
        r,
        pts.map(([u, v]) => at(fr, u + r(-2, 2), v + r(-2, 2))),
        pick(r, m.stick),
        4,
      );
    }
  }
  for (let k = 0, n = int(r, 3, 6); k < n; k++) {
    const [vert, a, len, wob] = [r() < 0.5, r(0, W * 0.5), r(300, 700), r(-15, 15)];
    const c = pick(r, (vert ? xs : ys).slice(1, -1));
    const line = vert ? arc([c, a], [c + wob, a + len], 0.01) : arc([a, c], [a + len, c + wob], 0.01);
    s += brush(r, line, r(15, 50), pick(r, m.pal), 0.85, 0.7);
  }
  return s + marks(r, m);
}

/** All-over gestural strokes along a flow; with `dabs`, clumps of small blossom-like dabs as well. */
function gesture(r: R, m: Work, dabs = false): string {
  const [pal, ang] = [m.pal.slice(1), (m.angle * Math.PI) / 180];
  const [fl, fr] = [flowOf(r, ang, m.flow), { cx: W / 2, cy: r(300, 1200), a: ang * 0.3 }];
  const band = field(r, fr, [-700, -r(200, 400), 700, r(200, 400)], m.pal[1], 0.75);
  let s = ground(r, m.pal[0], band + sweeps(r, pal, 10, fl, 0.6, () => [r(0, W), r(0, H)], 1.3));
  s += sweeps(r, pal, dabs ? 14 : 40, fl, dabs ? 6.3 : 0.5, () => [r(-50, W + 50), r(-50, H + 50)]);
  const clumps = Array.from({ length: 9 }, (_, i): Pt => [r(0, W), i < 7 ? r(60, H * 0.55) : r(H * 0.85, H)]);
  for (let i = 0; dabs && i < 420; i++) {
    const [x, y] = pick(r, clumps);
    const c: Pt = [x + r(-1, 1) * r(0, 230), y + r(-1, 1) * r(0, 150)];
    const col = vary(r, pick(r, pal.slice(1)), 0.05);
    s += stroke(r, c, r(0, 6.3), r(14, 50), r(12, 36), col, r(0.55, 0.95), 0.4);
  }
  return s + marks(r, m);
}

/** A large central mass of clustered, rising strokes that feathers out into a pale surround. */
function mass(r: R, m: Work): string {
  const [cx, cy, rx, ry] = [W / 2 + r(-60, 60), H / 2 + r(-60, 40), r(380, 460), r(480, 580)];
  const fl = flowOf(r, (m.angle * Math.PI) / 180, 0.35);
  const inside = (k: number) => (): Pt => {
    const [t, q] = [r(0, 6.3), Math.sqrt(r()) * k];
    return [cx + Math.cos(t) * rx * q, cy + Math.sin(t) * ry * q];
  };
  const under = field(r, whole, [-640, r(100, 400), 640, 790], m.pal[1], 0.5);
  const haze = `<path d="${ragged(r, ellipse(cx, cy, rx * 0.75, ry * 0.75, 24), 60)}" fill="${css(m.pal[3])}" opacity="0.55"/>`;
  let s = ground(r, m.pal[0], under + haze + sweeps(r, m.pal.slice(2), 20, fl, 1, inside(0.8), 1.2));
  s += sweeps(r, m.pal.slice(2), 70, fl, 1, inside(0.9));
  s += sweeps(r, [m.pal[0], m.pal[1]], 14, fl, 1.4, inside(1.1));
  return s + marks(r, m);
}

/** A field within a field: an inner panel floating in a brushy surround, with a small warm note. */
function windowed(r: R, m: Work): string {
  const [c0, c1, c2, c3, c4] = m.pal;
  const fr: Frame = { cx: W / 2 + r(-40, 40), cy: H * 0.45, a: r(-0.02, 0.02) };
  const [hw, hh] = [r(380, 450), r(430, 520)];
  let s = ground(r, c0) + field(r, fr, [-hw - 30, -hh - 30, hw + 30, hh + 30], c1, 0.6, 70, 24);
  s += field(r, fr, [-hw, -hh, hw, hh], c2, 0.9, 80, 18);
  s += field(r, fr, [-hw * 0.6, -hh * r(0.3, 0.6), hw * r(0.2, 0.6), hh * 0.4], c3, 0.85, 60, 14);
  const note = { ...fr, cx: fr.cx + r(-200, 200), cy: fr.cy + hh * 0.6 };
  s += field(r, note, [-60, -40, 80, 50], c4, 0.95, 30, 6);
  for (let i = 0; i < 8; i++) {
    const c = at(fr, pick(r, [-hw, hw]) + r(-40, 40), r(-hh, hh));
    s += stroke(r, c, Math.PI / 2 + r(-0.2, 0.2), r(200, 500), r(30, 70), pick(r, m.pal), 0.7);
  }
  return s + marks(r, m);
}

/** Glowing rough discs hung on a sagging oil-stick line, smeared reflections on a wet street below. */
function discs(r: R, m: Work): string {
  const [street, n] = [r(1000, 1150), int(r, 5, 7)];
  const base = ground(r, m.pal[0]) + field(r, whole, [-640, street - H / 2, 640, 790], m.pal[1], 0.85);
  const cs = Array.from({ length: n }, (_, i): [number, number, number] => {
    const t = (i + 0.5) / n;
    return [t * W + r(-50, 50), 330 + Math.sin(t * Math.PI) * 230 + r(-80, 140), r(70, 135)];
  });
  let [glow, s, wet] = ["", "", ""];
  for (const [x, y, rad] of cs) {
    const col = pick(r, m.pal.slice(2));
    glow += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 1.8)}" fill="${css(col)}" opacity="0.4"/>`;
    s += `<path d="${ragged(r, ellipse(x, y, rad, rad * 1.1, 20), 10)}" fill="${css(col)}" opacity="0.85"/>`;
    for (let k = -2; k <= 2; k++) {
      const yk = y + k * rad * 0.38 + r(-8, 8);
      const hw = Math.sqrt(Math.max(0, 1 - ((yk - y) / rad) ** 2)) * rad * 0.95;
      const rib = arc([x - hw, yk], [x + hw, yk], 0.12 * Math.sign(k || r(-1, 1)));
      s += brush(r, rib, rad * r(0.3, 0.45), vary(r, pick(r, m.pal.slice(2)), 0.06), 0.8, 0.6, col);
    }
    const drip = arc([x + r(-20, 20), street + 30], [x + r(-30, 30), street + r(180, 420)], 0.03);
    wet += brush(r, drip, rad * 0.7, col, 0.4, 1); // smeared reflection on the wet street
  }
  const top = cs.map(([x, y, rad]): Pt => [x, y - rad * 1.1]);
  const cord = [[-20, nth(top, 0)[1] - 200] as Pt, ...top, [W + 20, nth(top, n - 1)[1] - 220] as Pt];
  const sag = cord.flatMap((p, i) => (i ? arc(nth(cord, i - 1), p, -0.12, 6) : []));
  const line = stick(r, sag, nth(m.stick, 0), 4);
  return `${base}<g filter="url(#glow)">${glow}</g><g filter="url(#smear)">${wet}</g>${s}${line}${marks(r, m)}`;
}

/** A broad curving channel of strokes sweeping between two shores. */
function bend(r: R, m: Work): string {
  const [c0, c1, c2, c3, c4, c5 = c0] = m.pal;
  const shore = field(r, { cx: 250, cy: 250, a: -0.5 }, [-500, -350, 500, 250], c3, 0.9);
  const shore2 = field(r, { cx: W - 150, cy: H - 250, a: -0.7 }, [-450, -150, 450, 450], c4, 0.9);
  const wash = sweeps(r, [c0, c1, c5], 8, flowOf(r, -0.6, 0.3), 1, () => [r(0, W), r(0, H)], 1.3);
  let s = ground(r, c0, shore + shore2 + wash);
  const spine = arc([-60, H * r(0.3, 0.45)], [W * r(0.55, 0.7), H + 60], r(-0.45, -0.3), 14);
  for (let k = 0; k < 34; k++) {
    const [a, len] = [int(r, 0, spine.length - 12), int(r, 12, spine.length)];
    const off = r(-300, 300) * (1 - k / 85);
    const line = offset(spine, (i) => off + 14 * Math.sin(i * 0.2 + k)).slice(a, a + len);
    const col = vary(r, pick(r, [c1, c2, c1, c5, c0]), 0.05);
    s += brush(r, line, r(25, 110), col, r(0.5, 0.9), r(0.4, 0.9), pick(r, m.pal));
  }
  const off = r(-300, 300);
  return s + stick(r, offset(spine, () => off).slice(5, -10), nth(m.stick, 0), 5) + marks(r, m);
}

const dabs = (r: R, m: Work): string => gesture(r, m, true);
const compose = { bands, grid, gesture, dabs, mass, discs, bend, window: windowed };

/* ---------- the sixteen works ---------- */

// id kind seed angle flow scrapes shavings scribbles | palette, ground first | oil-stick colours | title
const TABLE = `
01 bands    101    0 0    2 2 2 | cfd0c8 9aa3a2 6f7f86 8c8a70 2f2d29 b39a6c 5d554a | efe9dc 2a2623 | Low Tide, Blackwattle Bay
02 grid     202    0 0    1 0 1 | 2b2c2e 3b3d40 5d7385 a2502a 8d8f8a ddd5c2 | efe8d6 d9772b 111111 | Quiet Engine
03 mass     303   90 0    1 2 2 | e3e1d6 cfd0c3 9fa892 78826d 8d99a0 a997a8 c4a877 | f6f4ec 4d5340 | Saltbush Hymn
04 gesture  404  -20 0.45 2 1 2 | d8cfb8 c8963e 8c4a2a 4a3a2a 6c7480 9e3d25 e0b44e | 1e1a16 f1ead8 | Ochre Weather
05 dabs     505    0 0.4  0 0 1 | bdb8b0 7d8a73 8a6fb8 b9a3d6 5a4a8a 9a7fc6 e6e1ea | 3d3358 f2eef4 | Jacaranda Season
06 bands    606    0 0    4 0 1 | efe2c4 f0d27a e89a4a e07a86 f1e6cf b5553a c9b5a3 | fff8ea 8a3a2a | Heat Haze over Marrickville
07 window   707    0 0    1 0 1 | 1b2130 202a40 27324a 3a3248 c9c2a8 | b9b8b0 d08a3c | Small Hours
08 gesture  808  -35 0.12 2 0 2 | dfe3e0 9db4c2 5e6a73 eef0ec 3c4650 6fb0b8 b7a98e | 20262b ffffff | After the Southerly
09 grid     909    0 0    0 1 1 | ece9e0 cfae7a 3d6f8e 5a4a30 8a8479 79b3b0 | 2c2a26 3d6f8e | Coastal Fragment I
10 grid    1010    0 0    1 0 1 | cfae7a ece9e0 3d6f8e 79b3b0 5a4a30 8a8479 | 2c2a26 f5f2ea | Coastal Fragment II
11 bands   1111   -9 0    4 2 1 | ece0c4 d6b57c c98f72 9c5a38 e3cfa4 6b4a3a a39c8c | 3a2a20 f3ead6 | Sandstone Memory
12 window  1212    0 0    1 0 1 | 1d2620 23402f 2f6b4f 8aa07f d79a94 | e6dcc3 d79a94 | Green Room
13 discs   1313    0 0    0 0 1 | 2a1f24 3b2f2c c23b2a e07b2e eec25a d9758a | e9d9b0 eec25a | Paper Lanterns, King Street
14 gesture 1414   90 0.25 0 1 7 | e4dccb 9fb3aa 7f9c94 5f7368 c9a49a 33352f b8934e | 33352f f4f0e6 7f9c94 | Eucalypt Static
15 bend    1515    0 0    1 0 1 | 8fb3c4 2f5d7c 1f3f4f c9a877 56604a eeeae0 | eeeae0 | Where the Harbour Bends
16 bands   1616   90 0    1 0 2 | efdcb5 e2a94a d07a6b 6e5a7e 6f6a66 2e2a33 e9b98a | 2e2a33 f6e7c8 | Late Light, Enmore Road
`;

const WORKS = TABLE.trim()
  .split("\n")
  .map((row): Work => {
    const [head = "", pal = "", sticks = "", title = ""] = row.split("|").map((x) => x.trim());
    const [id = "", kind = "", ...nums] = head.split(/\s+/);
    const [seed = 0, angle = 0, flow = 0, scrapes = 0, shavings = 0, scribbles = 0] = nums.map(Number);
    const [cols, stick] = [pal.split(" ").map(rgb), sticks.split(" ").map(rgb)];
    if (!(kind in compose) || cols.length < 5) throw new Error(`Bad row: ${row}`);
    const painting: Painting = { id, title, kind: kind as Kind, seed, angle, flow };
    return { ...painting, scrapes, shavings, scribbles, stick, pal: cols as Pal };
  });

/* ---------- rendering ---------- */

const blur = (id: string, sd: string, m: number): string =>
  `<filter id="${id}" x="-${m}%" y="-${m}%" width="${100 + 2 * m}%" height="${100 + 2 * m}%">` +
  `<feGaussianBlur stdDeviation="${sd}"/></filter>`;
/** Keeps SourceGraphic only where fractal noise of the given frequency is above a threshold. */
const noiseMask = (id: string, freq: string, seed: number, gain: number, cut: number): string =>
  `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}"/>` +
  `<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${gain} 0 0 0 ${-cut}"/>` +
  `<feComposite in="SourceGraphic" operator="in"/></filter>`;
const stop = (at: number, op = 1): string => `<stop offset="${at}" stop-color="#fff" stop-opacity="${op}"/>`;

const svg = (body: string, seed: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>` +
  noiseMask("wax", "0.35", seed, 5, 1.5) + // oil stick skipping over the weave
  [2, 3, 4].map((i) => noiseMask(`scrape${i - 2}`, `0.00${i} ${0.03 * i}`, seed + i, 4, 1.7)).join("") +
  `<linearGradient id="fg">${stop(0, 0) + stop(0.3) + stop(0.7) + stop(1, 0)}</linearGradient>` +
  `<mask id="fade" maskContentUnits="objectBoundingBox"><rect width="1" height="1" fill="url(#fg)"/></mask>` +
  `${blur("soft", "2.2", 50)}${blur("glow", "40", 30)}${blur("smear", "4 14", 20)}${blur("wet", "2.5", 0)}` +
  `</defs>${body}</svg>`;

/** A work on raw canvas; the paint stops a little short of the edge on some sides, as when hand-painted. */
function painting(m: Work): string {
  const r = rng(m.seed);
  const [t, rt, b, l] = [r(), r(), r(), r()].map((x) => (x < 0.5 ? r(4, 16) : -20)) as Rect;
  const clip = `<clipPath id="edge"><path d="${ragged(r, quad(l, t, W - rt, H - b), 5)}"/></clipPath>`;
  const work = `<g clip-path="url(#edge)">${compose[m.kind](r, m)}</g>`;
  return svg(`${clip}<rect width="${W}" height="${H}" fill="#e8e0cf"/>${work}`, m.seed);
}

/** 2D value noise in [0, 1] with cells of `cell` px. */
function noise(r: R, cell: number): (x: number, y: number) => number {
  const gw = Math.ceil(W / cell) + 2;
  const g = Float32Array.from({ length: gw * (Math.ceil(H / cell) + 2) }, () => r());
  const v = (i: number): number => g[i] ?? 0;
  return (x, y) => {
    const [gx, gy] = [x / cell, y / cell];
    const [ix, iy] = [Math.floor(gx), Math.floor(gy)];
    const [sx, sy] = [(gx - ix) ** 2 * (3 - 2 * (gx - ix)), (gy - iy) ** 2 * (3 - 2 * (gy - iy))];
    const [i, j] = [iy * gw + ix, iy * gw + ix + gw];
    const top = v(i) + (v(i + 1) - v(i)) * sx;
    return top + (v(j) + (v(j + 1) - v(j)) * sx - top) * sy;
  };
}

/** Grey soft-light layer: canvas weave (over-under threads 4.4 px apart, slubby), uneven pigment,
 * a gentle photographic light fall-off and grain. */
function surface(seed: number, weave: number, grain: number): Buffer {
  const r = rng(seed);
  const [big, mid, slub, p] = [noise(r, 260), noise(r, 50), noise(rng(7), 7), 4.4];
  const buf = Buffer.alloc(W * H * 3);
  for (let y = 0, i = 0; y < H; y++) {
    for (let x = 0; x < W; x++, i++) {
      const [ax, ay] = [Math.sin(Math.PI * ((x / p) % 1)), Math.sin(Math.PI * ((y / p) % 1))];
      const over = ((Math.floor(x / p) + Math.floor(y / p)) & 1) === 0;
      const thread = (over ? ax * (0.5 + 0.5 * ay) : ay * (0.5 + 0.5 * ax)) - 0.55;
      const light = 0.03 - 0.09 * (((x - W * 0.45) / W) ** 2 + ((y - H * 0.42) / H) ** 2);
      const mottle = 0.07 * (big(x, y) - 0.5) + 0.04 * (mid(x, y) - 0.5) + grain * (r() - 0.5);
      const v = weave * thread * (0.6 + 0.8 * slub(x / 4, y)) + mottle + light;
      buf.fill(clamp(Math.round(128 + 255 * v), 0, 255), i * 3, i * 3 + 3);
    }
  }
  return buf;
}

async function render(
  markup: string,
  file: string,
  seed: number,
  { weave = 0.22, grain = 0.03, width = W } = {},
): Promise<void> {
  const raw = { width: W, height: H, channels: 3 as const };
  const canvas = await sharp(Buffer.from(markup))
    .flatten({ background: "#e8e0cf" })
    .composite([{ input: surface(seed, weave, grain), raw, blend: "soft-light" }])
    .toBuffer();
  await sharp(canvas)
    .extract({ left: Math.round((W - width) / 2), top: 0, width, height: H })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(file);
}

/** How wide a work's placeholder is: 1200 px, or its own proportions when 4:5 is far from them. */
async function widths(): Promise<Map<string, number>> {
  const sample = join(import.meta.dirname, "..", "app", "content", "fixtures", "spec", "works.yaml");
  const { gallery, available } = parse(await readFile(sample, "utf8")) as Record<
    string,
    { image: string; dimensions: string }[]
  >;
  const entries = [...(gallery ?? []), ...(available ?? [])].flatMap(({ image, dimensions }) => {
    const size = parseDimensions(dimensions);
    if (!size || !proportionsDisagree(size, { width: W, height: H })) return [];
    return [[image.replace(/^works\/|\.jpg$/g, ""), Math.round((H * size.width) / size.height)] as const];
  });
  return new Map(entries);
}

/** A soft, faceless head-and-shoulders figure in a studio, canvases leaning on the wall behind. */
function portrait(): string {
  const r = rng(2025);
  const grad = (id: string, x2: number, y2: number, a: string, b: string): string =>
    `<linearGradient id="${id}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="#${a}"/>` +
    `<stop offset="1" stop-color="#${b}"/></linearGradient>`;
  let back = grad("wall", 1, 0.25, "d8d1c5", "8f887e") + grad("floor", 0, 1, "80766a", "544b43");
  back += grad("shirt", 1, 0.2, "77808a", "3e444b") + grad("skin", 1, 0.3, "6a5a4f", "3b322d");
  back += `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  back += `<rect y="1170" width="${W}" height="330" fill="url(#floor)"/>`;
  back += path(quad(80, 0, 560, 1170, -140), `fill="#fff6e2" opacity="0.16"`); // window light
  // canvases leaning on the wall: [left, top, right, lean]; the first and third show a painted face
  const leaning = [40, 420, 430, 18, 760, 360, 1180, -22, 330, 680, 620, 12, 900, 740, 1230, -14];
  const pal = ["c9b8a0", "6f7f86", "a2502a", "e3e1d6", "4d5340"].map(rgb);
  for (let i = 0; i < 4; i++) {
    const [x0 = 0, y0 = 0, x1 = 0, lean = 0] = leaning.slice(i * 4);
    const q = quad(x0, y0, x1, 1185, lean);
    back += `<clipPath id="cv${i}">${path(q, "")}</clipPath><g clip-path="url(#cv${i})">`;
    const front = sweeps(r, pal, 14, flowOf(r, r(0, 3), 0.4), 1, () => [r(x0, x1), r(y0, 1180)], 0.5);
    const bars = path(
      offset([...q, nth(q, 0)], () => 30),
      `fill="none" stroke="#9c8462" stroke-width="22"`,
    );
    back += i % 2 ? path(q, `fill="#cbb48e"`) + bars : path(q, `fill="${css(nth(pal, 0))}"`) + front;
    back += `</g>${path([...q, nth(q, 0)], `fill="none" stroke="#3a332c" stroke-opacity="0.5" stroke-width="3"`)}`;
  }
  const body =
    "M190 1500 C 195 1200 205 1010 262 935 C 312 878 430 852 522 808 Q 584 845 646 808 " +
    "C 738 852 856 878 906 935 C 963 1010 973 1200 978 1500 Z";
  const head =
    "M584 440 C 650 440 690 495 688 575 C 686 650 645 720 584 724 C 523 720 482 650 480 575 C 478 495 518 440 584 440Z";
  const hair =
    "M478 610 C 455 470 520 422 584 422 C 650 422 712 470 690 610 C 684 545 662 505 620 498 C 575 492 520 505 478 610Z";
  const rim = `fill="#f2e6cc" opacity="0.5" transform="translate(-7 0)"`; // window light on the figure's edge
  let fig = `<path d="M526 660 L642 660 L652 840 L516 840Z" fill="url(#skin)"/>`;
  fig += `<path d="${body}" ${rim}/><path d="${body}" fill="url(#shirt)"/>`;
  fig += `<path d="${head}" ${rim}/><path d="${head}" fill="url(#skin)"/><path d="${hair}" fill="#2e2723"/>`;
  fig += `<path d="M522 808 L584 878 L646 808" fill="none" stroke="#2f353b" stroke-width="5"/>`;
  for (let i = 0; i < 9; i++) {
    const col = rgb(pick(r, ["a2502a", "e3e1d6", "6f7f86", "c4a877"])); // paint on the shirt
    fig += stroke(r, [r(330, 840), r(950, 1450)], r(0, 6.3), r(15, 45), r(6, 14), col, 0.5);
  }
  const shadow = `<path d="${body}" fill="#2a241f" opacity="0.18" transform="translate(70 10)"/>`;
  return svg(`<g filter="url(#wet)">${back}${shadow}</g><g filter="url(#soft)">${fig}</g>`, 2025);
}

async function main(): Promise<void> {
  await mkdir(join(OUT, "works"), { recursive: true });
  const only = process.argv.slice(2);
  const wanted = (id: string): boolean => !only.length || only.includes(id);
  const cut = await widths();
  const jobs = WORKS.filter((m) => wanted(m.id)).map(async (m) => {
    await render(painting(m), join(OUT, "works", `${m.id}.jpg`), m.seed, { width: cut.get(m.id) ?? W });
    console.log(`works/${m.id}.jpg  ${m.title}`);
  });
  if (wanted("portrait"))
    jobs.push(render(portrait(), join(OUT, "portrait.jpg"), 2025, { weave: 0, grain: 0.12 }));
  await Promise.all(jobs);
}

await main();
