// The machine inspector's key, Alt+Shift+I: read by the panel and by the boot that counts presses made before the panel loaded.

export function isInspectorKey(e: KeyboardEvent): boolean {
  return e.code === 'KeyI' && e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey;
}
