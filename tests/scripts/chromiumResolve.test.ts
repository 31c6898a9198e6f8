// Which Chromium the browser runs use, or how one is installed (scripts/chromium-resolve.mjs): every branch, on probes, never the real machine.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumError, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, ensureChromium, findChromium, plannedChromiumPath, systemProbes, type ChromiumProbes } from '../../scripts/chromium-resolve.mjs';

const MANAGED = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine: which files are executable, who runs, what is installed. */
function machine(over: Partial<Omit<ChromiumProbes, 'isExecutable'>> & { files?: string[]; commands?: string[] } = {}) {
  const files = new Set(over.files ?? []);
  const commands = new Set(over.commands ?? ['npx']);
  const probes: ChromiumProbes = {
    env: over.env,
    isExecutable: (path) => files.has(path),
    playwrightPath: over.playwrightPath ?? (() => MANAGED),
    isRoot: over.isRoot ?? (() => false),
    isDebian: over.isDebian ?? (() => false),
    hasCommand: (name) => commands.has(name),
  };
  return { probes, files };
}

describe('findChromium', () => {
  it('an explicit CHROMIUM_PATH that is executable wins over every other browser', () => {
    const { probes } = machine({ env: '/opt/chrome/chrome', files: ['/opt/chrome/chrome', DEBIAN_CHROMIUM, MANAGED] });
    expect(findChromium(probes)).toEqual({ kind: 'found', path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('an explicit CHROMIUM_PATH that is not an executable file fails with the command to run, never falling back', () => {
    const { probes } = machine({ env: '/nonexistent', files: [DEBIAN_CHROMIUM, MANAGED], isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    const d = findChromium(probes);
    expect(d.kind).toBe('fail');
    if (d.kind !== 'fail') return;
    expect(d.message).toContain('CHROMIUM_PATH is "/nonexistent", which is not an executable file');
    expect(d.message).toContain('unset CHROMIUM_PATH');
  });

  it("an empty CHROMIUM_PATH counts as unset: Debian's Chromium", () => {
    const { probes } = machine({ env: '', files: [DEBIAN_CHROMIUM, MANAGED] });
    expect(findChromium(probes)).toEqual({ kind: 'found', path: DEBIAN_CHROMIUM, source: 'debian' });
  });

  it("without CHROMIUM_PATH, Debian's headless shell comes before its full Chromium and Playwright's", () => {
    const { probes } = machine({ files: [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, MANAGED], isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    expect(findChromium(probes)).toEqual({ kind: 'found', path: DEBIAN_HEADLESS_SHELL, source: 'debian-headless-shell' });
  });

  it("as root on Debian with only the full Chromium: the shell's install, with that Chromium to fall back on", () => {
    const { probes } = machine({ files: [DEBIAN_CHROMIUM], isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    const d = findChromium(probes);
    expect(d.kind === 'install' && [d.installers.map((i) => [i.name, i.path]), d.fallback]).toEqual([[['apt', DEBIAN_HEADLESS_SHELL]], DEBIAN_CHROMIUM]);
  });

  it("without CHROMIUM_PATH, Debian's /usr/bin/chromium comes before Playwright's browser", () => {
    const { probes } = machine({ files: [DEBIAN_CHROMIUM, MANAGED] });
    expect(findChromium(probes)).toEqual({ kind: 'found', path: DEBIAN_CHROMIUM, source: 'debian' });
  });

  it("without Debian's, Playwright's own browser when its file is there", () => {
    const { probes } = machine({ files: [MANAGED] });
    expect(findChromium(probes)).toEqual({ kind: 'found', path: MANAGED, source: 'playwright' });
  });

  it("as root on Debian with apt-get: Debian's headless shell first, Playwright's as the fallback", () => {
    const { probes } = machine({ isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    const d = findChromium(probes);
    expect(d.kind).toBe('install');
    if (d.kind !== 'install') return;
    expect(d.fallback).toBeUndefined();
    expect(d.installers.map((i) => [i.name, i.path])).toEqual([
      ['apt', DEBIAN_HEADLESS_SHELL],
      ['playwright', MANAGED],
    ]);
    expect(d.installers[0]!.commands).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell'],
    ]);
    expect(d.installers[1]!.commands).toEqual([['npx', 'playwright', 'install', 'chromium']]);
  });

  it.each([
    ['not root', { isRoot: () => false, isDebian: () => true, commands: ['apt-get', 'npx'] }],
    ['not Debian', { isRoot: () => true, isDebian: () => false, commands: ['apt-get', 'npx'] }],
    ['no apt-get', { isRoot: () => true, isDebian: () => true, commands: ['npx'] }],
  ])('%s: only Playwright installs its browser', (_, over) => {
    const { probes } = machine(over);
    const d = findChromium(probes);
    expect(d.kind === 'install' && d.installers.map((i) => i.name)).toEqual(['playwright']);
  });

  it('nothing that can install: one message naming the command to run (apt on Debian, Playwright elsewhere)', () => {
    const debian = findChromium(machine({ isDebian: () => true, commands: [] }).probes);
    expect(debian.kind).toBe('fail');
    expect(debian.kind === 'fail' && debian.message).toMatch(
      /^No Chromium for the browser tests: none at \/usr\/bin\/chromium-headless-shell, \/usr\/bin\/chromium or .*chrome, .*`sudo apt-get update && sudo apt-get install -y chromium-headless-shell`/,
    );
    const other = findChromium(machine({ commands: [] }).probes);
    expect(other.kind === 'fail' && other.message).toContain('`npx playwright install chromium`');
  });

  it('Playwright without a known browser path: nothing to install it to', () => {
    const { probes } = machine({ playwrightPath: () => undefined, commands: ['npx'] });
    const d = findChromium(probes);
    expect(d.kind).toBe('fail');
    expect(d.kind === 'fail' && d.message).toContain('none at /usr/bin/chromium-headless-shell, /usr/bin/chromium, and none could be installed');
  });
});

describe('plannedChromiumPath (knip reads the config: no install, no exit)', () => {
  it('the browser found or there to fall back on, else where the first installer puts one, else the explicit or Debian path', () => {
    expect(plannedChromiumPath(machine({ files: [MANAGED] }).probes)).toBe(MANAGED);
    expect(plannedChromiumPath(machine({ isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] }).probes)).toBe(DEBIAN_HEADLESS_SHELL);
    // A full Chromium there: a run that does not upgrade uses it.
    expect(plannedChromiumPath(machine({ files: [DEBIAN_CHROMIUM], isRoot: () => true, isDebian: () => true, commands: ['apt-get'] }).probes)).toBe(DEBIAN_CHROMIUM);
    expect(plannedChromiumPath(machine({ commands: ['npx'] }).probes)).toBe(MANAGED);
    expect(plannedChromiumPath(machine({ env: '/nonexistent', files: [DEBIAN_CHROMIUM] }).probes)).toBe('/nonexistent');
    expect(plannedChromiumPath(machine({ commands: [] }).probes)).toBe(DEBIAN_CHROMIUM);
  });
});

describe('ensureChromium', () => {
  it('a browser that is there: its path, no installer run, nothing said', () => {
    const said: string[] = [];
    const ran: string[][] = [];
    const { probes } = machine({ files: [DEBIAN_CHROMIUM] });
    expect(ensureChromium({ probes, run: (c) => (ran.push(c), 0), say: (l) => said.push(l) })).toBe(DEBIAN_CHROMIUM);
    expect(ran).toEqual([]);
    expect(said).toEqual([]);
  });

  it('installs with the first installer, says so, and returns the installed path', () => {
    const said: string[] = [];
    const ran: string[][] = [];
    const { probes, files } = machine({ isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    const path = ensureChromium({
      probes,
      run: (c) => {
        ran.push(c);
        if (c[1] === 'install') files.add(DEBIAN_HEADLESS_SHELL);
        return 0;
      },
      say: (l) => said.push(l),
    });
    expect(path).toBe(DEBIAN_HEADLESS_SHELL);
    expect(ran.map((c) => c.join(' '))).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
    expect(said).toEqual([
      "No Chromium for the browser tests: installing Debian's chromium-headless-shell package (apt-get update -qq && apt-get install -y -qq chromium-headless-shell)...",
      `Chromium installed: ${DEBIAN_HEADLESS_SHELL}`,
    ]);
  });

  it('a full Chromium there: used as it is, unless asked to upgrade, which installs the shell and falls back when that fails', () => {
    const ran: string[][] = [];
    const said: string[] = [];
    const { probes } = machine({ files: [DEBIAN_CHROMIUM], isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    const run = (c: string[]) => (ran.push(c), 100);
    expect(ensureChromium({ probes, run, say: (l) => said.push(l) })).toBe(DEBIAN_CHROMIUM);
    expect(ran).toEqual([]);
    expect(ensureChromium({ probes, run, say: (l) => said.push(l), upgrade: true })).toBe(DEBIAN_CHROMIUM);
    expect(ran.map((c) => c.join(' '))).toEqual(['apt-get update -qq']);
    expect(said).toEqual([
      `Installing Debian's chromium-headless-shell package for the browser tests (apt-get update -qq && apt-get install -y -qq chromium-headless-shell): it runs them on less CPU than ${DEBIAN_CHROMIUM}...`,
      "Installing Debian's chromium-headless-shell package did not give a Chromium.",
      `Browser tests use ${DEBIAN_CHROMIUM}.`,
    ]);
  });

  it('a failing installer: its later commands are skipped and the next installer is tried', () => {
    const ran: string[][] = [];
    const said: string[] = [];
    const { probes, files } = machine({ isRoot: () => true, isDebian: () => true, commands: ['apt-get', 'npx'] });
    const path = ensureChromium({
      probes,
      run: (c) => {
        ran.push(c);
        if (c[0] === 'apt-get') return 100;
        files.add(MANAGED);
        return 0;
      },
      say: (l) => said.push(l),
    });
    expect(path).toBe(MANAGED);
    expect(ran.map((c) => c.join(' '))).toEqual(['apt-get update -qq', 'npx playwright install chromium']);
    expect(said).toContain("Installing Debian's chromium-headless-shell package did not give a Chromium.");
  });

  it('an installer that succeeds without leaving a browser, and nothing else to try: the one message', () => {
    const said: string[] = [];
    const { probes } = machine({ commands: ['npx'] });
    expect(() => ensureChromium({ probes, run: () => 0, say: (l) => said.push(l) })).toThrow(ChromiumError);
    expect(said).toContain(`Installing Playwright's Chromium did not give a Chromium at ${MANAGED}.`);
    expect(() => ensureChromium({ probes, run: () => 1, say: () => {} })).toThrow(/`npx playwright install chromium`/);
  });

  it('an unusable CHROMIUM_PATH or nothing to install with: throws the message without running anything', () => {
    const ran: string[][] = [];
    const run = (c: string[]) => (ran.push(c), 0);
    expect(() => ensureChromium({ probes: machine({ env: '/nonexistent', files: [DEBIAN_CHROMIUM] }).probes, run, say: () => {} })).toThrow(
      /^CHROMIUM_PATH is "\/nonexistent", which is not an executable file/,
    );
    expect(() => ensureChromium({ probes: machine({ commands: [] }).probes, run, say: () => {} })).toThrow(/^No Chromium for the browser tests/);
    expect(ran).toEqual([]);
  });
});

describe('systemProbes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chromium-probes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, mode: number) => {
    const path = join(dir, name);
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, mode);
    return path;
  };

  it('an executable file is executable; a plain file, a folder and a missing path are not', () => {
    const { isExecutable } = systemProbes({});
    expect(isExecutable(file('chrome', 0o755))).toBe(true);
    expect(isExecutable(file('notes', 0o644))).toBe(false);
    mkdirSync(join(dir, 'folder'));
    expect(isExecutable(join(dir, 'folder'))).toBe(false);
    expect(isExecutable(join(dir, 'missing'))).toBe(false);
  });

  it('reads CHROMIUM_PATH from the environment and finds commands on its PATH', () => {
    file('apt-get', 0o755);
    const probes = systemProbes({ CHROMIUM_PATH: '/x/chrome', PATH: `/nonexistent:${dir}` });
    expect(probes.env).toBe('/x/chrome');
    expect(probes.hasCommand('apt-get')).toBe(true);
    expect(probes.hasCommand('npx')).toBe(false);
    expect(systemProbes({}).hasCommand('apt-get')).toBe(false);
  });

  // Loading @playwright/test takes seconds on a busy machine.
  it("knows where Playwright's browser lives", { timeout: 60_000 }, () => {
    expect(systemProbes({}).playwrightPath()).toMatch(/chrom/i);
  });
});
