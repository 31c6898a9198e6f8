// The one door from the app's entry to the QA tools: no static import, so the entry only learns this small chunk's name.

/** Starts what the URL or this tab asks for: a replay (the app is then mounted here), or the recorder. */
export async function startQa(root: HTMLElement): Promise<'replay' | { mountPanel: () => Promise<void> } | null> {
  const q = new URLSearchParams(window.location.search);
  // 'qa.replay': REPLAY_CONFIG_KEY of ./shell, spelt out to keep this module free of imports.
  if (q.has('replay') || sessionStorage.getItem('qa.replay')) {
    const { bootReplay } = await import('./boot');
    await bootReplay(root);
    return 'replay';
  }
  if (q.get('record') === '1' || q.get('qa') === '1') {
    const { bootRecorder } = await import('./recording');
    return bootRecorder(q.get('record') === '1');
  }
  return null;
}
