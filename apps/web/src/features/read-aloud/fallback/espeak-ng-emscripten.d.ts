// The package ships no types; this is the part of its API (espeak-ng's emscripten binding) the worker uses.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakNGWorker {
    /** 0 when the voice was found. */
    set_voice(name: string): number;
    /** Words per minute, 80 to 450. */
    set_rate(wordsPerMinute: number): number;
    readonly samplerate: number;
    /** Calls back with 16-bit mono samples as they are made; a true answer stops the synthesis. */
    synthesize(text: string, onSamples: (samples: Int16Array, events: unknown[]) => boolean): void;
  }

  export interface EspeakModule {
    readonly eSpeakNGWorker: new () => ESpeakNGWorker;
    readonly FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array };
  }

  export interface EspeakModuleOptions {
    /** Replaces the download of the whole espeak-ng.data; called once, synchronously, at start. */
    getPreloadedPackage?: (name: string, size: number) => ArrayBuffer;
  }

  export default function createEspeakModule(options?: EspeakModuleOptions): Promise<EspeakModule>;
}
