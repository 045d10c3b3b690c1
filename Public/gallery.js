// StyleGallery browser side: reports what the user did, patches in what the server renders.
// No framework, no build step. The server decides everything; this file only forwards pointer,
// key and environment events as JSON (docs/API.md) and morphs the reply's HTML into the page.
'use strict';

(() => {
  const API = '/api/v1/previews/';
  const { morphStage } = window.styleGalleryMorph;

  // ArrowLeft and ArrowRight go as the keys they are: the server moves a horizontal slider drawn
  // right to left the way the key points (docs/API.md, `key`).
  const KEYS = {
    ArrowRight: 'arrowRight', ArrowUp: 'increment',
    ArrowLeft: 'arrowLeft', ArrowDown: 'decrement',
    PageUp: 'pageIncrement', PageDown: 'pageDecrement',
    Home: 'home', End: 'end',
  };

  // A long press's "still held" prompt goes this long after its duration, so that it reaches the
  // server, which timed the press from its `began`, after the duration there too.
  const PRESS_PROMPT_MARGIN_MS = 50;

  const darkQuery = matchMedia('(prefers-color-scheme: dark)');
  const motionQuery = matchMedia('(prefers-reduced-motion: reduce)');

  const previews = [];
  let idleWaiters = [];

  // This page's id among the session's open pages: sent with every request, so that the push
  // channel (live.js) tells the other pages of a change this page made, not this page itself.
  const CLIENT_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

  /** The element's gestures, from `data-gestures="drag key"`. */
  const gestures = (el) => (el.getAttribute('data-gestures') || '').split(/\s+/);

  /**
   * The corner radius, in px, of the shape a target is drawn as or on: the target itself when it is
   * a shape, else its background (a first child shape as large as it); null for any other target.
   * The server writes every rounded shape (a rounded rectangle, a capsule, a circle) as a path
   * whose first arc has the corner radius: `M x y h w a r r 0 0 1 …`.
   */
  const shapeRadius = (el) => {
    const shape = el.matches('svg.sg-shape') ? el : el.querySelector(':scope > svg.sg-shape:first-child');
    if (!shape) return null;
    const [box, drawn] = [el.getBoundingClientRect(), shape.getBoundingClientRect()];
    if (Math.abs(box.width - drawn.width) > 1 || Math.abs(box.height - drawn.height) > 1) return null;
    const path = shape.querySelector('path');
    const arc = /^M[-\d.e]+ [-\d.e]+h[-\d.e]+a([\d.e]+) /.exec(path ? path.getAttribute('d') || '' : '');
    return arc ? Number.parseFloat(arc[1]) : null;
  };

  /**
   * Gives a focused target's ring the corners of the shape it is drawn as or on (gallery.css reads
   * `--sg-focus-radius`). It is set again after each reply, whose morph rewrites the style.
   */
  const shapeFocusRing = (el) => {
    if (!(el instanceof Element) || !el.hasAttribute('data-target')) return;
    const radius = shapeRadius(el);
    if (radius !== null) el.style.setProperty('--sg-focus-radius', `${radius}px`);
  };

  /** `client` (a pointer event) in `el`'s own coordinates, CSS px. */
  const localPoint = (el, client) => {
    const r = el.getBoundingClientRect();
    const round = (v) => Math.round(v * 100) / 100;
    return { x: round(client.clientX - r.left), y: round(client.clientY - r.top) };
  };

  /** `client` (a pointer event) relative to `origin`, a point in page coordinates, CSS px. */
  const fromOrigin = (origin, client) => {
    const round = (v) => Math.round(v * 100) / 100;
    return { x: round(client.clientX + window.scrollX - origin.x), y: round(client.clientY + window.scrollY - origin.y) };
  };

  // The toolbar's environment keys (docs/API.md). The page pins some of them (its URL, its
  // toolbar); colorScheme and reduceMotion left automatic follow the browser's prefers-*.
  const ENVIRONMENT_KEYS = ['colorScheme', 'layoutDirection', 'controlSize', 'tint', 'disabled',
    'reduceMotion', 'dynamicTypeSize'];
  const FLAG_KEYS = ['disabled', 'reduceMotion'];

  /**
   * The values the page pins, `{colorScheme: 'dark', …}`: its toolbar's as rendered by the server;
   * on a page without a toolbar (embed mode), those of its URL, as the server read them into the
   * embedded card's `data-environment` (a query; values the server ignored are left out).
   */
  const pinnedOnPage = () => {
    const form = document.querySelector('form[data-toolbar]');
    const card = document.querySelector('section.sg-preview[data-environment]');
    const query = new URLSearchParams(card ? card.getAttribute('data-environment') : '');
    const pins = {};
    for (const key of ENVIRONMENT_KEYS) {
      const field = form && form.elements[key];
      const value = !form ? query.get(key) || ''
        : !field ? '' : field.type === 'checkbox' ? (field.checked ? field.value : '') : field.value;
      if (value) pins[key] = value;
    }
    return pins;
  };
  let pinned = {};

  /** Every key of the environment: a pinned value, the browser's, or null (the default). */
  const environmentEvent = () => {
    const event = { type: 'environment' };
    for (const key of ENVIRONMENT_KEYS) {
      const value = pinned[key];
      event[key] = value === undefined ? null : FLAG_KEYS.includes(key) ? value === '1' : value;
    }
    if (pinned.colorScheme === undefined) event.colorScheme = darkQuery.matches ? 'dark' : 'light';
    if (pinned.reduceMotion === undefined) event.reduceMotion = motionQuery.matches;
    return event;
  };

  /**
   * `value` as JSON with each number rounded to 12 significant digits, as the server writes the
   * state panel: a person reads one step of 0.1 from 0.2 as 0.3, not 0.30000000000000004. The
   * API's `state` stays exact.
   */
  const readableJSON = (value) =>
    JSON.stringify(value, (key, v) => (typeof v === 'number' && Number.isFinite(v) ? Number(v.toPrecision(12)) : v));

  function notifyIfIdle() {
    if (previews.some((p) => p.busy)) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  /**
   * The markup hash of a patch (8 hex digits), as the server's (docs/API.md): the sum, modulo
   * 2^32, of one hash per token: FNV-1a of its index, then of its UTF-16 code units four to a
   * word (`u0 ^ u1 << 8 ^ u2 << 16 ^ u3 << 24`), then of its length.
   */
  function markupHash(tokens) {
    let sum = 0;
    tokens.forEach((token, index) => {
      const unit = (i) => (i < token.length ? token.charCodeAt(i) : 0);
      let hash = Math.imul(0x811c9dc5 ^ index, 0x01000193);
      for (let i = 0; i < token.length; i += 4) {
        const word = unit(i) ^ (unit(i + 1) << 8) ^ (unit(i + 2) << 16) ^ (unit(i + 3) << 24);
        hash = Math.imul(hash ^ word, 0x01000193);
      }
      hash = Math.imul(hash ^ token.length, 0x01000193);
      sum = (sum + hash) | 0;
    });
    return (sum >>> 0).toString(16).padStart(8, '0');
  }

  // ---------------------------------------------------------------------------------------------
  // One preview: its sequence number, a queue with at most one request in flight.

  class Preview {
    constructor(section) {
      this.section = section;
      this.id = section.getAttribute('data-preview');
      this.seq = Number.parseInt(section.getAttribute('data-seq') || '0', 10) || 0;
      this.stage = section.querySelector('.sg-stage');
      this.stateView = section.querySelector('[data-state]');
      this.errorView = section.querySelector('[data-error]');
      /** What the server said of the preview when it drew the card (an unknown colour name): kept under any event's error. */
      this.problemText = this.errorView ? this.errorView.textContent : '';
      this.offeredWidth = this.serverWidth();
      this.queue = [];
      this.inFlight = false;
      this.drag = null; // {el, target, pointerId, moved, location}
      this.press = null; // {target, pointerId or key, x, y, distance, timers}
      this.suppressClick = false;
      this.sheets = []; // the presented sheets, outermost first: {key, opener (a data-target id)}
      this.html = null; // the markup of the last reply, which the next reply may patch
      this.listen();
    }

    get busy() { return this.inFlight || this.queue.length > 0; }

    get url() { return API + encodeURIComponent(this.id); }

    /** A matrix cell's variant (its own instance, its environment fixed), or null. */
    get variant() { return this.section.getAttribute('data-variant'); }

    /** Sends the page's environment, unless the environment is the variant's own. */
    /** Sends the environment; `byUser` when the user chose it (the toolbar), else the page's own setup. */
    postEnvironment(byUser = false) { if (this.variant === null) this.post(environmentEvent(), { setup: !byUser }); }

    /**
     * Queues an event; a `changed` drag replaces the target's queued `changed` (newest move wins),
     * and an `input` replaces the target's `input` at the end of the queue (the newest text wins;
     * one that an event of another kind follows stays, so that a submit sends what it followed).
     */
    /** Queues `event`; `setup` marks one the page sends by itself (the inspector logs it apart). */
    post(event, { setup = false } = {}) {
      const coalescable = (e) =>
        (e.type === 'drag' && e.phase === 'changed') || e.type === 'environment';
      const queued = this.queue[this.queue.length - 1];
      if (event.type === 'input' && queued && queued.kind === 'event' && queued.body.type === 'input'
        && queued.body.target === event.target) {
        this.queue.pop();
      } else if (coalescable(event)) {
        const same = (e) => e.kind === 'event' && e.body.type === event.type && e.body.target === event.target;
        let last = -1;
        this.queue.forEach((item, i) => {
          if (item.kind === 'reset') last = -1; // nothing crosses a reset
          else if (same(item)) last = i;
        });
        if (last >= 0 && coalescable(this.queue[last].body)) this.queue.splice(last, 1);
      }
      this.queue.push({ kind: 'event', body: event, retried: false, setup });
      this.pump();
    }

    reset() {
      this.queue.push({ kind: 'reset' });
      this.pump();
    }

    /** Takes the whole preview from the server after this page's queued events (one at a time). */
    refresh() {
      if (!this.queue.some((item) => item.kind === 'resync')) this.queue.push({ kind: 'resync' });
      this.pump();
    }

    async pump() {
      if (this.inFlight) return;
      const item = this.queue.shift();
      if (!item) { notifyIfIdle(); return; }
      this.inFlight = true;
      try {
        await this.send(item);
      } catch (error) {
        this.showError(error && error.message ? error.message : String(error));
      } finally {
        this.inFlight = false;
      }
      this.pump();
    }

    async send(item) {
      if (item.kind === 'resync') { await this.resync(); return; }
      let response;
      const started = performance.now();
      const sent = item.kind === 'reset' ? null : { seq: this.seq + 1, ...item.body };
      if (item.kind === 'reset') {
        response = await this.request('POST', '/reset');
      } else {
        // Holding the last reply's markup, we can take the next one as a patch of it.
        response = await this.request('POST', '/events', sent, this.html !== null);
      }
      const reply = await response.json().catch(() => null);
      const refused = response.ok && reply && reply.patch && !this.unpatch(reply);
      // For whoever watches the exchanges (the inspector): what was sent and what came back.
      this.section.dispatchEvent(new CustomEvent('sg:exchange', {
        detail: {
          kind: item.kind, sent, setup: !!item.setup, status: response.status, reply,
          sentAtMs: started, elapsedMs: performance.now() - started, serverTiming: response.headers.get('Server-Timing'),
        },
      }));
      if (refused) {
        // Our markup is not the server's (a lost reply, another tab): take the whole preview.
        await this.resync();
        return;
      }
      if (response.ok && reply) {
        this.apply(reply);
        this.showError('');
        return;
      }
      if ((response.status === 502 || response.status === 503 || response.status === 504) && (item.attempts || 0) < 12) {
        // Not applied, or applied and not yet acknowledged (its process died, its session is
        // moving to another, its store is back in a moment): the same event with the same seq,
        // after the Retry-After the server asks for (at most 5 s), is applied once either way.
        item.attempts = (item.attempts || 0) + 1;
        const seconds = Math.min(5, Math.max(0.25, Number(response.headers.get('Retry-After')) || 1));
        await new Promise((resolve) => { setTimeout(resolve, seconds * 1000); });
        this.queue.unshift(item);
        return;
      }
      if (response.status === 409) {
        // Our seq was current: the event itself conflicts with the preview (a drag that is over),
        // and sending it again cannot help. Otherwise another tab of this session moved on:
        // resync, then send the event once more.
        const stale = !(reply && reply.seq === this.seq);
        await this.resync();
        if (stale && item.kind === 'event' && !item.retried) {
          item.retried = true;
          this.queue.unshift(item);
        }
        return;
      }
      this.showError(reply && reply.message ? reply.message : `${response.status} ${response.statusText}`);
    }

    async resync() {
      const response = await this.request('GET', '');
      const reply = await response.json().catch(() => null);
      if (!response.ok || !reply) {
        this.showError(reply && reply.message ? reply.message : `${response.status} ${response.statusText}`);
        return;
      }
      this.apply(reply);
    }

    /**
     * Turns a minimal reply's `patch` (edits of the markup we hold, see docs/API.md) into its
     * `html`; false when the result is not the server's markup (its hash differs).
     */
    unpatch(reply) {
      if (this.html === null) return false;
      const tokens = [];
      let start = 0;
      for (let i = this.html.indexOf('<', 1); i !== -1; i = this.html.indexOf('<', i + 1)) {
        tokens.push(this.html.slice(start, i));
        start = i;
      }
      tokens.push(this.html.slice(start));
      for (const [index, keepStart, keepEnd, text] of reply.patch.edits) {
        const token = tokens[index];
        if (token === undefined || keepStart + keepEnd > token.length) return false;
        tokens[index] = token.slice(0, keepStart) + text + token.slice(token.length - keepEnd);
      }
      if (markupHash(tokens) !== reply.patch.hash) return false;
      reply.html = tokens.join('');
      return true;
    }

    request(method, path, body, minimal = false) {
      const init = { method, credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Gallery-Client': CLIENT_ID } };
      if (minimal) init.headers.Prefer = 'return=minimal';
      if (body !== undefined) {
        init.headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      const variant = this.variant;
      return fetch(this.url + path + (variant === null ? '' : `?variant=${encodeURIComponent(variant)}`), init);
    }

    apply(reply) {
      if (Number.isInteger(reply.seq)) {
        this.seq = reply.seq;
        this.section.setAttribute('data-seq', String(reply.seq));
      }
      if (typeof reply.html === 'string') this.html = reply.html;
      if (typeof reply.html === 'string' && this.stage) {
        // Read before the morph: presenting a sheet replaces the element that had focus.
        const active = document.activeElement;
        const focused = active && this.section.contains(active) ? active.getAttribute('data-target') : null;
        morphStage(this.stage, reply.html, !!reply.animation);
        this.followSheets(focused);
        this.settleFields();
        if (this.section.contains(document.activeElement)) shapeFocusRing(document.activeElement);
      }
      if (this.stateView && reply.state !== undefined) {
        this.stateView.textContent = readableJSON(reply.state);
      }
      if (reply.seq === 0) {
        // A reset (here or in another tab): a drag in progress is over on the server, so its
        // moves and end are not sent; and the server is back to its default width and
        // environment, so tell it this page's again.
        if (this.drag) {
          this.drag = null;
          document.documentElement.classList.remove('sg-dragging');
        }
        if (this.press) {
          this.press.timers.forEach(clearTimeout);
          this.press = null;
        }
        this.offeredWidth = this.serverWidth();
        this.postEnvironment();
        this.reportGeometry();
      }
    }

    /**
     * Focus follows the sheets (WAI-ARIA modal dialog): into a sheet when it is presented, back to
     * the element that presented it (`focused`, the target that had focus before the reply) when it
     * is dismissed. Elements are found by their `data-k` and `data-target`, because the morph may
     * replace the elements themselves.
     */
    followSheets(focused) {
      const panels = Array.from(this.stage.querySelectorAll('[role=dialog][data-k]'));
      const keys = panels.map((panel) => panel.getAttribute('data-k'));
      while (this.sheets.length && !keys.includes(this.sheets[this.sheets.length - 1].key)) {
        const { opener } = this.sheets.pop();
        const el = opener && this.section.querySelector(`[data-target="${CSS.escape(opener)}"]`);
        if (el) el.focus({ preventScroll: true });
      }
      for (const panel of panels.slice(this.sheets.length)) {
        this.sheets.push({ key: panel.getAttribute('data-k'), opener: focused });
        const first = panel.querySelector('[data-target][tabindex="0"]') || panel;
        first.focus({ preventScroll: true });
      }
    }

    /**
     * Shows the model's text in each text field whose text differs from it, unless the user's
     * newer typing is still queued (its reply decides). A field whose text is the model's is left
     * alone, caret and selection included; a field the model changed (it lower-cased or cut what
     * was typed) gets the model's text with the caret at its end. The morph sets only the `value`
     * attribute, which a field the user typed in no longer shows.
     */
    settleFields() {
      for (const el of this.stage.querySelectorAll('input[data-k]')) {
        const text = el.getAttribute('value') || '';
        if (el.value === text) continue;
        const target = el.getAttribute('data-target');
        const typing = (item) => item.kind === 'event' && item.body.type === 'input' && item.body.target === target;
        if (target && this.queue.some(typing)) continue;
        el.value = text;
        if (document.activeElement === el) {
          try { el.setSelectionRange(text.length, text.length); } catch (_) { /* a type without a caret */ }
        }
      }
    }

    /** The width the server offered the canvas it drew last (its `data-offered-width`), if known. */
    serverWidth() {
      const canvas = this.section.querySelector('.sg-canvas[data-offered-width]');
      const width = canvas ? Number.parseFloat(canvas.getAttribute('data-offered-width')) : NaN;
      return Number.isFinite(width) ? width : undefined;
    }

    showError(message) {
      if (!this.errorView) return;
      const text = message || this.problemText;
      if (this.errorView.textContent !== text) this.errorView.textContent = text;
    }

    // --- input --------------------------------------------------------------------------------

    /** The interactive element at `node` in this preview that has `gesture`, or null. */
    targetFor(node, gesture) {
      const el = node instanceof Element ? node.closest('[data-target]') : null;
      if (!el || !this.section.contains(el) || !gestures(el).includes(gesture)) return null;
      return el;
    }

    /** The live element for `target`: the one we hold if still on the page, else its successor. */
    liveTarget(el, target) {
      if (el.isConnected) return el;
      return this.section.querySelector(`[data-target="${CSS.escape(target)}"]`);
    }

    listen() {
      const section = this.section;
      section.addEventListener('pointerdown', (e) => this.pointerDown(e));
      section.addEventListener('click', (e) => this.click(e));
      section.addEventListener('keydown', (e) => this.keyDown(e));
      section.addEventListener('input', (e) => this.typed(e));
      section.addEventListener('keyup', (e) => this.keyUp(e));
      section.addEventListener('focusin', (e) => shapeFocusRing(e.target));
      // Focus leaving a key-held long press cancels it; a touch's long press shows no menu.
      section.addEventListener('focusout', () => { if (this.press && this.press.key) this.endPress('cancelled'); });
      section.addEventListener('contextmenu', (e) => {
        if (e.target instanceof Element && e.target.closest('[data-press-duration]')) e.preventDefault();
      });
      const resetButton = section.querySelector('button[data-reset]');
      if (resetButton) {
        resetButton.addEventListener('click', (e) => { e.preventDefault(); this.reset(); });
        resetButton.hidden = false; // hidden until now: without JS the no-JS form's Reset stands in
      }
    }

    /** Tells the server the width its stage offers the canvas, when it changed (DESIGN.md). */
    reportGeometry() {
      const stage = this.section.querySelector('.sg-stage');
      if (!stage) return;
      const style = getComputedStyle(stage);
      const width = Math.floor(stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
      if (!(width > 0) || width === this.offeredWidth) return;
      this.offeredWidth = width;
      this.post({ type: 'geometry', width }, { setup: true });
    }

    /** A button held down: the server draws its pressed state until the pointer lifts. */
    pressDown(e) {
      const el = this.targetFor(e.target, 'press');
      if (!el || !e.isPrimary || e.button !== 0) return;
      this.beginPress(el, { pointerId: e.pointerId, x: e.clientX, y: e.clientY });
    }

    /**
     * Posts a press's `began`. On a long-press element (`data-press-duration`, seconds) it also
     * posts a `changed` ("still held") a little after each duration: the server, which timed the
     * press from its `began`, decides whether it was held long enough (docs/API.md).
     */
    beginPress(el, press) {
      if (this.press) this.endPress('cancelled');
      const target = el.getAttribute('data-target');
      const distance = Number.parseFloat(el.getAttribute('data-press-distance'));
      this.press = { ...press, target, distance: Number.isFinite(distance) ? distance : Infinity, timers: [] };
      this.post({ target, type: 'press', phase: 'began' });
      const durations = (el.getAttribute('data-press-duration') || '').split(/\s+/).map(Number.parseFloat);
      for (const seconds of durations.filter(Number.isFinite)) {
        const current = this.press;
        current.timers.push(setTimeout(() => {
          if (this.press === current) this.post({ target, type: 'press', phase: 'changed' });
        }, seconds * 1000 + PRESS_PROMPT_MARGIN_MS));
      }
    }

    /** Posts the press's end (`ended` or `cancelled`) and forgets it. */
    endPress(phase) {
      const press = this.press;
      if (!press) return;
      press.timers.forEach(clearTimeout);
      this.press = null;
      this.post({ target: press.target, type: 'press', phase });
    }

    /**
     * Called by the window-level listeners when a pointer moves, lifts or is cancelled. A long
     * press moved farther than its `data-press-distance` is cancelled (it can only fail so).
     */
    pressUp(e, phase) {
      const press = this.press;
      if (!press || e.pointerId !== press.pointerId) return;
      if (phase !== 'changed') this.endPress(phase);
      else if (Math.hypot(e.clientX - press.x, e.clientY - press.y) > press.distance) this.endPress('cancelled');
    }

    /** Enter or Space held on a long-press element presses it as the pointer does (`keyup` ends it). */
    keyPress(e, el) {
      e.preventDefault();
      if (e.repeat || (this.press && this.press.key === e.key)) return;
      this.beginPress(el, { key: e.key, pointerId: null });
    }

    /** The key holding a long press was let go: the press ends; a button also triggers, as on a click. */
    keyUp(e) {
      const press = this.press;
      if (!press || press.key !== e.key) return;
      e.preventDefault();
      this.endPress('ended');
      const el = this.section.querySelector(`[data-target="${CSS.escape(press.target)}"]`);
      if (el && gestures(el).includes('tap')) this.post({ target: press.target, type: 'tap' });
    }

    pointerDown(e) {
      this.pressDown(e);
      if (this.drag || !e.isPrimary || e.button !== 0) return;
      const el = this.targetFor(e.target, 'drag');
      if (!el) return;
      e.preventDefault(); // no text selection, no native drag
      if (el.hasAttribute('tabindex')) el.focus({ preventScroll: true });
      const target = el.getAttribute('data-target');
      // Locations are in the target's coordinates as it was when the drag began (docs/API.md), so
      // a target that moves under the pointer (a range slider's thumb) does not shift them.
      const rect = el.getBoundingClientRect();
      const origin = { x: rect.left + window.scrollX, y: rect.top + window.scrollY };
      const location = fromOrigin(origin, e);
      this.drag = { el, target, pointerId: e.pointerId, moved: false, location, origin };
      try { el.setPointerCapture(e.pointerId); } catch (_) { /* pointer already gone */ }
      document.documentElement.classList.add('sg-dragging');
      this.post({ target, type: 'drag', phase: 'began', location });
    }

    /** Called by the window-level listeners for moves, ups and cancels of the dragging pointer. */
    pointerMoved(e, phase) {
      const drag = this.drag;
      if (!drag || e.pointerId !== drag.pointerId) return;
      const el = this.liveTarget(drag.el, drag.target);
      if (phase === 'changed') {
        if (!el) return;
        drag.moved = true;
        drag.location = fromOrigin(drag.origin, e);
        this.post({ target: drag.target, type: 'drag', phase, location: drag.location });
        return;
      }
      this.drag = null;
      document.documentElement.classList.remove('sg-dragging');
      if (drag.el.isConnected && drag.el.hasPointerCapture(e.pointerId)) {
        drag.el.releasePointerCapture(e.pointerId);
      }
      if (phase === 'ended' && drag.moved) this.suppressClick = true;
      if (!el) return; // the target left the tree (its gesture state died with it)
      // A cancel has no meaningful position of its own: report the last one the server saw.
      const location = e.type === 'pointerup' ? fromOrigin(drag.origin, e) : drag.location;
      this.post({ target: drag.target, type: 'drag', phase, location });
    }

    click(e) {
      if (this.suppressClick) { this.suppressClick = false; return; }
      const el = this.targetFor(e.target, 'tap');
      if (!el) return;
      // detail is the click's place in a quick series (2 for the second click of a double click).
      const count = e.detail > 0 ? e.detail : 1;
      this.post({ target: el.getAttribute('data-target'), type: 'tap', location: localPoint(el, e), count });
    }

    /** Text typed in a field: the field's whole new text goes to the model (docs/API.md). */
    typed(e) {
      const el = e.target;
      if (!(el instanceof HTMLInputElement) || !this.stage || !this.stage.contains(el)) return;
      if (!gestures(el).includes('input')) return;
      this.post({ target: el.getAttribute('data-target'), type: 'input', value: el.value });
    }

    keyDown(e) {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'Escape') {
        // Escape dismisses the top sheet, as a tap on its backdrop does (none: dismissal disabled).
        const scrims = this.section.querySelectorAll('[data-sheet="scrim"][data-target]');
        const scrim = scrims[scrims.length - 1];
        if (scrim) {
          e.preventDefault();
          this.post({ target: scrim.getAttribute('data-target'), type: 'tap' });
        }
        return;
      }
      const el = e.target instanceof Element && e.target.hasAttribute('data-target') ? e.target : null;
      if (!el || !this.section.contains(el)) return;
      const target = el.getAttribute('data-target');
      const has = gestures(el);
      if (has.includes('submit') && e.key === 'Enter') {
        // Return in a text field (not one that ends an input method's composition).
        if (!e.isComposing) {
          e.preventDefault();
          this.post({ target, type: 'submit' });
        }
      } else if (has.includes('press') && el.hasAttribute('data-press-duration') && (e.key === 'Enter' || e.key === ' ')) {
        this.keyPress(e, el);
      } else if (has.includes('key') && KEYS[e.key]) {
        e.preventDefault();
        this.post({ target, type: 'key', key: KEYS[e.key] });
      } else if (has.includes('tap') && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        if (!e.repeat) this.post({ target, type: 'tap' });
      }
    }
  }

  // ---------------------------------------------------------------------------------------------

  function dragging(e, phase) {
    for (const preview of previews) {
      preview.pointerMoved(e, phase);
      preview.pressUp(e, phase);
    }
  }

  function start() {
    if (document.body.hasAttribute('data-static')) return; // a static export: no server to talk to
    for (const section of document.querySelectorAll('section.sg-preview[data-preview]')) {
      previews.push(new Preview(section));
    }
    const capture = { capture: true };
    window.addEventListener('pointermove', (e) => dragging(e, 'changed'), capture);
    window.addEventListener('pointerup', (e) => dragging(e, 'ended'), capture);
    window.addEventListener('pointercancel', (e) => dragging(e, 'cancelled'), capture);
    window.addEventListener('lostpointercapture', (e) => dragging(e, 'cancelled'), capture);
    document.addEventListener('selectstart', (e) => {
      if (previews.some((p) => p.drag)) e.preventDefault();
    });

    pinned = pinnedOnPage();
    const reportEnvironment = () => previews.forEach((p) => p.postEnvironment());
    darkQuery.addEventListener('change', reportEnvironment);
    motionQuery.addEventListener('change', reportEnvironment);
    reportEnvironment();

    let resizeTimer = null;
    const reportGeometry = () => previews.forEach((p) => p.reportGeometry());
    window.addEventListener('resize', () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(reportGeometry, 150);
    });
    reportGeometry();
  }

  window.styleGallery = Object.freeze({
    /**
     * Pins the environment to `fields` (`{colorScheme: 'dark', disabled: '1', tint: '', …}`, the
     * toolbar's values; empty is automatic) and sends it to every preview but the matrix cells.
     */
    setEnvironment(fields) {
      pinned = {};
      for (const key of ENVIRONMENT_KEYS) if (fields[key]) pinned[key] = String(fields[key]);
      previews.forEach((p) => p.postEnvironment(true));
    },

    /** This page's client id (see CLIENT_ID), which the push channel's stream names. */
    clientID: CLIENT_ID,

    /**
     * Re-fetches the previews `id` (its `variant` instance, null for the main one) shows, unless
     * it already holds `seq`; with no `id`, every preview on the page. Each keeps its place in
     * its queue: the page's own events go first.
     */
    refresh(id, variant = null, seq = undefined) {
      for (const preview of previews) {
        if (id !== undefined && (preview.id !== id || preview.variant !== variant)) continue;
        if (seq !== undefined && preview.seq === seq && !preview.busy) continue;
        preview.refresh();
      }
    },

    /** Resolves when no preview has a request in flight or queued. */
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        notifyIfIdle();
      });
    },
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
