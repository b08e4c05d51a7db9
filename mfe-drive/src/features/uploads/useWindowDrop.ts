import { useEffect, useRef, useState } from 'react';

/**
 * How long after the last `dragover` the overlay goes: browsers repeat `dragover` every 350 ms
 * (±200, HTML drag-and-drop model) while a drag stays over the page, even without moving.
 */
const DRAG_GONE_MS = 1000;

const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

/**
 * Files dragged anywhere over the window while the drive is mounted (sidebar, header, below the
 * list): listeners on the window, added on mount and removed on unmount. A file drag is always
 * taken (`preventDefault`), so the browser never opens or downloads the file and the app stays;
 * where uploads cannot go (`accept()` false: trash, search, a section page) the drop does
 * nothing and the cursor says so. Returns whether the drop overlay should show.
 */
export function useWindowDrop(accept: () => boolean, onDrop: (data: DataTransfer) => void) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ accept, onDrop });
  latest.current = { accept, onDrop };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      clearTimeout(timer);
      setDragging(false);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      const ok = latest.current.accept();
      if (e.dataTransfer) e.dataTransfer.dropEffect = ok ? 'copy' : 'none';
      setDragging(ok);
      clearTimeout(timer);
      timer = setTimeout(end, DRAG_GONE_MS);
    };
    const leave = (e: DragEvent) => {
      // Leaving the window (no element entered); moves between elements name the next one.
      if (e.relatedTarget !== null || !hasFiles(e)) return;
      clearTimeout(timer);
      timer = setTimeout(end, 50);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      end();
      if (e.dataTransfer && latest.current.accept()) latest.current.onDrop(e.dataTransfer);
    };
    window.addEventListener('dragenter', over);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('dragenter', over);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);
  return dragging;
}
