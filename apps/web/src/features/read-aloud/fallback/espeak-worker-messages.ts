/** What the page asks the built-in voice's worker. */
export type ToEspeakWorker =
  | { readonly type: 'load' }
  | {
      readonly type: 'synthesize';
      readonly id: number;
      readonly text: string;
      /** eSpeak NG's voice name, e.g. "en-us". */
      readonly espeakVoice: string;
      readonly wordsPerMinute: number;
    };

/** What the worker answers: ready or not, then one answer per synthesize request. */
export type FromEspeakWorker =
  | { readonly type: 'loaded' }
  | { readonly type: 'load-failed'; readonly reason: string }
  | { readonly type: 'audio'; readonly id: number; readonly samples: Int16Array; readonly sampleRate: number }
  | { readonly type: 'synthesis-failed'; readonly id: number; readonly reason: string };
