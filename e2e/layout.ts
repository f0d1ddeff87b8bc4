import type { Locator, Page } from '@playwright/test';

/**
 * Layout checks the browser tests share. An element "sticks out" when its box reaches
 * past the right edge of the screen and no scrolling or clipping box holds it (a
 * carousel's off-screen cards are inside theirs, and that is fine).
 */

/** The elements that make the page wider than its screen (the outermost of each), as readable lines; [] when it fits. */
export async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        element.getBoundingClientRect().width > 0 &&
        sticksOut(element) &&
        !(element.parentElement && sticksOut(element.parentElement)) &&
        !held(element),
    );
    return [
      `page is ${scrollWidth}px wide on a ${width}px screen`,
      ...culprits.map((element) => {
        const name = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}.${name} ends at ${Math.round(element.getBoundingClientRect().right)}px: "${text}"`;
      }),
    ];
  });
}

/** The visible elements inside `container` whose box reaches past the screen's right edge, unless a scrolling box inside it holds them. */
export async function overflowPastRight(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const width = window.innerWidth;
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 0.5 && !held(element);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 20)}" ends at ${Math.round(element.getBoundingClientRect().right)}px`,
      );
  });
}

/**
 * What is wrong with the header's fit, as readable lines ([] when it fits): the logo
 * missing (where `withLogo`; a phone's game header gives its room to Back), clipped or
 * outside the header, two controls (or a loading placeholder and a control)
 * overlapping, or a control past the header's edges.
 */
export async function headerFaults(page: Page, { withLogo = true } = {}): Promise<string[]> {
  // The site's header is the one holding the Chat button (pages and dialogs have headers of their own).
  const siteHeader = page.locator('header').filter({ has: page.getByRole('button', { name: /^Chat/ }) });
  return siteHeader.evaluate((header, logoExpected) => {
    const faults: string[] = [];
    const inner = (header.firstElementChild ?? header).getBoundingClientRect();
    // A logo that gives its room away is not displayed: a box without width.
    const logo = Array.from(header.querySelectorAll<HTMLElement>('a[aria-label="Ante home"]')).find(
      (link) => link.getBoundingClientRect().width > 0,
    );
    if (!logo) {
      if (logoExpected) faults.push('no logo');
    } else {
      const box = logo.getBoundingClientRect();
      const markBox = Array.from(logo.querySelectorAll('svg'))
        .map((svg) => svg.getBoundingClientRect())
        .find((candidate) => candidate.width > 0);
      if (logo.scrollWidth > logo.clientWidth)
        faults.push(`logo clipped: ${logo.scrollWidth} > ${logo.clientWidth}`);
      if (!markBox || markBox.left < box.left || markBox.right > box.right + 0.5)
        faults.push('logo mark outside its link');
      if (box.left < inner.left || box.right > inner.right) faults.push('logo outside the header');
    }
    // A placeholder standing in for a control while it loads takes room as the control does.
    const controls = Array.from(
      header.querySelectorAll<HTMLElement>('a, button, .mantine-Skeleton-root'),
    ).filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== 'hidden';
    });
    const name = (control: HTMLElement) =>
      control.classList.contains('mantine-Skeleton-root')
        ? 'a loading placeholder'
        : (control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '?');
    controls.forEach((control, index) => {
      const a = control.getBoundingClientRect();
      if (a.left < inner.left - 0.5 || a.right > inner.right + 0.5)
        faults.push(
          `${name(control)} (${Math.round(a.left)}-${Math.round(a.right)}) outside the header (${Math.round(inner.left)}-${Math.round(inner.right)})`,
        );
      for (const other of controls.slice(index + 1)) {
        if (control.contains(other) || other.contains(control)) continue;
        const b = other.getBoundingClientRect();
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 0.5 && overlapY > 0.5)
          faults.push(`${name(control)} overlaps ${name(other)} by ${Math.round(overlapX)}px`);
      }
    });
    return faults;
  }, withLogo);
}

/**
 * The page's visible editable fields whose value is wider than the field (a stake or a
 * multiplier cut short). A read-only field (a referral link beside its Copy button) may scroll.
 */
export async function cutFields(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('input'))
      .filter((field) => !field.readOnly && field.offsetWidth > 0 && field.scrollWidth > field.clientWidth)
      .map((field) => `"${field.value}" needs ${field.scrollWidth}px of ${field.clientWidth}px`),
  );
}

/**
 * Text cut short inside `root`: elements holding text of their own whose text needs
 * more room than their box gives it (cut by an ellipsis or a clip, or spilling over its
 * neighbours). Text may be cut only where the element, or one around it, carries a
 * `title` with the whole of it (a long address, a player's name).
 */
export async function cutText(root: Locator): Promise<string[]> {
  return root.evaluate((top) =>
    [top, ...Array.from(top.querySelectorAll('*'))]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        // A 1px box is text kept for screen readers only (visually hidden), not shown text.
        if (!ownText || element.clientWidth <= 1 || element.closest('[title]')) return false;
        const style = getComputedStyle(element);
        const clipsY =
          style.overflowY !== 'visible' && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
        return (
          element.scrollWidth > element.clientWidth + 1 ||
          (clipsY && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(
        (element) =>
          `"${(element.textContent ?? '').trim().slice(0, 40)}" needs ${element.scrollWidth}px of ${element.clientWidth}px`,
      ),
  );
}

/**
 * Numbers inside `root` broken over two lines ("0.0001" on one, "2345" on the next): a
 * number is read at a glance only when it stays whole.
 */
export async function brokenNumbers(root: Locator): Promise<string[]> {
  return root.evaluate((top) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\d[\d,.]*\d/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) broken.push(`"${match[0]}" runs over ${lines.size} lines`);
      }
    }
    return broken;
  });
}

/**
 * The visible elements inside `container` whose box reaches past its left or right
 * edge, unless a scrolling or clipping box inside it holds them: a card whose content
 * spills out of it.
 */
export async function overflowOf(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const edges = root.getBoundingClientRect();
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(root.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const outside = box.right > edges.right + 0.5 || box.left < edges.left - 0.5;
        return box.width > 0 && box.height > 0 && outside && !held(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 24)}" spans ${Math.round(box.left)}-${Math.round(box.right)}px of ${Math.round(edges.left)}-${Math.round(edges.right)}px`;
      });
  });
}

/** Among `items`, the pairs whose boxes overlap (cards landing on each other's places). */
export async function overlaps(items: Locator): Promise<string[]> {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom, name: element.getAttribute('aria-label') ?? element.tagName };
    }),
  );
  const faults: string[] = [];
  boxes.forEach((a, index) => {
    for (const [offset, b] of boxes.slice(index + 1).entries()) {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5)
        faults.push(
          `${index + 1}. ${a.name} overlaps ${index + offset + 2}. ${b.name} by ${Math.round(overlapX)}px`,
        );
    }
  });
  return faults;
}

/** The items of a bar (a tab bar's tabs) not wholly in its view: a label cut at the bar's edge. */
export async function itemsOutOfView(bar: Locator, items: Locator): Promise<string[]> {
  const edges = await bar.boundingBox();
  if (!edges) return ['the bar is not shown'];
  const faults: string[] = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (!box || box.x < edges.x - 0.5 || box.x + box.width > edges.x + edges.width + 0.5)
      faults.push(
        `"${await item.textContent()}" at ${box ? `${Math.round(box.x)}-${Math.round(box.x + box.width)}` : 'nowhere'}px of ${Math.round(edges.x)}-${Math.round(edges.x + edges.width)}px`,
      );
  }
  return faults;
}
