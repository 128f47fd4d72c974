/**
 * What other features may use of PWD cards: reading and checking a card photo upload (the card reader),
 * storing a replacement photo with its background reading, the signed path to a card image, and what was
 * read from a card beside what the person registered.
 */
export { readCardUpload, validateCardImage } from './card-image-upload.js';
export { registerCardReading } from './card-reading.js';
export { presentCardReading, type StoredCardReading } from './card-reading-view.js';
export { discardCardFile, prepareCardFile, recordCard, type PreparedCard } from './card-storage.js';
export { findPwdCard, type PwdCardRow } from './pwd-cards.repo.js';
export { PWD_CARD_RATE_LIMITS } from './pwd-cards.routes.js';
export { cardImageLink } from './pwd-cards.service.js';
