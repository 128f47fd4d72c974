import type { Page } from '@playwright/test';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';

/** One sound the page started through Web Audio: how long it lasts and how loud its loudest sample is. */
interface StartedSound {
  duration: number;
  peak: number;
}

declare global {
  interface Window {
    startedSounds?: StartedSound[];
  }
}

/**
 * A browser with no speech synthesis at all (as on many Linux and some Android builds), and a recorder
 * at the Web Audio boundary: every buffer the page starts playing is noted, then played as usual.
 */
async function withoutSpeechSynthesisRecordingSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    const started: StartedSound[] = [];
    window.startedSounds = started;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function recordStart(this: AudioBufferSourceNode, ...args) {
      const samples = this.buffer?.getChannelData(0) ?? new Float32Array(0);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      started.push({ duration: this.buffer?.duration ?? 0, peak });
      start.apply(this, args);
    };
  });
}

/** The path of every request for the built-in voice's files, with its answer's status and size. */
function recordVoiceRequests(page: Page): { path: string; status: number; bytes: number; encoding: string }[] {
  const requests: { path: string; status: number; bytes: number; encoding: string }[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\/assets\/(espeak|start-espeak-engine)/.test(path)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
    requests.push({ path, status: response.status(), bytes: body.length, encoding });
  });
  return requests;
}

test.describe('the built-in voice (fallback speech engine)', () => {
  test('where the browser has no voice, it is downloaded when asked for and reads the page aloud', async ({ open }) => {
    const { page, problems } = await open();
    await withoutSpeechSynthesisRecordingSound(page);
    const voiceRequests = recordVoiceRequests(page);
    await page.goto('/accessibility');
    await waitForPageReady(page);

    await page.getByRole('button', { name: 'Read aloud' }).click();
    const panel = page.getByRole('region', { name: 'Read aloud' });
    await expect(panel.getByText('Sorry, your browser does not support Text-to-Speech.')).toBeVisible();
    expect(voiceRequests, 'nothing of the built-in voice is fetched before it is asked for').toEqual([]);

    await panel.getByRole('button', { name: /Use the built-in voice \(download [\d.]+ MB\)/ }).click();
    await expect(panel.getByText('The built-in voice is ready. It highlights whole sentences.')).toBeVisible({
      timeout: 60_000,
    });
    const voices = panel.getByRole('combobox', { name: 'Voice' }).getByRole('option');
    await expect(voices.filter({ hasText: 'English (American), built-in' })).toHaveCount(1);
    await expect(voices.filter({ hasText: 'Filipino (approximate), built-in' })).toHaveCount(1);

    await panel.getByRole('button', { name: 'Read Page' }).click();
    await expect
      .poll(() => page.evaluate(() => window.startedSounds?.length ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [first] = await page.evaluate(() => window.startedSounds ?? []);
    expect(first?.duration ?? 0, 'the first sound lasts a while').toBeGreaterThan(0.2);
    expect(first?.peak ?? 0, 'the first sound is not silence').toBeGreaterThan(0.05);

    // Only the voice data the built-in voices use, as one asset of their own sent compressed (the build cut
    // it out of the package): never the whole 24 MB data package, and no range requests.
    const dataRequests = voiceRequests.filter((request) => request.path.endsWith('.bin'));
    expect(dataRequests.map(({ status }) => status)).toEqual([200]);
    expect(['br', 'gzip']).toContain(dataRequests[0]?.encoding);
    expect(dataRequests[0]?.bytes ?? 0).toBeLessThan(1_000_000);
    expect(voiceRequests.filter((request) => request.path.endsWith('.data'))).toEqual([]);
    assertNoPageProblems(problems, 'reading with the built-in voice');
  });
});
