/**
 * The header's widths and shared classes. Every header is one row or a deliberate two (never a control
 * wrapping alone): below `sm` (640 px) the logo has a row of its own (with the bell when signed in) and the
 * controls share the second; the signed-in header shows every link from `lg` (1024 px), with a Menu below;
 * the public one shows its four links from `md` (768 px), on a row of their own until `lg`.
 */
export const FULL_SIGNED_IN_HEADER_QUERY = '(min-width: 64rem)';

/**
 * From 1024 px the controls sit closer (still 44 px tall, with 4 px between them) so one row holds them,
 * even with a long name in the account menu; below, the roomier spacing is for fingers.
 */
export const CONTROLS_GAP = 'gap-2 lg:gap-1';
export const HEADER_LINK = 'lg:px-3';
export const BAR = 'mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3';

/**
 * The compact header (with a Menu): a wrapping row of the logo and the controls, which a zero-height item
 * breaks in two on narrow screens (the logo's row, then the controls') so no control wraps alone. The
 * Menu's panel spans the width under them.
 */
export const COMPACT_BAR = 'mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3';
/** Where the compact bars break in two: below 640 px for visitors, below 768 px when signed in (the bell has words). */
export const PUBLIC_ROW_BREAK = 'basis-full sm:hidden';
export const SIGNED_IN_ROW_BREAK = 'basis-full md:hidden';
