import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

/** The part of the browser's BarcodeDetector (Shape Detection API) used here; not in TypeScript's DOM types yet. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

export const CAMERA_FAILED = 'The camera could not be opened. Please type the check-in code instead.';

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/**
 * Whether this browser can read a QR code from the camera. Scanning is only ever a shortcut: typing
 * the code works everywhere, so where this is false the Scan button is simply not offered.
 */
export function canScanQrCodes(): boolean {
  return 'BarcodeDetector' in window && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * The check-in code in a scanned QR code: the code itself, or the `code` of a link that carries one
 * (so a QR code holding a check-in link works too).
 */
export function codeFromScan(rawValue: string): string {
  const value = rawValue.trim();
  try {
    const url = new URL(value);
    return url.searchParams.get('code')?.trim() || value;
  } catch {
    return value;
  }
}

/**
 * The camera's picture with the QR code read from it (back camera where there is one). The first code
 * read closes the dialog and is handed on; the camera is switched off whenever the dialog closes.
 */
export function QrScannerDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = barcodeDetector();
    let stream: MediaStream | null = null;
    let frame = 0;
    let isStopped = false;

    function stopCamera() {
      for (const track of stream?.getTracks() ?? []) track.stop();
    }

    async function scan(detector: BarcodeDetectorLike, video: HTMLVideoElement) {
      if (isStopped) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue && !isStopped) {
          onCodeRef.current(codeFromScan(found.rawValue));
          return;
        }
      } catch (error) {
        console.warn('Could not read the camera picture', error);
      }
      // The next picture from the camera, not a timer: the scan keeps pace with the device.
      frame = requestAnimationFrame(() => void scan(detector, video));
    }

    async function start() {
      const video = videoRef.current;
      if (!Detector || !video) throw new Error('QR scanning is not available');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      // Closed while the browser was asking for the camera: switch it off again at once.
      if (isStopped) {
        stopCamera();
        return;
      }
      video.srcObject = stream;
      await video.play();
      await scan(new Detector({ formats: ['qr_code'] }), video);
    }

    start().catch((error: unknown) => {
      console.warn('Could not open the camera', error);
      if (!isStopped) setFailed(true);
    });
    return () => {
      isStopped = true;
      cancelAnimationFrame(frame);
      stopCamera();
    };
  }, []);

  return (
    <Dialog
      title="Scan QR code"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className="flex flex-col gap-4">
        <p>Hold the participant’s check-in QR code in front of the camera. It is read as soon as it is in view.</p>
        {failed ? (
          <Alert tone="error">{CAMERA_FAILED}</Alert>
        ) : (
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="Camera picture"
            className="aspect-square w-full rounded-md bg-slate-900 object-cover"
          />
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
