import { el } from './dom';
import { interpolateAtoms } from './format';
import { symbolSvg } from './symbols';

/**
 * The moments laid over the reels: the free-spins intro and total, the retrigger
 * banner and the big-win celebration. Each returns a promise that settles when the
 * moment is over, by a tap or by its own time, so the round's flow reads as a
 * sequence of awaits.
 */

export class Overlays {
  readonly element: HTMLElement;

  constructor(private readonly reducedMotion: boolean) {
    this.element = el('div', { class: 'overlays' });
  }

  /** A full panel that waits for a tap (or `autoMs`, when the player is not deciding, as in autoplay). */
  private panel(
    className: string,
    content: Node[],
    autoMs: number,
    dismiss = 'Tap to continue',
  ): Promise<void> {
    return new Promise((resolve) => {
      const hint = el('div', { class: 'overlay-hint', text: dismiss });
      const panel = el(
        'div',
        { class: `overlay ${className}`, role: 'dialog', 'aria-modal': 'true' },
        ...content,
        hint,
      );
      let done = false;
      const close = () => {
        if (done) return;
        done = true;
        panel.classList.add('leaving');
        window.removeEventListener('keydown', onKey);
        setTimeout(() => panel.remove(), this.reducedMotion ? 0 : 280);
        resolve();
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === ' ' || event.key === 'Enter' || event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      };
      panel.addEventListener('click', close);
      window.addEventListener('keydown', onKey);
      this.element.append(panel);
      setTimeout(close, autoMs);
    });
  }

  freeSpinsIntro(spins: number, multiplier: number, autoMs: number): Promise<void> {
    return this.panel(
      'fs-intro',
      [
        el('div', { class: 'fs-runes', html: symbolSvg('rune', 'rune-art').repeat(3) }),
        el('div', { class: 'fs-title', text: 'CONGRATULATIONS' }),
        el('div', { class: 'fs-big', html: `<span>${spins}</span> FREE SPINS` }),
        el('div', { class: 'fs-multi', text: `ALL WINS x${multiplier}` }),
      ],
      autoMs,
      'Tap to start',
    );
  }

  freeSpinsTotal(amount: string, spinsPlayed: number, autoMs: number): Promise<void> {
    return this.panel(
      'fs-total',
      [
        el('div', { class: 'fs-title', text: 'FREE SPINS COMPLETE' }),
        el('div', { class: 'fs-sub', text: `${spinsPlayed} free spins played` }),
        el('div', { class: 'fs-total-label', text: 'TOTAL WIN' }),
        el('div', { class: 'fs-amount', text: amount }),
      ],
      autoMs,
    );
  }

  /** A banner across the reels that leaves by itself (a retrigger). */
  banner(title: string, subtitle: string, ms: number): Promise<void> {
    const banner = el(
      'div',
      { class: 'banner', role: 'status' },
      el('div', { class: 'banner-title', text: title }),
      el('div', { class: 'banner-sub', text: subtitle }),
    );
    this.element.append(banner);
    return new Promise((resolve) =>
      setTimeout(() => {
        banner.classList.add('leaving');
        setTimeout(() => {
          banner.remove();
          resolve();
        }, 300);
      }, ms),
    );
  }

  /**
   * The big-win celebration: the tier's title, the amount counting up over `ms`, and
   * coins and embers thrown from the bottom. A first tap finishes the count at once;
   * a second (or the end of the count and a pause) closes it.
   */
  celebrate(options: {
    title: string;
    tier: string;
    amount: bigint;
    format: (atoms: bigint) => string;
    ms: number;
    onTick?: () => void;
  }): Promise<void> {
    const { title, tier, amount, format, ms, onTick } = options;
    return new Promise((resolve) => {
      const canvas = el('canvas', { class: 'particles' });
      const value = el('div', { class: 'bw-amount', text: format(0n) });
      const panel = el(
        'div',
        { class: `overlay big-win tier-${tier}`, role: 'dialog', 'aria-modal': 'true', 'aria-label': title },
        canvas,
        el('div', { class: 'bw-rays' }),
        el('div', { class: 'bw-title', text: title }),
        value,
        el('div', { class: 'overlay-hint', text: 'Tap to skip' }),
      );
      this.element.append(panel);
      const particles = this.reducedMotion
        ? null
        : new Particles(canvas, tier === 'epic' ? 3 : tier === 'mega' ? 2 : 1.2);
      const started = performance.now();
      let finished = false;
      let closed = false;
      let lastTick = 0;
      const close = () => {
        if (closed) return;
        closed = true;
        window.removeEventListener('keydown', onKey);
        panel.classList.add('leaving');
        setTimeout(
          () => {
            particles?.stop();
            panel.remove();
            resolve();
          },
          this.reducedMotion ? 0 : 320,
        );
      };
      const finish = () => {
        if (finished) return;
        finished = true;
        value.textContent = format(amount);
        panel.classList.add('counted');
        setTimeout(close, 2200);
      };
      const onTap = () => (finished ? close() : finish());
      const onKey = (event: KeyboardEvent) => {
        if (event.key === ' ' || event.key === 'Enter' || event.key === 'Escape') {
          event.preventDefault();
          onTap();
        }
      };
      panel.addEventListener('click', onTap);
      window.addEventListener('keydown', onKey);
      const step = (now: number) => {
        if (finished) return;
        const t = ms > 0 ? Math.min(1, (now - started) / ms) : 1;
        // Ease out, so the count slows as it nears the total and the last digits can be read.
        const eased = 1 - (1 - t) ** 3;
        value.textContent = format(interpolateAtoms(0n, amount, eased));
        if (onTick && now - lastTick > 90) {
          lastTick = now;
          onTick();
        }
        if (t >= 1) finish();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  }
}

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  spin: number;
  angle: number;
  size: number;
  kind: 'coin' | 'ember';
}

/** Coins and embers on a canvas, thrown up from the bottom and falling back. */
class Particles {
  private readonly context: CanvasRenderingContext2D | null;
  private readonly particles: Particle[] = [];
  private frame = 0;
  private running = true;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly rate: number,
  ) {
    this.context = canvas.getContext('2d');
    requestAnimationFrame(() => this.start());
  }

  private start(): void {
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    this.canvas.width = this.canvas.clientWidth * ratio;
    this.canvas.height = this.canvas.clientHeight * ratio;
    this.context?.scale(ratio, ratio);
    let last = performance.now();
    const step = (now: number) => {
      if (!this.running) return;
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      this.update(dt);
      this.draw();
      this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  stop(): void {
    this.running = false;
    cancelAnimationFrame(this.frame);
  }

  private update(dt: number): void {
    const width = this.canvas.clientWidth;
    const height = this.canvas.clientHeight;
    // Fewer coins on a small screen, where the same number would bury the amount.
    const spawn = this.rate * 60 * dt * Math.min(1, Math.max(0.3, width / 1000));
    for (let i = 0; i < spawn + (Math.random() < spawn % 1 ? 1 : 0); i += 1) {
      const coin = Math.random() < 0.6;
      this.particles.push({
        x: width * (0.2 + Math.random() * 0.6),
        y: height + 20,
        vx: (Math.random() - 0.5) * width * 0.9,
        vy: -height * (1.1 + Math.random() * 0.7),
        spin: (Math.random() - 0.5) * 12,
        angle: Math.random() * Math.PI,
        size: coin ? 9 + Math.random() * 9 : 2 + Math.random() * 3,
        kind: coin ? 'coin' : 'ember',
      });
    }
    const gravity = height * 1.6;
    for (const particle of this.particles) {
      particle.vy += gravity * dt;
      particle.x += particle.vx * dt;
      particle.y += particle.vy * dt;
      particle.angle += particle.spin * dt;
    }
    for (let i = this.particles.length - 1; i >= 0; i -= 1)
      if ((this.particles[i]?.y ?? 0) > height + 40) this.particles.splice(i, 1);
  }

  private draw(): void {
    const context = this.context;
    if (!context) return;
    context.clearRect(0, 0, this.canvas.clientWidth, this.canvas.clientHeight);
    for (const particle of this.particles) {
      if (particle.kind === 'ember') {
        context.fillStyle = 'rgba(255, 150, 40, 0.9)';
        context.beginPath();
        context.arc(particle.x, particle.y, particle.size, 0, Math.PI * 2);
        context.fill();
        continue;
      }
      // A coin seen turning: an ellipse whose width follows the cosine of its angle.
      const width = Math.abs(Math.cos(particle.angle)) * particle.size + 1;
      const gradient = context.createLinearGradient(
        particle.x - width,
        particle.y - particle.size,
        particle.x + width,
        particle.y + particle.size,
      );
      gradient.addColorStop(0, '#fff3b0');
      gradient.addColorStop(0.45, '#f7c948');
      gradient.addColorStop(1, '#9a6208');
      context.fillStyle = gradient;
      context.beginPath();
      context.ellipse(particle.x, particle.y, width, particle.size, 0, 0, Math.PI * 2);
      context.fill();
      context.strokeStyle = '#7a4a05';
      context.lineWidth = 1.2;
      context.stroke();
    }
  }
}
