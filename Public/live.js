// StyleGallery's push channel (docs/API.md, "The push channel"): one event stream per page.
// `hello` names the running build: a new one (the gallery restarted on new code) re-fetches
// every preview, each keeping its state, and clears the build overlay. `preview` re-fetches a
// preview another page of this session changed. `build-started` shows "Rebuilding…",
// `build-failed` an overlay with each diagnostic (file, line, message), `build-succeeded`
// clears both. EventSource reconnects by itself (the server sends `retry:`).
'use strict';

(() => {
  const gallery = window.styleGallery;
  if (document.body.hasAttribute('data-static') || !window.EventSource || !gallery) return;

  let build = null;
  let overlay = null;
  let status = null;

  const element = (tag, className, text) => {
    const el = document.createElement(tag);
    if (className) el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  };

  function hideOverlay() {
    if (!overlay) return;
    const { node, opener } = overlay;
    overlay = null;
    node.remove();
    if (opener && opener.isConnected) opener.focus({ preventScroll: true });
  }

  function showStatus(text) {
    if (!status) {
      status = element('div', 'sg-build-status');
      status.setAttribute('role', 'status');
      document.body.append(status);
    }
    status.textContent = text;
    status.hidden = !text;
  }

  /** The overlay of a failed build, as Vite's: each diagnostic's place and message. */
  function showOverlay(diagnostics) {
    hideOverlay();
    const node = element('div', 'sg-build-overlay');
    node.setAttribute('role', 'alertdialog');
    node.setAttribute('aria-modal', 'true');
    node.setAttribute('aria-labelledby', 'sg-build-title');
    node.setAttribute('aria-describedby', 'sg-build-diagnostics');
    node.setAttribute('data-build-overlay', '');
    const panel = element('div', 'sg-build-panel');
    const header = element('div', 'sg-build-header');
    header.append(element('h2', 'sg-build-title', 'Build failed'));
    header.lastChild.id = 'sg-build-title';
    const close = element('button', 'sg-build-close', 'Dismiss');
    close.type = 'button';
    close.addEventListener('click', hideOverlay);
    header.append(close);
    panel.append(header);
    const list = element('ol', 'sg-build-diagnostics');
    list.id = 'sg-build-diagnostics';
    for (const d of diagnostics) {
      const item = element('li');
      const place = [d.file, d.line, d.column].filter((part) => part !== null && part !== undefined && part !== 0).join(':');
      item.append(element('code', 'sg-build-file', place), element('pre', 'sg-build-message', d.message));
      list.append(item);
    }
    panel.append(list);
    panel.append(element('p', 'sg-build-note', 'The gallery keeps serving the last build until this one succeeds.'));
    node.append(panel);
    node.addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.preventDefault(); hideOverlay(); } });
    node.addEventListener('click', (e) => { if (e.target === node) hideOverlay(); });
    overlay = { node, opener: document.activeElement };
    document.body.append(node);
    close.focus({ preventScroll: true });
  }

  const data = (e) => { try { return JSON.parse(e.data); } catch (_) { return null; } };

  // EventSource reconnects by itself after a dropped stream (`retry:`), but not after an answer
  // other than 200 (a busy or rate-limited gallery): the page then opens a new one itself, later.
  // A page told `evicted` (its session has more open pages than the gallery keeps) stays closed.
  let source = null;
  let evicted = false;
  const connect = () => {
    source = new EventSource(`/api/v1/stream?client=${encodeURIComponent(gallery.clientID)}`);
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED && !evicted) setTimeout(connect, 5000);
    });
    source.addEventListener('evicted', () => { evicted = true; source.close(); });
    source.addEventListener('hello', (e) => {
      const hello = data(e);
      if (!hello) return;
      if (build !== null) {
        // A reconnection: events may have been missed (nothing is replayed), and after a rebuild
        // every preview may draw differently. Each card keeps its state: the sessions outlive a restart.
        if (hello.build !== build) { hideOverlay(); showStatus(''); }
        gallery.refresh();
      }
      build = hello.build;
      // Which build the page is connected to, for whoever inspects the page.
      document.documentElement.setAttribute('data-build', build);
    });
    source.addEventListener('preview', (e) => {
      const change = data(e);
      if (change) gallery.refresh(change.preview, change.variant === undefined ? null : change.variant, change.seq);
    });
    source.addEventListener('build-started', () => showStatus('Rebuilding…'));
    source.addEventListener('build-succeeded', () => { showStatus(''); hideOverlay(); });
    source.addEventListener('build-failed', (e) => {
      const failure = data(e);
      showStatus('');
      if (failure) showOverlay(failure.diagnostics || []);
    });
  };
  connect();
  window.addEventListener('pagehide', () => source.close());
})();
