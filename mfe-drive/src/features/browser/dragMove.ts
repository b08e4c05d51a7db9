/**
 * Drag to move (issue 31): items dragged from the list carry their ids under a type of our own
 * (never `Files`, so the window's upload drop ignores them); folder rows and breadcrumb entries
 * take them. The keyboard way stays the Move dialog.
 */
export const DRAG_TYPE = 'application/x-cumulus-drive-ids';

/** Whether a drag carries drive items (readable in dragover, unlike the data itself). */
export const carriesItems = (data: DataTransfer | null): boolean =>
  !!data && [...data.types].includes(DRAG_TYPE);

export function writeItems(data: DataTransfer, ids: string[]): void {
  data.setData(DRAG_TYPE, JSON.stringify(ids));
  data.setData('text/plain', ids.join('\n'));
  data.effectAllowed = 'move';
}

/** The ids of a drop (empty when it carries none). */
export function readItems(data: DataTransfer | null): string[] {
  if (!data) return [];
  try {
    const ids: unknown = JSON.parse(data.getData(DRAG_TYPE) || '[]');
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
