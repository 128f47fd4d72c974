/** The live connection as the person is told it. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

const words: Record<ConnectionState, { text: string; dot: string }> = {
  connecting: { text: 'Connecting…', dot: 'bg-amber-500' },
  connected: { text: 'Connected', dot: 'bg-green-600' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-amber-500' },
};

/** The connection in words (the dot only repeats it), announced politely when it changes. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const { text, dot } = words[state];
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${dot}`} />
      <span>
        <span className="sr-only">Chat connection: </span>
        {text}
      </span>
    </p>
  );
}
