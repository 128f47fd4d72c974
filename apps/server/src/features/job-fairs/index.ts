// The job-fairs feature's public surface: what other features call when an account that fairs depend on
// is deleted (its fairs or its places go with it by cascade).
export { announceFairsOfRemovedEmployer, releaseFairPlacesOf } from './job-fair-account-removal.js';
