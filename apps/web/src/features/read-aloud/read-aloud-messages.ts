/**
 * What the panel says in its status line. The first two are the spec's own words (document 2 §8); the
 * synthesiser never speaks any of them: they are for the screen and the person's screen reader.
 */
export const READ_ALOUD_MESSAGES = {
  unsupported: 'Sorry, your browser does not support Text-to-Speech.',
  noSelection: 'Please select some text to read.',
  noVoice: 'This device has no voice for reading aloud.',
  noField: 'Choose a field first, then press Speak Input.',
  nothingToRead: 'There is no text to read on this page.',
  fallbackLoading: 'Loading the built-in voice…',
  fallbackReady: 'The built-in voice is ready. It highlights whole sentences.',
  fallbackFailed: 'The built-in voice could not be loaded. Check your connection and try again.',
} as const;
