import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { text } from './strings';

const t = text.scanner;
/** The same label held in front of the camera is read many times a second: once per this many ms is enough. */
const SAME_CODE_MS = 2500;

type Detect = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector where it reads QR codes, else jsQR (fetched now, on first use) on the video's frames. */
async function makeDetector(): Promise<Detect> {
  const native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch(() => [] as string[])).includes('qr_code')) {
    const detector = new native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    // Scaled down: faster on a phone, and a label filling part of the frame still reads.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The phone's camera reading QR labels: each code read is passed on (the same one at most every few seconds). */
export function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (!stopped) setProblem(t.noCamera);
        return;
      }
      const element = video.current;
      if (stopped || !element) return stream.getTracks().forEach((track) => track.stop());
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detect = await makeDetector();
      const tick = async () => {
        if (stopped) return;
        const code = await detect(element).catch(() => null);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) {
          last = { code, at: now };
          handler.current(code);
        }
        timer = setTimeout(() => void tick(), 200);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  if (problem) return <Alert type="warning" showIcon message={problem} />;
  return (
    <div>
      <video ref={video} muted playsInline aria-label={t.video} data-testid="scanner-video" style={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 8, background: '#000' }} />
      <p style={{ margin: '4px 0 0', color: '#5f5459', fontSize: 13 }}>{t.hint}</p>
    </div>
  );
}
