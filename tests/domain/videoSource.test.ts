// /play-video's reading of the URL in navigation state, and the static list's URL template.
import { describe, expect, it } from 'vitest';
import { videoSource, videoUrlFor } from '../../src/domain/videoSource';

const origin = 'https://site.example';

describe('videoSource', () => {
  it('plays media files in a video element and other pages in a frame', () => {
    expect(videoSource('https://cdn.example/live/dt.m3u8', origin)).toEqual({ kind: 'media', url: 'https://cdn.example/live/dt.m3u8' });
    expect(videoSource('/clips/table.MP4?x=1', origin)).toEqual({ kind: 'media', url: 'https://site.example/clips/table.MP4?x=1' });
    expect(videoSource('https://player.example/table?id=7', origin)).toEqual({ kind: 'page', url: 'https://player.example/table?id=7' });
  });
  it('refuses anything that is not an http(s) URL', () => {
    for (const bad of [undefined, null, 42, '', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'http://[bad']) {
      expect(videoSource(bad, origin)).toBeNull();
    }
  });
});

describe('videoUrlFor', () => {
  it('fills {id} and {name}, URL-encoded', () => {
    expect(videoUrlFor('/v?id={id}&name={name}', { id: 'dt202', name: '20-20 Dragon Tiger 2' })).toBe('/v?id=dt202&name=20-20%20Dragon%20Tiger%202');
  });
});
