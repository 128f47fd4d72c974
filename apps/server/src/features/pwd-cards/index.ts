/** What other features may use of PWD cards: reading and checking a card photo upload (the card reader). */
export { readCardUpload, validateCardImage } from './card-image-upload.js';
