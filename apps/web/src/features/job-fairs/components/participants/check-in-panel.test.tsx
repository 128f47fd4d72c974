import { JOB_FAIR_MESSAGES } from '@kakayahan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../../auth/components/test-harness';
import { signInAsEmployerForEachTest } from '../../../employer-jobs/components/employer-jobs-test-data';
import { CheckInPanel } from './check-in-panel';
import { participant } from './participants-test-data';
import { CAMERA_FAILED, codeFromScan } from './qr-scanner-dialog';

signInAsEmployerForEachTest();

/**
 * A camera that the fake BarcodeDetector reads `rawValue` from; `opened` counts the times it was switched
 * on (StrictMode runs effects twice), `stopped` the times it was switched off.
 */
function fakeCamera(rawValue: string) {
  const camera = { opened: 0, stopped: 0, detected: 0 };
  const track = { stop: () => (camera.stopped += 1) };
  vi.stubGlobal(
    'BarcodeDetector',
    vi.fn(function BarcodeDetector() {
      return {
        detect: () => {
          camera.detected += 1;
          return Promise.resolve([{ rawValue }]);
        },
      };
    }),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    value: {
      getUserMedia: vi.fn(() => {
        camera.opened += 1;
        return Promise.resolve({ getTracks: () => [track] });
      }),
    },
    configurable: true,
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  return camera;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Check-in by QR code', { timeout: 15_000 }, () => {
  it('reads the code from the camera, checks the participant in and switches the camera off', async () => {
    const camera = fakeCamera('https://kakayahan.ph/check-in?code=K7Q2M9');
    const { calls } = mockApi({
      'POST /api/jobfairs/5/check-in/': () =>
        jsonResponse({ message: JOB_FAIR_MESSAGES.checkedIn('Ana Reyes'), participant: participant() }),
    });
    const user = userEvent.setup();
    renderPage(<CheckInPanel jobFairId={5} />, { path: '/job-fairs/5/applications' });
    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));

    const done = await screen.findByText('Ana Reyes is checked in.');
    expect(done.closest('[aria-live="polite"]')).not.toBeNull();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', body: { code: 'K7Q2M9' } })]);
    expect(screen.queryByRole('dialog', { name: 'Scan QR code' })).not.toBeInTheDocument();
    // Every time the camera was switched on, it was switched off again.
    await waitFor(() => expect(camera.stopped).toBe(camera.opened));
    expect(camera.opened).toBeGreaterThan(0);
    expect(camera.detected).toBeGreaterThan(0);
  });

  it('says the camera could not be opened and leaves typing the code', async () => {
    fakeCamera('K7Q2M9');
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))) },
      configurable: true,
    });
    mockApi({});
    const user = userEvent.setup();
    renderPage(<CheckInPanel jobFairId={5} />, { path: '/job-fairs/5/applications' });
    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR code' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_FAILED);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Check-in code/u })).toBeInTheDocument();
  });

  it('takes the code itself, or the code of a check-in link', () => {
    expect(codeFromScan('  K7Q2M9 ')).toBe('K7Q2M9');
    expect(codeFromScan('https://kakayahan.ph/check-in?code=AB12CD')).toBe('AB12CD');
    expect(codeFromScan('https://kakayahan.ph/somewhere')).toBe('https://kakayahan.ph/somewhere');
  });
});
