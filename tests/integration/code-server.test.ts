import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeServer, CODE_SERVER_VERSION } from '../helpers/code-server.js';
import { decodePng } from '../helpers/png.js';
import { realTool } from '../helpers/real-tool.js';

// The .vsix in a real VS Code: code-server (from the npm registry, on Node 22 from the
// registry too: tests/helpers/code-server.ts) serves a workspace holding a plan and its
// summary, with the extension installed from the .vsix as a user installs it; Debian's
// Chromium, driven by playwright-core, opens them. The test reads what a user sees: the
// Problems panel's rows, the squiggles in the editor (and the pixels of a screenshot of one,
// saved beside the run), the hover on a finding, and the quick fix that adds a Taken item.

const ROOT = resolve(import.meta.dirname, '../..');
const VSIX = join(ROOT, 'packages', 'vscode', 'handoff-vscode.vsix');
const browser = realTool('chromium', ['--version']);
const vsixPresent = existsSync(VSIX);
if (!vsixPresent) {
  const why = `${VSIX} is missing: build it with \`npm ci && npm run package\` in packages/vscode`;
  if (process.env['CI']) throw new Error(`${why}; CI must build it (.ci/run)`);
  process.stderr.write(`skipping the code-server tests: ${why}\n`);
}

const PLAN = [
  '# Plan 01',
  '',
  '## Plan Decisions',
  '',
  '### Decisions that are locked',
  '- D-1: Use SQLite. Why: one file to ship. Source: research.md.',
  '- D-1: Use WAL mode. Why: readers never block. Source: research.md.',
  '',
  "### Open (executor's discretion within constraints)",
  '- O-1: Where the cache lives. Constraints: no new service. Reason left open: load numbers.',
  '- O-2: The metric name. Constraints: `app_*` prefix. Reason left open: naming review.',
  '',
  '### Considered and rejected',
  '(none)',
  '',
].join('\n');
const SUMMARY = [
  '# Summary 01',
  '',
  '## Files Changed',
  '- src/cache.ts',
  '',
  '## Implementation Decisions',
  '',
  "### Taken (within plan's discretion)",
  '- DT-1: Chose Redis for O-1. Reason: it is there already.',
  '',
  '### Deviations (from plan; must explain)',
  '(none)',
  '',
  '### Open questions for verifier',
  '(none)',
  '',
].join('\n');

describe.skipIf(!browser.available || !vsixPresent)(
  `VS Code (code-server ${CODE_SERVER_VERSION}) with the .vsix`,
  () => {
    let work: string;
    let project: string;
    let server: ChildProcess | undefined;
    let serverLog = '';
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      // The first run on a machine installs code-server into the cache: minutes, once.
      const { node, entry } = codeServer((line) => process.stderr.write(`${line}\n`));
      work = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-code-server-')));
      project = join(work, 'project');
      mkdirSync(join(project, '.git'), { recursive: true });
      writeFileSync(join(project, '01-PLAN.md'), PLAN);
      writeFileSync(join(project, '01-SUMMARY.md'), SUMMARY);
      const userData = join(work, 'user-data');
      mkdirSync(join(userData, 'User'), { recursive: true });
      writeFileSync(
        join(userData, 'User', 'settings.json'),
        JSON.stringify({
          'security.workspace.trust.enabled': false,
          'workbench.startupEditor': 'none',
          'workbench.tips.enabled': false,
          'workbench.welcomePage.walkthroughs.openOnInstall': false,
          'extensions.autoCheckUpdates': false,
          'extensions.autoUpdate': false,
          'telemetry.telemetryLevel': 'off',
          'chat.disableAIFeatures': true,
          'handoff.debounceMs': 0,
        }),
      );
      const config = join(work, 'config.yaml');
      writeFileSync(config, 'bind-addr: 127.0.0.1:0\nauth: none\ncert: false\n');
      // Nothing of this run is written outside its folder: HOME and the XDG folders are its own.
      const env = {
        ...process.env,
        HOME: work,
        XDG_CONFIG_HOME: join(work, 'config'),
        XDG_DATA_HOME: join(work, 'data'),
        XDG_CACHE_HOME: join(work, 'cache'),
      };
      const common = ['--config', config, '--user-data-dir', userData, '--extensions-dir', join(work, 'extensions')];
      const install = spawnSync(node, [entry, ...common, '--install-extension', VSIX], { encoding: 'utf8', env });
      expect(install.status, `${install.stdout}${install.stderr}`).toBe(0);
      expect(install.stdout).toContain("Extension 'handoff-vscode.vsix' was successfully installed.");
      expect(
        readdirSync(join(work, 'extensions')).filter((name) => name.startsWith('handoff.handoff-vscode-')),
      ).toHaveLength(1);

      server = spawn(node, [entry, ...common, '--disable-telemetry', '--disable-update-check', project], { env });
      const port = await new Promise<number>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`code-server did not start: ${serverLog}`)), 60_000);
        const read = (chunk: Buffer) => {
          serverLog += chunk.toString();
          const match = /HTTP server listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(serverLog);
          if (match) {
            clearTimeout(timer);
            done(Number(match[1]));
          }
        };
        server!.stdout!.on('data', read);
        server!.stderr!.on('data', read);
        server!.on('exit', (code) => fail(new Error(`code-server exited (${code}): ${serverLog}`)));
      });

      context = await chromium.launchPersistentContext(join(work, 'chromium-profile'), {
        executablePath: browserPath(),
        headless: true,
        viewport: { width: 1400, height: 900 },
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(project)}`);
      await page.waitForSelector('.monaco-workbench', { timeout: 120_000 });
    }, 1_800_000);

    afterAll(async () => {
      // What the page showed last, for a failure to be read after the run.
      await page?.screenshot({ path: join(work, 'last.png') }).catch(() => undefined);
      process.stderr.write(`code-server run: ${work} (last.png, squiggle.png)\n`);
      await context?.close();
      if (server && server.exitCode === null) server.kill();
    });

    /** Open a file of the workspace from the Explorer, as a user does (Quick Open needs ripgrep, left out). */
    async function open(name: string): Promise<void> {
      await page
        .locator('.explorer-folders-view .monaco-list-row', { hasText: name })
        .first()
        .click({ timeout: 60_000 });
      await page.waitForSelector(`.tab[aria-label*="${name}"]`, { timeout: 60_000 });
    }

    /** The Problems panel's text once it names every one of `codes`. */
    async function problems(codes: string[]): Promise<string> {
      const panel = page.locator('.markers-panel');
      if (!(await panel.isVisible())) await page.keyboard.press('Control+Shift+M');
      await expect
        .poll(async () => ((await panel.isVisible()) ? await panel.innerText() : ''), {
          timeout: 180_000,
          interval: 1000,
        })
        .toSatisfy((text: string) => codes.every((code) => text.includes(code)));
      return panel.innerText();
    }

    /** Move the mouse onto the middle of an element (a squiggle sits under the text, so it takes no clicks). */
    async function pointAt(selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
      const box = (await page.locator(selector).first().boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
      return box;
    }

    it('shows the diagnostics of a plan in the Problems panel and as squiggles, from the installed .vsix', async () => {
      await open('01-PLAN.md');
      const text = await problems(['item-id-duplicate', 'bucket-heading-style']);
      expect(text).toContain('01-PLAN.md');
      expect(text).toContain('Unexpected second use of id `D-1`, first used on line 6');
      expect(text).toContain('handoff');
      await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60_000 });
      expect(await page.locator('.monaco-editor .squiggly-warning').count()).toBeGreaterThanOrEqual(1);
    }, 300_000);

    it('draws the error squiggle in the theme’s error colour (a screenshot, saved and read back)', async () => {
      const box = (await page.locator('.monaco-editor .squiggly-error').first().boundingBox())!;
      expect(box.width).toBeGreaterThan(10);
      const path = join(work, 'squiggle.png');
      await page.screenshot({ path, clip: box });
      const shot = decodePng(readFileSync(path));
      expect(Math.abs(shot.width - box.width)).toBeLessThanOrEqual(1);
      expect(redPixels(shot.rgba), `red pixels in ${path}`).toBeGreaterThan(5);
      // The control: the same height of the line-number gutter holds none.
      const gutter = (await page.locator('.monaco-editor .margin').first().boundingBox())!;
      const control = decodePng(
        await page.screenshot({
          clip: { x: gutter.x, y: box.y, width: Math.min(box.width, gutter.width), height: box.height },
        }),
      );
      expect(redPixels(control.rgba)).toBe(0);
    }, 60_000);

    it('shows the rule of a finding on hover', async () => {
      await pointAt('.monaco-editor .squiggly-error');
      await page.getByText('What it checks').first().waitFor({ timeout: 60_000 });
      expect(await page.getByText("The rule's page").first().isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    }, 120_000);

    it("reports the summary's untaken Open decision; the quick fix adds its Taken item, whose reason is then missing", async () => {
      await open('01-SUMMARY.md');
      const text = await problems(['open-decision-untaken']);
      expect(text).toContain("Missing Taken item for the plan's `O-2`");
      await page.locator('.monaco-editor .view-line', { hasText: '## Implementation Decisions' }).click();
      await page.keyboard.press('Control+.');
      const fix = page.getByText('Add a Taken item for O-2 (the choice and the reason are yours to write)');
      await fix.first().waitFor({ timeout: 60_000 });
      expect(
        await page.getByText('Add a Taken item marking O-2 mooted (the reason is yours to write)').isVisible(),
      ).toBe(true);
      // The first action is the focused one (a pointer block covers the menu): take it as a keyboard user does.
      await page.keyboard.press('Enter');
      await page
        .locator('.monaco-editor .view-line', { hasText: 'DT-2: Chose … for O-2. Reason: …' })
        .waitFor({ timeout: 30_000 });
      const after = await problems(['item-field-missing']);
      expect(after).not.toContain('open-decision-untaken');
    }, 300_000);
  },
);

/** Pixels of the theme's error red (light: #E51400, dark: #F14C4C), 4 bytes each. */
function redPixels(rgba: Uint8Array): number {
  let red = 0;
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! > 180 && rgba[i + 1]! < 120 && rgba[i + 2]! < 120) red++;
  return red;
}

/** Debian's Chromium, as .ci/run installs it. */
function browserPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('chromium is not on the PATH');
  return found;
}
