/** The keyboard shortcut that opens and closes the read-aloud panel, as aria-keyshortcuts spells it. */
export const READ_ALOUD_SHORTCUT = 'Alt+Shift+R';

/** The id of the panel, for the header button's aria-controls. */
export const READ_ALOUD_PANEL_ID = 'read-aloud-panel';
