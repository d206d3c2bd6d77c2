// Which kind each of Zyno Desktop's windows is, by its renderer's id (Electron: the webContents
// id), recorded by the main process as it creates the window. The bridge answers a request only
// on a channel the sender's kind may use; a renderer of no recorded kind may use none.
import type { DesktopWindowKind } from '@shared/desktop/desktop-window-kinds';

export interface WindowKinds {
  /** Records a new window's kind; a renderer keeps its kind for its whole life. */
  register(rendererId: number, kind: DesktopWindowKind): void;
  kindOf(rendererId: number): DesktopWindowKind | undefined;
  /** The renderer is gone (its id may be reused by a later one). */
  forget(rendererId: number): void;
}

export function createWindowKinds(): WindowKinds {
  const kinds = new Map<number, DesktopWindowKind>();
  return {
    register(rendererId, kind) {
      const known = kinds.get(rendererId);
      if (known !== undefined && known !== kind) {
        throw new Error(`Renderer ${rendererId} is already a ${known} window.`);
      }
      kinds.set(rendererId, kind);
    },
    kindOf: (rendererId) => kinds.get(rendererId),
    forget(rendererId) {
      kinds.delete(rendererId);
    },
  };
}
