/**
 * Test support for component tests (not shipped): renders a component into the test's DOM (happy-dom)
 * and lets the test click and read it, with Preact's updates flushed.
 */
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';

export interface Rendered {
  readonly root: HTMLElement;
  /** Renders again with new props (a new view arriving), keeping component state. */
  rerender(node: ComponentChild): void;
  $(selector: string): HTMLElement | null;
  $$(selector: string): HTMLElement[];
  click(selector: string): void;
  unmount(): void;
}

export function mount(node: ComponentChild): Rendered {
  const root = document.createElement('div');
  document.body.append(root);
  // act flushes synchronously for a synchronous callback; its promise only matters for async ones.
  void act(() => render(node, root));
  const r: Rendered = {
    root,
    rerender: (next) => void act(() => render(next, root)),
    $: (s) => root.querySelector<HTMLElement>(s),
    $$: (s) => [...root.querySelectorAll<HTMLElement>(s)],
    click: (s) => {
      const el = root.querySelector<HTMLElement>(s);
      if (!el) throw new Error(`nothing matches ${s}`);
      void act(() => el.click());
    },
    unmount: () => {
      void act(() => render(null, root));
      root.remove();
    },
  };
  return r;
}
