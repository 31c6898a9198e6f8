// Whether this page runs inside a frame (the /score and /tv pages a market page embeds): such a page never uses the session.

export function isEmbedded(win: Pick<Window, 'self' | 'top'> = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin parent cannot even be compared: certainly a frame
  }
}
