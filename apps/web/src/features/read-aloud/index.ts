/** The read-aloud feature's public surface for other features (the Accessibility page explains it). */
export { FALLBACK_DOWNLOAD_SIZE_TEXT } from './fallback/load-fallback-engine';
export { READ_ALOUD_SHORTCUT } from './read-aloud-texts';
