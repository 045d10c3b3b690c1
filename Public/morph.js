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

  function morphStage(stage, html) {
    const template = document.createElement('template');
    template.innerHTML = html;
    const focused = document.activeElement;
    const hadFocus = focused && focused !== document.body && stage.contains(focused);
    morphChildren(stage, template.content);
    // A moved element loses focus; give it back if it is still on the page.
    if (hadFocus && focused.isConnected && document.activeElement !== focused) {
      focused.focus({ preventScroll: true });
    }
  }

  window.styleGalleryMorph = Object.freeze({ morphStage });
})();
