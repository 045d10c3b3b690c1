// StyleGallery inspector: beside each preview, the log of every exchange with the server (what
// was posted, the status, the reply's seq and state, the server's render time) and "Copy as curl",
// which turns the log into a bash script replaying it. Listens for gallery.js's `sg:exchange`.
'use strict';

(() => {
  const SHOWN = 200; // rows shown per preview; older ones drop off the top (the script keeps them)
  const REPLAY_CAP = 10000; // the most events a script replays (the replay endpoint's cap)

  /** `render;dur=0.123` (W3C Server Timing) → 0.123, or null. */
  const renderTime = (header) => {
    const match = /(?:^|,)\s*render\s*;(?:[^,]*;)?\s*dur=([0-9.]+)/.exec(header || '');
    return match ? Number.parseFloat(match[1]) : null;
  };

  /** `text` quoted for bash, inside single quotes. */
  const shellQuote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

  /**
   * Whether `entry` is one the page sent by itself, not the user: the environment as the page
   * found it, the stage's width (gallery.js marks them; an environment chosen in the toolbar is the user's).
   */
  const isSetup = (entry) => entry.kind === 'event' && entry.setup;

  /** A short description of what was sent. */
  const describe = (entry) => {
    if (entry.kind === 'reset') return 'reset';
    const sent = entry.sent || {};
    const parts = [sent.type];
    if (sent.phase) parts.push(sent.phase);
    if (sent.key) parts.push(sent.key);
    if (sent.type === 'geometry') parts.push(`width ${sent.width}`);
    if (sent.type === 'environment') parts.push(`${sent.colorScheme}${sent.reduceMotion ? ', reduce motion' : ''}`);
    if (sent.target) parts.push(`on ${sent.target}`);
    if (sent.location) parts.push(`at ${sent.location.x},${sent.location.y}`);
    return parts.join(' ');
  };

  class Inspector {
    constructor(section) {
      this.section = section;
      this.id = section.getAttribute('data-preview');
      this.panel = section.querySelector('[data-log-panel]');
      this.list = section.querySelector('[data-log]');
      this.script = section.querySelector('[data-curl]');
      this.status = section.querySelector('[data-log-status]');
      this.note = section.querySelector('[data-log-note]');
      this.setup = section.querySelector('[data-log-setup]');
      this.setupList = section.querySelector('[data-log-setup-list]');
      this.setupCount = 0; // setup events logged since the last Clear
      this.variant = section.getAttribute('data-variant'); // a matrix cell's, or null
      this.hiddenRows = 0; // rows dropped off the top of the list
      this.forget();
      if (!this.panel || !this.list) return;
      this.panel.hidden = false;
      section.addEventListener('sg:exchange', (e) => this.record(e.detail));
      section.querySelector('[data-log-clear]').addEventListener('click', () => this.clear());
      section.querySelector('[data-log-copy]').addEventListener('click', () => this.copy());
    }

    /** Forgets what the script would replay: nothing since a reset is known. */
    forget() {
      this.replayed = []; // what was sent of each event applied since the last reset, oldest first
      this.sentAt = []; // when each of them was sent (performance.now(), ms)
      this.sawReset = false;
      this.leftOut = 0; // events applied past REPLAY_CAP, which the script leaves out
    }

    record(detail) {
      const entry = {
        kind: detail.kind,
        sent: detail.sent,
        setup: !!detail.setup,
        status: detail.status,
        reply: detail.reply,
        server: renderTime(detail.serverTiming),
        elapsed: detail.elapsedMs,
        sentAt: detail.sentAtMs,
      };
      this.remember(entry);
      if (this.setupList && isSetup(entry)) {
        this.setupList.append(this.row(entry));
        while (this.setupList.childElementCount > SHOWN) this.setupList.firstElementChild.remove();
        this.setupCount += 1;
        this.showSetup();
      } else {
        this.list.append(this.row(entry));
        while (this.list.childElementCount > SHOWN) {
          this.list.firstElementChild.remove();
          this.hiddenRows += 1;
        }
        this.list.start = this.hiddenRows + 1;
        this.showNote();
        this.list.scrollTop = this.list.scrollHeight;
      }
      if (this.script && this.script.closest('details').open) this.script.value = this.curlScript();
    }

    /**
     * Keeps what the script needs of `entry`, whatever the list shows: a reset starts afresh, and
     * each event the server applied is kept (refused ones and cancels that changed nothing, whose
     * reply's seq is not theirs, changed nothing), up to REPLAY_CAP.
     */
    remember(entry) {
      if (entry.kind === 'reset') {
        if (entry.status === 200) {
          this.forget();
          this.sawReset = true;
        }
        return;
      }
      const applied = entry.status === 200 && entry.reply && entry.sent && entry.reply.seq === entry.sent.seq;
      if (!applied) return;
      if (this.replayed.length < REPLAY_CAP) {
        this.replayed.push(entry.sent);
        this.sentAt.push(entry.sentAt);
      } else {
        this.leftOut += 1;
      }
    }

    /** Counts the setup events in their summary line; hidden while there are none. */
    showSetup() {
      if (!this.setup) return;
      this.setup.hidden = this.setupCount === 0;
      this.setup.querySelector('summary').textContent =
        `Setup: ${this.setupCount} event${this.setupCount === 1 ? '' : 's'} sent by the page (environment, geometry)`;
    }

    /** Says how many rows are hidden, and when the script cannot replay every event. */
    showNote() {
      if (!this.note) return;
      const parts = [];
      if (this.hiddenRows > 0) parts.push(`${this.hiddenRows} earlier entries hidden (Copy as curl still replays them).`);
      if (this.leftOut > 0) parts.push(this.capNote());
      this.note.textContent = parts.join(' ');
      this.note.hidden = parts.length === 0;
    }

    capNote() {
      return `Copy as curl replays only the first ${REPLAY_CAP} events since the reset (the replay cap);` +
        ` the ${this.leftOut} after them are left out, so its final state is theirs before them.`;
    }

    row(entry) {
      const li = document.createElement('li');
      li.className = entry.status >= 200 && entry.status < 300 ? 'sg-log-ok' : 'sg-log-error';
      li.setAttribute('data-log-entry', entry.kind);
      const head = document.createElement('div');
      const seq = entry.sent && Number.isInteger(entry.sent.seq) ? `#${entry.sent.seq} ` : '';
      const reply = entry.reply || {};
      const server = entry.server === null ? 'server time ?' : `server ${entry.server.toFixed(3)} ms`;
      head.textContent = `${seq}${describe(entry)} → ${entry.status}` +
        (Number.isInteger(reply.seq) ? ` seq ${reply.seq}` : '') +
        ` · ${server} · round trip ${entry.elapsed.toFixed(1)} ms`;
      const time = document.createElement('span');
      time.hidden = true;
      time.setAttribute('data-server-ms', entry.server === null ? '' : String(entry.server));
      head.append(time);
      li.append(head);
      const body = document.createElement('code');
      if (entry.sent) body.textContent = `sent ${JSON.stringify(entry.sent)}\n`;
      body.textContent += reply.state !== undefined ? `state ${JSON.stringify(reply.state)}`
        : `reply ${reply.message || JSON.stringify(reply)}`;
      li.append(body);
      return li;
    }

    clear() {
      this.forget();
      this.hiddenRows = 0;
      this.list.replaceChildren();
      this.list.removeAttribute('start');
      this.setupCount = 0;
      if (this.setupList) this.setupList.replaceChildren();
      this.showSetup();
      this.showNote();
      if (this.script) this.script.value = '';
      this.say('');
    }

    say(text) { if (this.status) this.status.textContent = text; }

    /**
     * The log as a bash script: a fresh cookie jar (a new session), a reset, then each event the
     * server applied since the last reset, numbered from 1, and the final `state`. The events are
     * kept apart from the list, so rows dropped off its top are still replayed. A matrix cell's
     * script addresses its variant (`?variant=`), so it replays in the cell's environment.
     */
    curlScript() {
      const applied = this.replayed;
      const where = this.variant === null ? '' : ` in the variant '${this.variant}'`;
      const lines = [
        '#!/usr/bin/env bash',
        `# Replays ${applied.length} event(s) of the preview '${this.id}'${where} from the StyleGallery inspector`,
        '# in a new session: a fresh cookie jar, a reset, the events, then the final state.',
        ...(this.sawReset ? [] : ['# The log holds no reset: what the preview did before it began is not replayed.']),
        ...(this.leftOut > 0 ? [`# ${this.capNote()}`] : []),
        'set -euo pipefail',
        `BASE="\${GALLERY_URL:-${location.origin}}"`,
        `PREVIEW=${shellQuote(encodeURIComponent(this.id))}`,
        `QUERY=${shellQuote(this.variant === null ? '' : `?variant=${encodeURIComponent(this.variant)}`)}`,
        'JAR="$(mktemp)"',
        "trap 'rm -f \"$JAR\"' EXIT",
        'post() { curl -fsS -c "$JAR" -b "$JAR" -o /dev/null -H \'Content-Type: application/json\' -d "$1" "$BASE/api/v1/previews/$PREVIEW/events$QUERY"; }',
        'curl -fsS -c "$JAR" -b "$JAR" -o /dev/null --data \'\' "$BASE/api/v1/previews/$PREVIEW/reset$QUERY"',
      ];
      const holds = this.pressHolds();
      applied.forEach((sent, i) => {
        const event = { ...sent, seq: i + 1 };
        if (holds[i] > 0) lines.push(`sleep ${holds[i].toFixed(3)} # the press was held this long`);
        lines.push(`post ${shellQuote(JSON.stringify(event))}`);
      });
      lines.push('# The final state: the snapshot\'s "state" member (no jq needed).');
      lines.push('curl -fsS -c "$JAR" -b "$JAR" "$BASE/api/v1/previews/$PREVIEW$QUERY" | sed -e \'s/^.*"state":\\(.*\\),"targets":.*$/\\1/\'');
      lines.push('echo');
      return `${lines.join('\n')}\n`;
    }

    /**
     * The seconds to wait before each event so that a long press replays held as long as it was:
     * the server times presses itself (docs/API.md), so the script waits before a press's
     * `changed` or `ended` until as long after its `began` as when it was sent.
     */
    pressHolds() {
      const holds = this.replayed.map(() => 0);
      const began = new Map(); // target → [sent at, seconds slept before it]
      let slept = 0;
      this.replayed.forEach((sent, i) => {
        if (sent.type !== 'press' || !Number.isFinite(this.sentAt[i])) return;
        if (sent.phase === 'began') began.set(sent.target, [this.sentAt[i], slept]);
        const start = began.get(sent.target);
        if (!start || (sent.phase !== 'changed' && sent.phase !== 'ended')) return;
        const wait = (this.sentAt[i] - start[0]) / 1000 - (slept - start[1]);
        if (wait > 0.001) {
          holds[i] = wait;
          slept += wait;
        }
        if (sent.phase === 'ended') began.delete(sent.target);
      });
      return holds;
    }

    async copy() {
      const text = this.curlScript();
      if (this.script) {
        this.script.value = text;
        this.script.closest('details').open = true;
      }
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        this.say('Copied');
      } catch (_) {
        // No clipboard (or no permission): select the script so that Ctrl+C copies it.
        if (this.script) {
          this.script.focus();
          this.script.select();
        }
        this.say('Select the script below and copy it');
      }
    }
  }

  /**
   * The Accessibility panel (`[data-audit]`, on a preview's page): fetched again from the server
   * (`/previews/{id}/audit`, the same markup) once the preview's state has stayed put for a moment.
   */
  class AuditPanel {
    constructor(section) {
      this.section = section;
      this.id = section.getAttribute('data-preview');
      this.timer = null;
      section.addEventListener('sg:exchange', (e) => {
        if (e.detail.status >= 200 && e.detail.status < 300) this.schedule();
      });
    }

    schedule() {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.refresh(), 400);
    }

    async refresh() {
      const panel = this.section.querySelector('[data-audit]');
      if (!panel) return;
      const response = await fetch(`/previews/${encodeURIComponent(this.id)}/audit`).catch(() => null);
      if (!response || !response.ok) return;
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('[data-audit]');
      // Its ids are made from the preview's id, as the page's card's are.
      if (fresh) panel.replaceWith(document.importNode(fresh, true));
    }
  }

  function start() {
    for (const section of document.querySelectorAll('section.sg-preview[data-preview]')) {
      new Inspector(section);
      if (section.querySelector('[data-audit]')) new AuditPanel(section);
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
