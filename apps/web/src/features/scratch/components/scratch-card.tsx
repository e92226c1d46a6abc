import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  clearedRatio,
  isInside,
  isScratchWin,
  SCRATCH_BRUSH_WIDTH,
  SCRATCH_CANVAS,
  type Rect,
} from '../utils/scratch-rules';
import styles from './scratch-card.module.css';

function paintCoating(canvas: HTMLCanvasElement, label: string): void {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    return;
  }
  context.globalCompositeOperation = 'source-over';
  const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, '#b8b8b8');
  gradient.addColorStop(0.5, '#e4e4e4');
  gradient.addColorStop(1, '#a6a6a6');
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#555555';
  context.font = '600 18px system-ui, sans-serif';
  context.textAlign = 'center';
  context.fillText(label, canvas.width / 2, canvas.height - 16);
}

async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ particleCount: 120, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true });
}

/** The scratch card: rub the coating with a 40 px brush (mouse, pen or touch); a win fires confetti. */
export function ScratchCard() {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const prizeRef = useRef<HTMLParagraphElement>(null);
  const lastPoint = useRef<{ x: number; y: number } | null>(null);
  const textRect = useRef<Rect | null>(null);
  const hasTouchedText = useRef(false);
  const frame = useRef(0);
  const [percent, setPercent] = useState(0);
  const [isRevealed, setIsRevealed] = useState(false);
  const [card, setCard] = useState(0);

  useEffect(() => {
    if (canvasRef.current) {
      paintCoating(canvasRef.current, t('scratch.coating'));
    }
    return () => cancelAnimationFrame(frame.current);
  }, [card, t]);

  const reveal = useCallback(() => {
    setIsRevealed(true);
    void celebrate();
  }, []);

  const measure = useCallback(() => {
    frame.current = 0;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !context) {
      return;
    }
    const ratio = clearedRatio(context.getImageData(0, 0, canvas.width, canvas.height).data);
    setPercent(Math.floor(ratio * 100));
    if (isScratchWin(ratio, hasTouchedText.current)) {
      reveal();
    }
  }, [reveal]);

  /** Pointer position in canvas pixels (the canvas is drawn smaller on narrow screens). */
  const toCanvas = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * SCRATCH_CANVAS.width,
      y: ((event.clientY - box.top) / box.height) * SCRATCH_CANVAS.height,
    };
  };

  /** Where the prize text sits under the coating, in canvas pixels. */
  const measureTextRect = (canvas: HTMLCanvasElement) => {
    const prize = prizeRef.current?.getBoundingClientRect();
    const box = canvas.getBoundingClientRect();
    if (!prize || box.width === 0) {
      return null;
    }
    const scaleX = SCRATCH_CANVAS.width / box.width;
    const scaleY = SCRATCH_CANVAS.height / box.height;
    return {
      left: (prize.left - box.left) * scaleX,
      right: (prize.right - box.left) * scaleX,
      top: (prize.top - box.top) * scaleY,
      bottom: (prize.bottom - box.top) * scaleY,
    };
  };

  const scratchTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d', { willReadFrequently: true });
    const point = toCanvas(event);
    if (!context || isRevealed) {
      return;
    }
    const from = lastPoint.current ?? point;
    context.globalCompositeOperation = 'destination-out';
    context.lineWidth = SCRATCH_BRUSH_WIDTH;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    lastPoint.current = point;
    if (textRect.current && isInside(textRect.current, point.x, point.y)) {
      hasTouchedText.current = true;
    }
    frame.current ||= requestAnimationFrame(measure);
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    textRect.current = measureTextRect(event.currentTarget);
    lastPoint.current = null;
    scratchTo(event);
  };

  const again = () => {
    hasTouchedText.current = false;
    setIsRevealed(false);
    setPercent(0);
    setCard((count) => count + 1);
  };

  const prize = t('scratch.prize');
  return (
    <div className={styles.wrap}>
      <div className={styles.area}>
        <div className={styles.window}>
          <p ref={prizeRef} className={styles.prize} aria-hidden={!isRevealed}>
            {prize}
          </p>
          {!isRevealed && (
            <canvas
              key={card}
              ref={canvasRef}
              className={styles.canvas}
              width={SCRATCH_CANVAS.width}
              height={SCRATCH_CANVAS.height}
              role="img"
              aria-label={t('scratch.canvasLabel')}
              data-cleared-percent={percent}
              onPointerDown={start}
              onPointerMove={(event) => {
                if (event.buttons !== 0 || event.pointerType === 'touch') {
                  scratchTo(event);
                }
              }}
              onPointerUp={() => {
                lastPoint.current = null;
              }}
            />
          )}
        </div>
      </div>
      <div className={styles.controls} data-revealed={isRevealed}>
        <p className={styles.progress} hidden={isRevealed}>
          {t('scratch.progress', { percent })}
        </p>
        <p role="status" className={styles.won}>
          {isRevealed ? t('scratch.revealed', { prize }) : ''}
        </p>
        {isRevealed ? (
          <Button variant="secondary" onClick={again}>
            {t('scratch.again')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={reveal}>
            {t('scratch.reveal')}
          </Button>
        )}
      </div>
    </div>
  );
}
