"use client";

import {
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from "react";
import { scrollBehavior } from "./useScrollRow";

/** Marketing §2 "Apps details": a pointer that moved more than this is dragging, not clicking. */
export const DRAG_THRESHOLD_PX = 2;

/** True when a movement of dx pixels is a drag (over 2 px), not a click that trembled. */
export function isDrag(dx: number): boolean {
  return Math.abs(dx) > DRAG_THRESHOLD_PX;
}

interface Drag {
  pointerId: number;
  startX: number;
  startScroll: number;
  moved: boolean;
}

/**
 * After a mouse drag, glide to the next card edge in the drag's direction. Left alone, the
 * mandatory snap would pull a short drag back to where it started.
 */
function settle(track: HTMLElement, from: number) {
  const current = track.scrollLeft;
  if (current === from || typeof track.scrollTo !== "function") return;
  const origin = track.getBoundingClientRect().left - current + (Number.parseFloat(getComputedStyle(track).scrollPaddingLeft) || 0);
  const stops = Array.from(track.querySelectorAll(":scope > ul > li"), (li) => li.getBoundingClientRect().left - origin);
  const target =
    current > from ? stops.find((stop) => stop >= current - 1) : stops.filter((stop) => stop <= current + 1).pop();
  if (target !== undefined) track.scrollTo({ left: target, behavior: scrollBehavior() });
}

/**
 * Dragging a scroll row with a mouse (ScrollRow's track): the row follows the pointer, a drag of
 * more than 2 px swallows the click that ends it (so dragging across a card does not open it),
 * and on release the row glides to the next card edge. Touch and pen keep the browser's own
 * panning. Returns whether a drag is under way and the handlers to spread on the track.
 */
export function useDragScroll(trackRef: RefObject<HTMLElement | null>) {
  const dragRef = useRef<Drag | null>(null);
  const suppressClickRef = useRef(false);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType !== "mouse" || event.button !== 0 || !trackRef.current) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: trackRef.current.scrollLeft,
      moved: false,
    };
    suppressClickRef.current = false;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    const el = trackRef.current;
    if (!drag || !el || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    if (!drag.moved && !isDrag(dx)) return;
    if (!drag.moved) {
      drag.moved = true;
      setDragging(true);
    }
    el.scrollLeft = drag.startScroll - dx;
  };

  const endDrag = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    dragRef.current = null;
    suppressClickRef.current = drag.moved;
    setDragging(false);
    if (drag.moved && trackRef.current) settle(trackRef.current, drag.startScroll);
  };

  // Capture phase: the click that ends a drag never reaches the card's link or button.
  const onClickCapture = (event: ReactMouseEvent<HTMLElement>) => {
    if (!suppressClickRef.current) return;
    suppressClickRef.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onPointerLeave: endDrag,
      onClickCapture,
      // Links and images would start the browser's own drag-and-drop instead of scrolling.
      onDragStart: (event: ReactMouseEvent<HTMLElement>) => event.preventDefault(),
    },
  };
}
