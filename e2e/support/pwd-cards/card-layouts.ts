import type { PwdCardData } from './card-data.js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  escapeHtml,
  FONTS,
  legalNotice,
  PALETTES,
  photoBox,
  seal,
  securityPattern,
  signatureLine,
  typewritten,
  type Palette,
} from './card-parts.js';
import type { Random } from './random.js';

/**
 * classic: LGU header, colour band, photo left, "Label: value" rows (sans).
 * stacked: side strip, big "PWD ID", small labels above values (narrow sans).
 * typewriter: printed serif form with values typed in a monospace face on rules.
 * grid: bordered table of label and value cells (serif labels, sans values).
 */
export type CardLayout = 'classic' | 'stacked' | 'typewriter' | 'grid';

export const CARD_LAYOUTS: readonly CardLayout[] = ['classic', 'stacked', 'typewriter', 'grid'];

interface LayoutContext {
  data: PwdCardData;
  random: Random;
  palette: Palette;
  /** How the disability is printed (title or upper case). */
  disability: string;
  idLabel: string;
}

function cardShell(context: LayoutContext, font: string, inner: string): string {
  return `<div class="card" style="width:${CARD_WIDTH}px;height:${CARD_HEIGHT}px;position:relative;overflow:hidden;
    border-radius:18px;font-family:${font};color:${context.palette.ink};
    background:${securityPattern(context.random, context.palette)}">${inner}</div>`;
}

function header(context: LayoutContext, font: string, align: 'center' | 'left'): string {
  const { place } = context.data;
  return `<div style="text-align:${align};font:15px/1.3 ${font}">Republic of the Philippines<br>
    Province of ${escapeHtml(place.province)}<br><b style="font-size:19px">${escapeHtml(place.city.toUpperCase())}</b></div>`;
}

function classic(context: LayoutContext): string {
  const { data, random, palette } = context;
  const font = random.pick([FONTS.sans, FONTS.dejavu]);
  const size = random.int(21, 25);
  const row = (label: string, value: string, bold = false): string =>
    `<div style="margin-bottom:6px"><span style="font-size:${size - 3}px">${label}</span>
      <span style="font-size:${size}px;${bold ? 'font-weight:bold;' : ''}">${escapeHtml(value)}</span></div>`;
  return cardShell(
    context,
    font,
    `<div style="display:flex;align-items:center;justify-content:space-between;padding:12px 28px 4px">
      ${seal('PH', palette, 74)}${header(context, font, 'center')}${seal('PDAO', palette, 74)}</div>
    <div style="background:${palette.accent};color:#fff;text-align:center;font:bold 30px ${font};letter-spacing:1px;
      padding:3px 0">PERSON WITH DISABILITY</div>
    <div style="display:flex;gap:26px;padding:16px 28px 0">${photoBox(150, 160, random)}
      <div style="line-height:1.25">${row('Name:', data.name.toUpperCase(), true)}
      ${row('TYPE OF DISABILITY:', context.disability)}${row(`${context.idLabel}:`, data.idNumber, true)}
      ${row('Date Issued:', data.dateIssued)}</div></div>
    <div style="position:absolute;bottom:40px;left:28px;right:28px;display:flex;justify-content:space-between">
      ${signatureLine('Signature of Cardholder', 250, random, font)}${signatureLine('City Mayor', 250, random, font)}</div>
    <div style="position:absolute;bottom:10px;left:28px;right:28px;font-size:12px;text-align:center">
      ${escapeHtml(legalNotice(random))}</div>`,
  );
}

function stacked(context: LayoutContext): string {
  const { data, random, palette } = context;
  const font = random.pick([FONTS.narrow, FONTS.sans]);
  const field = (label: string, value: string): string =>
    `<div style="margin-bottom:9px"><div style="font-size:13px;letter-spacing:1px;color:#444">${label}</div>
      <div style="font-size:${random.int(23, 27)}px;font-weight:bold">${escapeHtml(value)}</div></div>`;
  return cardShell(
    context,
    font,
    `<div style="position:absolute;left:0;top:0;bottom:0;width:70px;background:${palette.accent};color:#fff;
      display:flex;align-items:center;justify-content:center"><div style="transform:rotate(-90deg);white-space:nowrap;
      font:bold 30px ${font};letter-spacing:6px">PWD ID</div></div>
    <div style="position:absolute;left:96px;top:16px;right:24px;display:flex;justify-content:space-between">
      ${header(context, font, 'left')}<div style="text-align:right;font:bold 44px ${font};color:${palette.accent}">PWD ID
      <div style="font-size:14px;letter-spacing:1px;color:#222">PERSON WITH DISABILITY</div></div></div>
    <div style="position:absolute;left:96px;top:130px;right:24px;display:flex;justify-content:space-between">
      <div>${field('NAME', data.name.toUpperCase())}${field('TYPE OF DISABILITY', context.disability)}
      ${field(context.idLabel.toUpperCase(), data.idNumber)}
      <div style="font-size:15px">Sex: ${data.sex} &nbsp; Blood Type: ${escapeHtml(data.bloodType)}
      &nbsp; Valid Until: ${data.validUntil}</div></div>
      ${photoBox(150, 165, random)}</div>
    <div style="position:absolute;left:96px;right:24px;bottom:36px;display:flex;justify-content:space-between">
      ${signatureLine('Signature / Thumbmark', 230, random, font)}${signatureLine('PDAO Head', 230, random, font)}</div>
    <div style="position:absolute;left:96px;right:24px;bottom:8px;font-size:11.5px">${escapeHtml(legalNotice(random))}</div>`,
  );
}

function typewriter(context: LayoutContext): string {
  const { data, random, palette } = context;
  const printed = random.pick([FONTS.serif, FONTS.dejavuSerif]);
  const typed = random.pick([FONTS.mono, FONTS.dejavuMono]);
  const size = random.int(22, 25);
  const line = (label: string, value: string): string =>
    `<div style="display:flex;align-items:baseline;gap:8px;margin-bottom:7px;font-size:17px">
      <span style="flex:none">${label}</span><span style="flex:1;border-bottom:1px solid #333;font:${size}px ${typed};
      color:#1d1d29;padding-left:6px">${typewritten(value, random)}</span></div>`;
  return cardShell(
    { ...context, palette: { ...palette, tint: '#f1ead2' } },
    printed,
    `<div style="text-align:center;padding-top:12px">${header(context, printed, 'center')}
      <div style="font:bold 25px ${printed};margin-top:4px;color:${palette.accent}">PERSON WITH DISABILITY</div>
      <div style="font:15px ${printed};letter-spacing:3px">IDENTIFICATION CARD</div></div>
    <div style="display:flex;gap:22px;padding:12px 30px 0">
      <div style="flex:1">${line('Name:', data.name.toUpperCase())}${line('TYPE OF DISABILITY:', context.disability)}
      ${line(`${context.idLabel}:`, data.idNumber)}${line('Date Issued:', data.dateIssued)}</div>
      ${photoBox(140, 150, random)}</div>
    <div style="position:absolute;left:30px;right:30px;bottom:36px;display:flex;justify-content:space-between">
      ${signatureLine('Signature of Cardholder', 240, random, printed)}${signatureLine('Municipal Mayor', 240, random, printed)}</div>
    <div style="position:absolute;left:30px;right:30px;bottom:8px;font-size:12px;text-align:center">
      ${escapeHtml(legalNotice(random))}</div>`,
  );
}

function grid(context: LayoutContext): string {
  const { data, random, palette } = context;
  const labelFont = random.pick([FONTS.serif, FONTS.dejavuSerif]);
  const valueFont = random.pick([FONTS.sans, FONTS.dejavu]);
  const cell = (label: string, value: string): string =>
    `<tr><td style="background:${palette.tint};font:bold 14px ${labelFont};padding:7px 8px;border:1.5px solid #444;
      width:150px">${label}</td><td style="font:${random.int(21, 24)}px ${valueFont};padding:5px 10px;
      border:1.5px solid #444">${escapeHtml(value)}</td></tr>`;
  return cardShell(
    context,
    valueFont,
    `<div style="display:flex;align-items:center;gap:18px;padding:12px 24px 6px">${seal('NCDA', palette, 70)}
      ${header(context, labelFont, 'left')}<div style="margin-left:auto;text-align:right;font:bold 30px ${valueFont};
      color:${palette.accent}">PWD ID</div></div>
    <div style="background:${palette.accent};color:#fff;font:bold 17px ${labelFont};padding:3px 24px;letter-spacing:2px">
      PERSON WITH DISABILITY IDENTIFICATION CARD</div>
    <div style="display:flex;gap:16px;padding:12px 24px 0">
      <table style="border-collapse:collapse;flex:1;background:rgba(255,255,255,0.7)">
      ${cell('NAME', data.name.toUpperCase())}${cell('TYPE OF DISABILITY', context.disability)}
      ${cell(context.idLabel.toUpperCase(), data.idNumber)}${cell('DATE ISSUED', data.dateIssued)}</table>
      ${photoBox(140, 150, random)}</div>
    <div style="position:absolute;left:24px;right:24px;bottom:34px;display:flex;justify-content:space-between">
      ${signatureLine('Signature of Holder', 230, random, valueFont)}${signatureLine('Authorized Signatory', 230, random, valueFont)}</div>
    <div style="position:absolute;left:24px;right:24px;bottom:8px;font-size:11.5px;text-align:center">
      ${escapeHtml(legalNotice(random))}</div>`,
  );
}

const LAYOUTS: Record<CardLayout, (context: LayoutContext) => string> = { classic, stacked, typewriter, grid };

/** The HTML of one card face (a `.card` element CARD_WIDTH × CARD_HEIGHT CSS pixels). */
export function cardHtml(data: PwdCardData, layout: CardLayout, random: Random): string {
  const context: LayoutContext = {
    data,
    random,
    palette: random.pick(PALETTES),
    disability: random.chance(0.4) ? data.disability.toUpperCase() : data.disability,
    idLabel: random.pick(['ID No.', 'ID No.', 'ID NO.', 'PWD ID No.']),
  };
  return LAYOUTS[layout](context);
}
