// The editor's canvas: the server's preview at 400×600 with each layer's box over it. The selected
// layer drags and resizes with react-moveable (ADR 0038), snapping to the pin's edges and middle;
// a finished drag or resize is one step of undo, in pin pixels.
import { useEffect, useRef, useState } from 'react';
import Moveable from 'react-moveable';
import type { PinTemplate } from '../../../../shared/templates';
import { hasOwnHeight, layerBox } from '../utils/layer-box';
import { layerLabel } from '../utils/template-history';

/** Canvas pixels per pin pixel: the 1000×1500 pin shown at 400×600. */
const SCALE = 0.4;
const WIDTH = 400;
const HEIGHT = 600;

export interface BoxChange {
  dx: number;
  dy: number;
  /** The new size in pin pixels, for a resize. */
  width?: number;
  height?: number;
}

export function TemplateCanvas({
  document,
  selected,
  previewUrl,
  onSelect,
  onChange,
}: {
  document: PinTemplate;
  selected: number;
  previewUrl: string | null;
  onSelect: (index: number) => void;
  onChange: (change: BoxChange) => void;
}) {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const moved = useRef<BoxChange>({ dx: 0, dy: 0 });
  const moveable = useRef<Moveable>(null);
  const layer = document.layers[selected];
  // The handles follow the box when it changes elsewhere (the properties, the arrow keys, undo):
  // Moveable measures its target only when told.
  const selectedBox = layer ? JSON.stringify(layerBox(layer)) : '';
  useEffect(() => {
    if (selectedBox) moveable.current?.updateRect();
  }, [selectedBox]);
  const pin = (pixels: number) => Math.round(pixels / SCALE);

  return (
    <div
      className="relative shrink-0 overflow-hidden rounded-lg border border-slate-300 bg-slate-100"
      style={{ width: WIDTH, height: HEIGHT }}
    >
      {previewUrl && (
        <img
          src={previewUrl}
          alt="Preview drawn by the pin renderer"
          width={WIDTH}
          height={HEIGHT}
          className="pointer-events-none absolute inset-0"
        />
      )}
      {document.layers.map((each, index) => {
        const box = layerBox(each);
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a layer is its place in the list; layers have no ids
            key={`${index}-${each.type}`}
            ref={index === selected ? setTarget : undefined}
            title={layerLabel(each, index)}
            onPointerDown={() => onSelect(index)}
            className={`absolute ${index === selected ? 'outline-2 outline-brand-600' : 'outline-1 outline-dashed outline-slate-400/70'}`}
            style={{
              left: box.x * SCALE,
              top: box.y * SCALE,
              width: box.width * SCALE,
              height: box.height * SCALE,
            }}
          />
        );
      })}
      {target && layer && (
        <Moveable
          ref={moveable}
          target={target}
          draggable
          resizable
          renderDirections={hasOwnHeight(layer) ? ['nw', 'ne', 'sw', 'se', 'n', 's', 'e', 'w'] : ['e', 'w']}
          snappable
          snapThreshold={6}
          verticalGuidelines={[0, WIDTH / 2, WIDTH]}
          horizontalGuidelines={[0, HEIGHT / 2, HEIGHT]}
          onDragStart={() => {
            moved.current = { dx: 0, dy: 0 };
          }}
          onDrag={(event) => {
            event.target.style.transform = event.transform;
            moved.current = { dx: event.beforeTranslate[0] ?? 0, dy: event.beforeTranslate[1] ?? 0 };
          }}
          onDragEnd={(event) => {
            event.target.style.transform = '';
            if (event.isDrag) onChange({ dx: pin(moved.current.dx), dy: pin(moved.current.dy) });
          }}
          onResizeStart={() => {
            moved.current = { dx: 0, dy: 0 };
          }}
          onResize={(event) => {
            event.target.style.width = `${event.width}px`;
            event.target.style.height = `${event.height}px`;
            event.target.style.transform = event.drag.transform;
            moved.current = {
              dx: event.drag.beforeTranslate[0] ?? 0,
              dy: event.drag.beforeTranslate[1] ?? 0,
              width: event.width,
              height: event.height,
            };
          }}
          onResizeEnd={(event) => {
            event.target.style.transform = '';
            const { dx, dy, width, height } = moved.current;
            if (!event.isDrag || width === undefined || height === undefined) return;
            onChange({ dx: pin(dx), dy: pin(dy), width: pin(width), height: pin(height) });
          }}
        />
      )}
    </div>
  );
}
