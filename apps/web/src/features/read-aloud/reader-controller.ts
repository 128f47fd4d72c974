import type { SpeakOptions, SpeechChunk, SpeechEngine } from './speech-engine';

export type ReaderStatus = 'idle' | 'speaking' | 'paused';

export interface ReaderState {
  readonly status: ReaderStatus;
  /** The chunk being spoken, or where Resume starts again. */
  readonly chunkIndex: number;
  readonly chunkCount: number;
}

/** What the reader tells its owner (the panel), which turns it into highlights and messages. */
export interface ReaderListener<C extends SpeechChunk> {
  onStateChange(state: ReaderState): void;
  /** The voice started a chunk (the whole chunk is highlighted until a word boundary arrives). */
  onChunkStart(chunk: C): void;
  /** The voice started the word at charIndex of the chunk. */
  onWord(chunk: C, charIndex: number): void;
  /** Reading stopped: at the end of the text, by Stop or Pause (cleared: the highlight should go), or by an error. */
  onClear(): void;
  onError(message: string): void;
}

export interface ReaderOptions<C extends SpeechChunk> {
  /** Asked before every chunk, so a new speed or voice applies from the next chunk on. */
  speakOptionsFor(chunk: C): SpeakOptions;
  listener: ReaderListener<C>;
}

const IDLE: ReaderState = { status: 'idle', chunkIndex: 0, chunkCount: 0 };

/**
 * Speaks a list of chunks through a SpeechEngine, one chunk per utterance (issue 13). Pause cancels the
 * utterance and remembers the chunk; Resume speaks that chunk again from its start, because
 * speechSynthesis.pause() does not work on Android and stops for good on some desktop voices. Each utterance
 * gets a turn number, and an event of an older turn (a cancelled chunk that still reports) is ignored.
 */
export class ReaderController<C extends SpeechChunk> {
  private chunks: readonly C[] = [];
  private current: ReaderState = IDLE;
  private turn = 0;

  constructor(
    private engine: SpeechEngine,
    private readonly options: ReaderOptions<C>,
  ) {}

  get state(): ReaderState {
    return this.current;
  }

  /** Reads the chunks from the first, stopping whatever was being read. */
  read(chunks: readonly C[]): void {
    this.halt();
    this.chunks = chunks;
    if (chunks.length === 0) {
      this.setState(IDLE);
      return;
    }
    this.speakAt(0);
  }

  pause(): void {
    if (this.current.status !== 'speaking') return;
    this.halt();
    this.setState({ ...this.current, status: 'paused' });
  }

  /** Speaks the paused chunk again from its start. */
  resume(): void {
    if (this.current.status !== 'paused') return;
    this.speakAt(this.current.chunkIndex);
  }

  /** Ends reading; Resume is no longer possible. */
  stop(): void {
    if (this.current.status === 'idle') return;
    this.halt();
    this.chunks = [];
    this.setState(IDLE);
  }

  /** Starts the current chunk again with the speed and voice asked for now (after the person changed them). */
  restartChunk(): void {
    if (this.current.status !== 'speaking') return;
    this.halt();
    this.speakAt(this.current.chunkIndex);
  }

  /** Reads with another engine from now on (the fallback voice, once loaded); stops any reading. */
  setEngine(engine: SpeechEngine): void {
    this.stop();
    this.engine = engine;
  }

  private halt(): void {
    this.turn += 1;
    if (this.current.status === 'speaking') this.engine.cancel();
    this.options.listener.onClear();
  }

  private speakAt(index: number): void {
    const chunk = this.chunks[index];
    if (!chunk) {
      this.stop();
      return;
    }
    this.turn += 1;
    const turn = this.turn;
    const isCurrent = () => turn === this.turn;
    const { listener } = this.options;
    this.setState({ status: 'speaking', chunkIndex: index, chunkCount: this.chunks.length });
    this.engine.speak(chunk, this.options.speakOptionsFor(chunk), {
      onStart: () => {
        if (isCurrent()) listener.onChunkStart(chunk);
      },
      onBoundary: (charIndex) => {
        if (isCurrent()) listener.onWord(chunk, charIndex);
      },
      onEnd: () => {
        if (!isCurrent()) return;
        if (index + 1 < this.chunks.length) this.speakAt(index + 1);
        else this.stop();
      },
      onError: (message) => {
        if (!isCurrent()) return;
        this.stop();
        listener.onError(message);
      },
    });
  }

  private setState(state: ReaderState): void {
    this.current = state;
    this.options.listener.onStateChange(state);
  }
}
