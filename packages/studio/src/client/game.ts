import type { SlotDocument } from '../slot/document';
import { ApiError, studioApi } from './api';
import { listenForVolume, SoundBoard } from './audio';
import {
  type AutoplayOptions,
  type AutoplayState,
  afterRound,
  STOP_MESSAGES,
  startAutoplay,
} from './autoplay';
import { AutoplayPanel } from './autoplay-panel';
import { betIndex, betStepsAvailable, stepBet } from './bets';
import { Controls } from './controls';
import { el, prefersReducedMotion, sleep } from './dom';
import { formatMoney, interpolateAtoms, lineBetsAmount, toAtoms } from './format';
import { ICONS } from './icons';
import { InfoPanel } from './info-panel';
import { isFatal, spinErrorMessage } from './messages';
import { Overlays } from './overlays';
import {
  celebrationMs,
  type PresentedWin,
  presentWins,
  TIER_TITLES,
  winningCells,
  winTier,
} from './presentation';
import { Reels } from './reels';
import { SessionBar } from './session-bar';
import {
  anticipationReels,
  FREE_TIMING,
  NORMAL_TIMING,
  planStops,
  QUICK_TIMING,
  type SpinTiming,
} from './spin-plan';
import { symbolSprite } from './symbols';
import type { LaunchParams, SessionInfo, SpinResponse, WireSpin } from './types';
import { WinLines } from './win-lines';

/**
 * The game: builds the screen from the modules and plays rounds. A round is a
 * sequence of awaits: the reels spin while the server answers, land on its window,
 * the wins are shown, free spins play one by one, a big win is celebrated, and the
 * controls unlock. Everything shown comes from the server's round; the client decides
 * only how it looks.
 */

const LOGO = `<svg class="logo" viewBox="0 0 520 120" role="img" aria-label="Forge of Fortune">
<defs>
<linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c8"/><stop offset=".45" stop-color="#ffc83d"/><stop offset=".55" stop-color="#e08a10"/><stop offset="1" stop-color="#8a4a05"/></linearGradient>
<linearGradient id="logo-ember" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff3d00" stop-opacity="0"/><stop offset=".5" stop-color="#ff7a1a"/><stop offset="1" stop-color="#ff3d00" stop-opacity="0"/></linearGradient>
</defs>
<rect x="60" y="60" width="400" height="3" fill="url(#logo-ember)"/>
<text x="260" y="50" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="900" font-size="52" letter-spacing="6" fill="url(#logo-gold)" stroke="#3a1a02" stroke-width="2" paint-order="stroke">FORGE</text>
<text x="260" y="104" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="900" font-size="38" letter-spacing="4" fill="url(#logo-gold)" stroke="#3a1a02" stroke-width="2" paint-order="stroke"><tspan font-size="24" dy="-6" fill="#ffb347">OF </tspan><tspan dy="6">FORTUNE</tspan></text>
</svg>`;

/** A window to show before the document has arrived: a plausible one, never a result. */
const RESTING_WINDOW = [
  ['crown', 'ruby', 'emerald'],
  ['sapphire', 'dragon', 'topaz'],
  ['anvil', 'amethyst', 'hammer'],
  ['emerald', 'rune', 'ruby'],
  ['topaz', 'crown', 'sapphire'],
];

export class Game {
  private readonly reducedMotion = prefersReducedMotion();
  private readonly sound = new SoundBoard();
  private readonly reels = new Reels(RESTING_WINDOW, this.reducedMotion);
  private readonly overlays = new Overlays(this.reducedMotion);
  private readonly controls: Controls;
  private readonly info: InfoPanel;
  private readonly autoplayPanel: AutoplayPanel;
  private readonly winLinesLayer: WinLines;
  private readonly frame = el('div', { class: 'frame' });
  private readonly stage = el('div', { class: 'stage' });
  private readonly message = el('div', { class: 'message', 'aria-hidden': 'true' });
  private readonly live = el('div', { class: 'visually-hidden', 'aria-live': 'polite', role: 'status' });
  private readonly fsCounter = el('div', { class: 'fs-counter', hidden: true });
  private readonly soundButton: HTMLButtonElement;
  /** The session's time and net result, when the operator's rules ask for them always in view. */
  private readonly sessionBar: SessionBar | null;
  private session: SessionInfo | null = null;
  private document: SlotDocument | null = null;
  private bet = 0;
  private balance = 0n;
  private quickSpin = false;
  private busy = false;
  private autoplay: AutoplayState | null = null;
  private cycle = 0;
  /** What the reels show at rest, so a spin that fails can settle back on it. */
  private resting: string[][] = RESTING_WINDOW;
  private cycleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly launch: LaunchParams,
  ) {
    this.winLinesLayer = new WinLines(() => this.document?.paylines ?? []);
    this.controls = new Controls(
      {
        spin: () => this.onSpinPress(),
        bet: (direction) => this.changeBet(direction),
        quickSpin: (on) => {
          this.quickSpin = on;
        },
        autoplay: () => this.autoplayPanel.dialog.open(),
      },
      { quickSpin: launch.settings.quickSpin, autoplay: launch.settings.autoplay },
    );
    this.info = new InfoPanel(async (clientSeed) => {
      const session = this.requireSession();
      const change = await studioApi.changeSeed(session.sessionKey, clientSeed);
      session.seed = change.current;
      return change;
    });
    this.autoplayPanel = new AutoplayPanel(
      () => this.session?.currency ?? launch.currency,
      (options) => this.startAutoplay(options),
    );
    this.soundButton = el('button', { class: 'icon-btn', 'aria-label': 'Mute sound', html: ICONS.sound });
    this.sessionBar = launch.settings.sessionBar
      ? new SessionBar(() => this.session?.currency ?? launch.currency)
      : null;
    this.build();
  }

  private build(): void {
    const infoButton = el('button', {
      class: 'icon-btn',
      'aria-label': 'Game info and paytable',
      html: ICONS.info,
    });
    infoButton.addEventListener('click', () => this.info.dialog.open());
    this.soundButton.addEventListener('click', () => {
      this.sound.unlock();
      this.sound.setMuted(!this.sound.isMuted());
      this.renderSoundButton();
    });
    const lobby = this.launch.lobbyUrl
      ? el('a', {
          class: 'icon-btn',
          href: this.launch.lobbyUrl,
          target: '_top',
          'aria-label': 'Back to the lobby',
          html: ICONS.home,
        })
      : null;
    const demo = this.launch.mode === 'demo' ? el('div', { class: 'demo-badge', text: 'DEMO' }) : null;
    this.frame.append(this.reels.element, this.winLinesLayer.element);
    this.stage.append(this.fsCounter, this.frame, this.message);
    this.root.classList.add('game');
    this.root.classList.toggle('with-session-bar', this.sessionBar !== null);
    this.root.innerHTML = symbolSprite();
    this.root.append(
      el('div', { class: 'backdrop', 'aria-hidden': 'true' }, el('div', { class: 'embers' })),
      el(
        'header',
        { class: 'top' },
        el('div', { class: 'top-left' }, lobby, this.soundButton),
        el('div', { class: 'brand', html: LOGO }, demo),
        el('div', { class: 'top-right' }, infoButton),
      ),
      ...(this.sessionBar ? [this.sessionBar.element] : []),
      this.stage,
      this.controls.element,
      this.live,
      this.overlays.element,
      this.info.dialog.element,
      this.autoplayPanel.dialog.element,
    );
    this.setMessage('WELCOME', 'Loading the game…');
    new ResizeObserver(() => this.layout()).observe(this.stage);
    this.layout();
    // Audio may only start after a gesture: the first one anywhere unlocks it.
    const unlock = () => this.sound.unlock();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    window.addEventListener('keydown', (event) => this.onKey(event));
    listenForVolume((volume) => {
      this.sound.setVolume(volume);
      this.renderSoundButton();
    });
  }

  /**
   * The reels take the largest size that fits the stage with five columns and three
   * rows. On a tall screen the cells may grow up to a third taller than wide, so the
   * reels use the height a phone held upright has to spare.
   */
  private layout(): void {
    const pad = 14;
    const width = this.stage.clientWidth - pad * 2;
    const height =
      this.stage.clientHeight - pad * 2 - this.message.offsetHeight - (this.fsCounter.hidden ? 0 : 34);
    const cellWidth = Math.max(40, Math.floor(Math.min(width / 5, height / 3)));
    const cellHeight = Math.max(cellWidth, Math.floor(Math.min(cellWidth * 1.35, height / 3)));
    this.frame.style.width = `${cellWidth * 5}px`;
    this.frame.style.height = `${cellHeight * 3}px`;
    this.root.style.setProperty('--cell', `${cellWidth}px`);
    this.root.style.setProperty('--cell-height', `${cellHeight}px`);
    this.reels.setCellSize(cellHeight);
  }

  private renderSoundButton(): void {
    const muted = this.sound.isMuted();
    this.soundButton.innerHTML = muted ? ICONS.muted : ICONS.sound;
    this.soundButton.setAttribute('aria-label', muted ? 'Unmute sound' : 'Mute sound');
    this.soundButton.setAttribute('aria-pressed', String(muted));
  }

  async start(): Promise<void> {
    this.controls.setLocked(true);
    try {
      const session = await studioApi.openSession({
        token: this.launch.token,
        game: this.launch.game,
        currency: this.launch.currency,
        mode: this.launch.mode,
      });
      this.session = session;
      this.balance = toAtoms(session.balance);
      this.bet = betIndex(session.betLevels, session.defaultBet);
      this.info.setSession(session);
      this.sessionBar?.update(session.session);
      const document = (await studioApi.document(session.document.url)) as SlotDocument;
      if (!Array.isArray(document?.paylines) || !document.reelStrips?.base) throw new Error('bad document');
      this.document = document;
      this.info.setDocument(document);
      this.reels.setStrips(document.reelStrips.base);
      this.resting = this.randomWindow(document.reelStrips.base);
      this.reels.setWindow(this.resting);
      this.renderBalance();
      this.renderBet();
      this.setMessage('PLACE YOUR BET', `${document.paylines.length} LINES`);
      this.controls.setLocked(false);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      this.setMessage(
        'UNAVAILABLE',
        code === 'SESSION_EXPIRED' || code === 'PLAYER_BLOCKED'
          ? spinErrorMessage(code)
          : 'The game could not start. Please close it and open it again.',
        true,
      );
    }
  }

  private randomWindow(strips: string[][]): string[][] {
    return strips.map((strip) => {
      const stop = Math.floor(Math.random() * strip.length);
      return [-1, 0, 1].map((offset) => strip[(stop + offset + strip.length) % strip.length] as string);
    });
  }

  private requireSession(): SessionInfo {
    if (!this.session) throw new Error('no session');
    return this.session;
  }

  private currentBet(): string {
    return this.session?.betLevels[this.bet] ?? '0';
  }

  private money(atoms: bigint | string): string {
    return formatMoney(atoms, this.session?.currency ?? this.launch.currency);
  }

  private renderBalance(shown = this.balance): void {
    this.controls.setBalance(this.money(shown));
  }

  private renderBet(): void {
    const levels = this.session?.betLevels ?? [];
    this.controls.setBet(this.money(this.currentBet()), betStepsAvailable(levels, this.bet));
    this.info.setBet(this.currentBet());
  }

  private changeBet(direction: -1 | 1): void {
    if (this.busy || !this.session) return;
    this.sound.play('click');
    this.bet = stepBet(this.session.betLevels, this.bet, direction);
    this.renderBet();
  }

  private setMessage(label: string, value: string, error = false): void {
    this.message.classList.toggle('error', error);
    this.message.replaceChildren(
      el('span', { class: 'msg-label', text: label }),
      el('span', { class: 'msg-value', text: value }),
    );
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key !== ' ' && event.code !== 'Space') return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, a, .dialog:not([hidden])')) return;
    if (this.overlays.element.childElementCount > 0) return;
    event.preventDefault();
    if (!event.repeat) this.onSpinPress();
  }

  private onSpinPress(): void {
    this.sound.unlock();
    if (this.autoplay) {
      this.stopAutoplay('Autoplay stopped');
      return;
    }
    if (this.controls.canSpin()) void this.playRound();
  }

  private startAutoplay(options: AutoplayOptions): void {
    if (this.busy) return;
    this.autoplay = startAutoplay(options, this.balance);
    this.controls.setAutoplay(this.autoplay.remaining);
    void this.playRound();
  }

  private stopAutoplay(message: string | null): void {
    this.autoplay = null;
    this.controls.setAutoplay(null);
    if (message && !this.busy) this.setMessage('AUTOPLAY', message);
  }

  private timing(): SpinTiming {
    return this.quickSpin ? QUICK_TIMING : NORMAL_TIMING;
  }

  /** A paid spin and everything it leads to. */
  private async playRound(): Promise<void> {
    const session = this.session;
    const document = this.document;
    if (this.busy || !session || !document) return;
    this.busy = true;
    this.controls.setLocked(true);
    this.clearWins();
    const clickedAt = performance.now();
    const bet = this.currentBet();
    this.renderBalance(this.balance - toAtoms(bet));
    this.setMessage('GOOD LUCK', '');
    this.sound.play('spin');
    this.reels.setStrips(document.reelStrips.base);
    this.reels.start(this.quickSpin ? 30 : 70);
    let response: SpinResponse;
    try {
      response = await studioApi.spin(session.sessionKey, bet);
    } catch (error) {
      await this.abandonSpin(error);
      return;
    }
    const { round } = response;
    const arrivedAt = performance.now() - clickedAt;
    const [paid, ...free] = round.spins;
    if (!paid) {
      await this.abandonSpin(null);
      return;
    }
    // The server's wait for the next spin runs from when the casino took this bet, which
    // is before the answer arrived: counted from the answer, the least spin time never
    // unlocks a spin the server would still refuse as too fast.
    const { minSpinMs } = this.launch.settings;
    await this.spinReels(
      paid,
      clickedAt,
      arrivedAt,
      this.timing(),
      minSpinMs > 0 ? arrivedAt + minSpinMs : 0,
    );
    let total = lineBetsAmount(bet, paid.evaluation.lineBets, document.paylines.length);
    await this.showWins(paid, total, free.length > 0 ? 1600 : 0);

    if (free.length > 0) total = await this.playFreeSpins(paid, free, bet, total);

    const payout = toAtoms(round.payout);
    const tier = winTier(Number(round.multiplier));
    if (tier === 'big' || tier === 'mega' || tier === 'epic') {
      this.sound.play('bigWin');
      await this.overlays.celebrate({
        title: TIER_TITLES[tier],
        tier,
        amount: payout,
        format: (atoms) => this.money(atoms),
        ms: celebrationMs(tier, this.reducedMotion),
        onTick: () => this.sound.play('tick'),
      });
    } else if (free.length > 0) {
      await this.overlays.freeSpinsTotal(this.money(payout), free.length, this.autoplay ? 2500 : 6000);
    }

    this.balance = toAtoms(response.balance);
    this.renderBalance();
    this.sessionBar?.update(response.session);
    session.seed = { ...session.seed, nonce: round.nonce + round.spins.length };
    this.info.setSeed(session.seed);
    this.info.setLastRound(round.id);
    this.live.textContent = payout > 0n ? `Won ${this.money(payout)}` : 'No win';
    if (payout > 0n) this.setMessage('WIN', this.money(payout));
    else if (free.length === 0) this.setMessage('NO WIN', 'Spin again');
    // The last spin's wins keep cycling until the next spin, for a player who looks back.
    const last = round.spins[round.spins.length - 1];
    if (last) this.resting = last.window;
    if (last && free.length === 0) this.cycleWins(presentWins(last, this.scatterId()), bet);
    this.busy = false;
    this.controls.setLocked(false);
    this.continueAutoplay(payout, free.length > 0);
  }

  private continueAutoplay(payout: bigint, freeSpins: boolean): void {
    if (!this.autoplay) return;
    const { state, stop } = afterRound(this.autoplay, {
      payout,
      balance: this.balance,
      freeSpins,
      nextBet: toAtoms(this.currentBet()),
    });
    if (stop) {
      this.stopAutoplay(STOP_MESSAGES[stop]);
      return;
    }
    this.autoplay = state;
    this.controls.setAutoplay(state.remaining);
    setTimeout(
      () => {
        if (this.autoplay && !this.busy) void this.playRound();
      },
      payout > 0n ? 1100 : 350,
    );
  }

  /** The spin did not go through: the reels settle back where they were and the balance is restored. */
  private async abandonSpin(error: unknown): Promise<void> {
    const code = error instanceof ApiError ? error.code : null;
    await sleep(250);
    await Promise.all(this.resting.map((column, reel) => this.reels.land(reel, column, 0, 300)));
    this.renderBalance();
    this.setMessage(isFatal(code) ? 'GAME CLOSED' : 'NOT PLACED', spinErrorMessage(code), true);
    this.live.textContent = spinErrorMessage(code);
    this.stopAutoplay(null);
    this.busy = false;
    this.controls.setLocked(isFatal(code));
  }

  private scatterId(): string {
    return this.document?.symbols.find((symbol) => symbol.role === 'scatter')?.id ?? 'rune';
  }

  /** Lands the reels on `spin`'s window, left to right, with anticipation where it applies. */
  private async spinReels(
    spin: WireSpin,
    clickedAt: number,
    arrivedAt: number,
    timing: SpinTiming,
    minSpinMs: number,
  ): Promise<void> {
    const trigger = this.document?.freeSpins.trigger ?? 3;
    const scatter = this.scatterId();
    const anticipation = anticipationReels(spin.window, scatter, trigger);
    const plan = planStops({ arrivedAt, timing, anticipation, minSpinMs });
    const landings = spin.window.map(
      (column, reel) =>
        new Promise<void>((resolve) => {
          const delay = clickedAt + (plan.stopAt[reel] ?? 0) - performance.now();
          setTimeout(
            () => {
              void this.reels.land(reel, column, spin.stops[reel] ?? 0, timing.landing).then(() => {
                this.reels.setAnticipation(reel, false);
                this.sound.play(column.includes(scatter) ? 'scatter' : 'stop');
                if (column.includes(scatter))
                  this.reels.cellElement(reel, column.indexOf(scatter))?.classList.add('landed');
                // The next reel starts to glow once this one is down, if it anticipates.
                if (anticipation[reel + 1]) this.reels.setAnticipation(reel + 1, true);
                resolve();
              });
            },
            Math.max(0, delay),
          );
        }),
    );
    await Promise.all(landings);
  }

  /** Shows a spin's wins together, counting the win up; `holdMs` keeps them in view (in free spins). */
  private async showWins(spin: WireSpin, amount: bigint, holdMs: number, from = 0n): Promise<void> {
    const wins = presentWins(spin, this.scatterId());
    if (wins.length === 0) return;
    this.highlight(wins);
    this.winLinesLayer.draw(wins.filter((win) => win.kind === 'line'));
    this.sound.play('win');
    const duration = this.reducedMotion ? 0 : Math.min(1400, 500 + wins.length * 120);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const step = () => {
        const t = duration > 0 ? Math.min(1, (performance.now() - started) / duration) : 1;
        this.setMessage(
          spin.reelSet === 'free' ? 'TOTAL WIN' : 'WIN',
          this.money(interpolateAtoms(from, from + amount, t)),
        );
        if (t < 1) requestAnimationFrame(step);
        else resolve();
      };
      step();
    });
    this.message.classList.add('pop');
    setTimeout(() => this.message.classList.remove('pop'), 400);
    if (holdMs > 0) await sleep(holdMs);
  }

  private highlight(wins: readonly PresentedWin[]): void {
    this.frame.classList.add('showing-wins');
    for (const element of this.frame.querySelectorAll('.cell.win')) element.classList.remove('win');
    for (const cell of winningCells(wins)) this.reels.cellElement(cell.reel, cell.row)?.classList.add('win');
  }

  /** Cycles through the wins one at a time, each with its line and amount. */
  private cycleWins(wins: PresentedWin[], bet: string): void {
    if (wins.length === 0) return;
    const document = this.document;
    const names = new Map(document?.symbols.map((symbol) => [symbol.id, symbol.name]) ?? []);
    const lines = document?.paylines.length ?? 20;
    const token = ++this.cycle;
    let index = 0;
    const show = () => {
      if (token !== this.cycle) return;
      const win = wins[index % wins.length] as PresentedWin;
      this.highlight([win]);
      this.winLinesLayer.draw([win]);
      const what = `${win.count} × ${names.get(win.symbol) ?? win.symbol}`;
      const amount = this.money(lineBetsAmount(bet, win.lineBets, lines));
      this.setMessage(win.kind === 'line' ? `LINE ${win.line + 1}` : 'SCATTER', `${what} pays ${amount}`);
      index += 1;
      this.cycleTimer = setTimeout(show, 1500);
    };
    // The total stays in view a moment before the single wins take over.
    this.cycleTimer = setTimeout(show, 1800);
  }

  private clearWins(): void {
    this.cycle += 1;
    if (this.cycleTimer) clearTimeout(this.cycleTimer);
    this.cycleTimer = null;
    this.winLinesLayer.clear();
    this.frame.classList.remove('showing-wins');
    for (const element of this.frame.querySelectorAll('.cell.win, .cell.landed'))
      element.classList.remove('win', 'landed');
  }

  private async playFreeSpins(
    paid: WireSpin,
    free: WireSpin[],
    bet: string,
    baseWin: bigint,
  ): Promise<bigint> {
    const document = this.document as SlotDocument;
    await sleep(this.reducedMotion ? 200 : 600);
    this.sound.play('freeSpins');
    await this.overlays.freeSpinsIntro(
      paid.freeSpinsAdded,
      document.freeSpins.multiplier,
      this.autoplay ? 2500 : 8000,
    );
    this.clearWins();
    this.root.classList.add('free');
    this.reels.setStrips(document.reelStrips.free);
    let total = baseWin;
    let awarded = paid.freeSpinsAdded;
    const timing = this.quickSpin ? QUICK_TIMING : FREE_TIMING;
    for (const [index, spin] of free.entries()) {
      this.fsCounter.hidden = false;
      this.fsCounter.innerHTML = `<span class="fs-label">FREE SPIN</span> <b>${index + 1}</b> <span class="fs-of">of ${awarded}</span>`;
      this.layout();
      this.clearWins();
      this.sound.play('spin');
      this.reels.start(this.quickSpin ? 30 : 60);
      const clickedAt = performance.now();
      await this.spinReels(spin, clickedAt, 0, timing, 0);
      const win = lineBetsAmount(bet, spin.evaluation.lineBets, document.paylines.length);
      if (win > 0n) await this.showWins(spin, win, this.quickSpin ? 500 : 900, total);
      total += win;
      this.setMessage('TOTAL WIN', this.money(total));
      if (spin.freeSpinsAdded > 0) {
        awarded += spin.freeSpinsAdded;
        this.sound.play('freeSpins');
        await this.overlays.banner(`+${spin.freeSpinsAdded} FREE SPINS`, 'RETRIGGER!', 1800);
      } else if (spin.evaluation.freeSpinsAwarded > 0) {
        await this.overlays.banner(
          'MAXIMUM REACHED',
          `${document.freeSpins.maxSpins} free spins per round`,
          1600,
        );
      }
      await sleep(this.quickSpin ? 150 : 350);
    }
    this.clearWins();
    this.fsCounter.hidden = true;
    this.root.classList.remove('free');
    this.reels.setStrips(document.reelStrips.base);
    this.layout();
    return total;
  }
}
