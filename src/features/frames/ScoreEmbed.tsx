// The live score frame as a page embeds it: as tall as its content allows (160 or 500), checked every second.
import { useEffect, useRef, useState } from 'react';
import { SCORE_FRAME_HEIGHT } from '../../../streams/frames/scoreFrameFeed';
import { scoreEmbedHeight$ } from '../../../streams/frames/scoreEmbed';
import { OWN_PAGE_FRAME_SANDBOX } from '../../security/frameSandbox';

export function ScoreEmbed({ frameId, src, className }: { frameId: string; src: string; className?: string }): React.JSX.Element {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(SCORE_FRAME_HEIGHT.compact);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const sub = scoreEmbedHeight$(el, frameId).subscribe(setHeight);
    return () => sub.unsubscribe();
  }, [frameId]);
  return <iframe ref={frame} className={className} title="Live Score" src={src} sandbox={OWN_PAGE_FRAME_SANDBOX} style={{ height }} />;
}
