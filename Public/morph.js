// StyleGallery browser side, part 1: the in-place morph that patches a reply's HTML into the page.
// Loaded before gallery.js (both deferred, in order); it defines window.styleGalleryMorph.
'use strict';

(() => {
  // In-place morph: old and new trees are walked together; an element is kept (attributes and
  // children updated) when tag name and `data-k` match, otherwise replaced. Keeping the elements
  // is what lets CSS transitions run and keeps focus and pointer capture.

  const keyOf = (node) =>
    node.nodeType === Node.ELEMENT_NODE && node.hasAttribute('data-k')
      ? `${node.namespaceURI} ${node.nodeName} ${node.getAttribute('data-k')}`
      : null;

  /** Whether `old` can be morphed into the unkeyed `node` in place. */
  function compatible(old, node) {
    if (!old || old.nodeType !== node.nodeType) return false;
    if (node.nodeType !== Node.ELEMENT_NODE) return true;
    return old.nodeName === node.nodeName && old.namespaceURI === node.namespaceURI && keyOf(old) === null;
  }

  function syncAttributes(old, node) {
    for (const attr of Array.from(old.attributes)) {
      const ns = attr.namespaceURI;
      if (ns ? !node.hasAttributeNS(ns, attr.localName) : !node.hasAttribute(attr.name)) {
        if (ns) old.removeAttributeNS(ns, attr.localName); else old.removeAttribute(attr.name);
      }
    }
    for (const attr of Array.from(node.attributes)) {
      const ns = attr.namespaceURI;
      const current = ns ? old.getAttributeNS(ns, attr.localName) : old.getAttribute(attr.name);
      if (current === attr.value) continue;
      if (ns) old.setAttributeNS(ns, attr.name, attr.value); else old.setAttribute(attr.name, attr.value);
    }
  }

  function morphNode(old, node) {
    if (old.nodeType === Node.ELEMENT_NODE) {
      syncAttributes(old, node);
      morphChildren(old, node);
    } else if (old.nodeValue !== node.nodeValue) {
      old.nodeValue = node.nodeValue;
    }
  }

  /** Makes the children of `parent` (live) look like the children of `source` (parsed). */
  function morphChildren(parent, source) {
    const keyed = new Map();
    for (const child of parent.childNodes) {
      const key = keyOf(child);
      if (key !== null && !keyed.has(key)) keyed.set(key, child);
    }
    const wanted = new Set();
    for (const child of source.childNodes) {
      const key = keyOf(child);
      if (key !== null) wanted.add(key);
    }
    const dead = (node) => { const key = keyOf(node); return key !== null && !wanted.has(key); };

    let cursor = parent.firstChild;
    for (const node of Array.from(source.childNodes)) {
      const key = keyOf(node);
      let match = null;
      if (key !== null) {
        match = keyed.get(key) || null;
        keyed.delete(key);
      } else if (compatible(cursor, node)) {
        match = cursor;
      }
      if (match) {
        // Old siblings that the new tree no longer has go now, so the match need not move.
        while (cursor && cursor !== match && dead(cursor)) {
          const next = cursor.nextSibling;
          cursor.remove();
          cursor = next;
        }
        if (cursor === match) cursor = cursor.nextSibling;
        else parent.insertBefore(match, cursor); // reordered siblings: rare
        morphNode(match, node);
      } else {
        parent.insertBefore(document.importNode(node, true), cursor);
      }
    }
    while (cursor) {
      const next = cursor.nextSibling;
      cursor.remove();
      cursor = next;
    }
  }

  // Matched geometry (`matchedGeometryEffect`): in an animated reply, an element whose
  // `data-match` was on another element before is that element moved; it is drawn from the old
  // element's box to its own (FLIP), with the timing of its own `transform` transition.

  /** The boxes of the matched elements of `stage`, by their `data-match`. */
  function matchedBoxes(stage) {
    const boxes = new Map();
    for (const el of stage.querySelectorAll('[data-match]')) {
      boxes.set(el.getAttribute('data-match'), { el, box: el.getBoundingClientRect() });
    }
    return boxes;
  }

  /** `list` split at its top-level commas (a `linear(…)` easing holds commas of its own). */
  function splitTopLevel(list) {
    const items = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < list.length; i += 1) {
      const c = list[i];
      if (c === '(') depth += 1;
      else if (c === ')') depth -= 1;
      else if (c === ',' && depth === 0) {
        items.push(list.slice(start, i).trim());
        start = i + 1;
      }
    }
    items.push(list.slice(start).trim());
    return items;
  }

  /** The duration (ms) and easing of `el`'s transition of `property`, or null if it has none. */
  function transitionOf(el, property) {
    const style = getComputedStyle(el);
    const names = splitTopLevel(style.transitionProperty);
    let index = names.indexOf(property);
    if (index < 0) index = names.indexOf('all');
    if (index < 0) return null;
    const pick = (list) => { const items = splitTopLevel(list); return items[index % items.length]; };
    const duration = pick(style.transitionDuration);
    const ms = duration.endsWith('ms') ? parseFloat(duration) : parseFloat(duration) * 1000;
    return ms > 0 ? { duration: ms, easing: pick(style.transitionTimingFunction) } : null;
  }

  /** Moves each element of `stage` matched to another one in `before` from that one's box to its own. */
  function moveMatched(stage, before) {
    if (before.size === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const el of stage.querySelectorAll('[data-match]')) {
      const old = before.get(el.getAttribute('data-match'));
      if (!old || old.el === el || typeof el.animate !== 'function') continue;
      const timing = transitionOf(el, 'transform');
      const box = el.getBoundingClientRect();
      if (!timing || box.width === 0 || box.height === 0) continue;
      const properties = (el.getAttribute('data-match-properties') || 'position size').split(' ');
      const moves = properties.includes('position');
      const grows = properties.includes('size');
      const dx = moves ? old.box.left + old.box.width / 2 - (box.left + box.width / 2) : 0;
      const dy = moves ? old.box.top + old.box.height / 2 - (box.top + box.height / 2) : 0;
      const sx = grows && old.box.width > 0 ? old.box.width / box.width : 1;
      const sy = grows && old.box.height > 0 ? old.box.height / box.height : 1;
      const own = getComputedStyle(el).transform;
      const rest = own === 'none' ? '' : ` ${own}`;
      el.animate(
        [{ transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})${rest}` }, { transform: own }],
        { duration: timing.duration, easing: timing.easing },
      );
    }
  }

  /**
   * Patches `html` (a reply's canvas) into `stage`; `animated` when the reply carries an
   * animation, so that matched elements move.
   */
  function morphStage(stage, html, animated = false) {
    const template = document.createElement('template');
    template.innerHTML = html;
    const focused = document.activeElement;
    const hadFocus = focused && focused !== document.body && stage.contains(focused);
    const matched = animated ? matchedBoxes(stage) : null;
    morphChildren(stage, template.content);
    if (matched) moveMatched(stage, matched);
    // A moved element loses focus; give it back if it is still on the page.
    if (hadFocus && focused.isConnected && document.activeElement !== focused) {
      focused.focus({ preventScroll: true });
    }
  }

  window.styleGalleryMorph = Object.freeze({ morphStage });
})();
