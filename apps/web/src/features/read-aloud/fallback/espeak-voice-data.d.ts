// The built-in voice's data, cut out of the eSpeak NG package by the build (vite.config.ts,
// espeakVoiceDataPlugin): one asset with the files the voices need, and where each file is in it.
declare module 'virtual:espeak-voice-data' {
  /** The asset's address: hashed under /assets in a build, served by the dev server under `vite dev`. */
  export const voiceDataUrl: string;
  /** Each file's path in the engine's file system and its bytes' span in the asset. */
  export const voiceDataFiles: readonly { readonly path: string; readonly start: number; readonly end: number }[];
}
