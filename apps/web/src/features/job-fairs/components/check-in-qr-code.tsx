import { useEffect, useState } from 'react';
import { Loading } from '../../../components/ui/loading';

/** A QR code as the rows of its modules (true: dark), quiet zone included. */
type QrModules = boolean[][];

/** The SVG path of the dark modules: one unit square each. */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * The check-in code as a QR code the employer scans at the door. The encoder is loaded only when a pass
 * is shown (its own small chunk, never in the landing page's), and drawn as SVG: sharp at any zoom, and
 * one image with a name that says the code, which is also shown as text beside it.
 */
export function CheckInQrCode({ code }: { code: string }) {
  const [qr, setQr] = useState<{ code: string; modules: QrModules } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    import('uqr').then(
      ({ encode }) => {
        // Quiet zone of 4 modules, as the QR standard asks, so cheap phone cameras find the code.
        if (isCurrent) setQr({ code, modules: encode(code, { ecc: 'M', border: 4 }).data });
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code]);

  if (hasFailed) {
    return <p className="text-slate-800">The QR code could not be drawn. Show or read out the code instead.</p>;
  }
  if (qr?.code !== code) return <Loading label="Drawing the QR code…" />;
  const size = qr.modules.length;
  return (
    <svg
      role="img"
      aria-label={`QR code of your check-in code ${code}`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 max-w-full border border-slate-300 bg-white"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={qrPath(qr.modules)} fill="#000000" />
    </svg>
  );
}
