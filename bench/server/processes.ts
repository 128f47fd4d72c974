// Starting and talking to the bench's child processes (the server under test, the baseline) over IPC.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isChildMessage, type LoopDelay, type ParentMessage, type SeededData } from './protocol.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Child {
  process: ChildProcess;
  port: number;
  seeded: SeededData | undefined;
}

/** Runs bench/server/<script> with tsx and the source condition; answers once it says it is ready. */
export async function startChild(script: string, env: Record<string, string>): Promise<Child> {
  // BENCH_CPU_PROF_DIR: the server under test writes a V8 CPU profile there when it stops (issue 15's profiling).
  const profileDir = script === 'app-process.ts' ? process.env.BENCH_CPU_PROF_DIR : undefined;
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      '--conditions=kakayahan-source',
      path.join(here, script),
    ],
    // The server's request log goes nowhere (as cheap as a log shipper's pipe gets); errors still show.
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  return new Promise<Child>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${script} exited (${code ?? 'signal'}) before it was ready`));
    child.once('exit', onExit);
    child.on('message', (message: unknown) => {
      if (isChildMessage(message) && message.type === 'ready') {
        child.off('exit', onExit);
        resolve({ process: child, port: message.port, seeded: message.seeded });
      }
    });
  });
}

/** Sends a request to the server process and answers its event-loop delays (it answers every request). */
function ask(child: Child, request: ParentMessage): Promise<{ window: LoopDelay; run: LoopDelay }> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isChildMessage(message) || message.type !== 'loop') return;
      child.process.off('message', onMessage);
      resolve({ window: message.window, run: message.run });
    };
    child.process.on('message', onMessage);
    child.process.send(request);
  });
}

/** Has the server process forget the event-loop delays seen so far (the run's total stays); waits for it. */
export async function resetLoopDelay(child: Child): Promise<void> {
  await ask(child, { type: 'loop-reset' });
}

/** The event-loop delays since the last reset (window) and since the server was ready (run). */
export function readLoopDelay(child: Child): Promise<{ window: LoopDelay; run: LoopDelay }> {
  return ask(child, { type: 'loop-read' });
}

/** Closes the IPC channel (the child shuts down cleanly on it) and waits for the exit. */
export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.disconnect();
  await exited;
}
