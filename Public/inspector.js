// StyleGallery inspector: beside each preview, the log of every exchange with the server (what
// was posted, the status, the reply's seq and state, the server's render time) and "Copy as curl",
// which turns the log into a bash script replaying it. Listens for gallery.js's `sg:exchange`.
'use strict';

(() => {
  const LIMIT = 200; // entries kept per preview; older ones drop off the top

  /** `render;dur=0.123` (W3C Server Timing) → 0.123, or null. */
  const renderTime = (header) => {
    const match = /(?:^|,)\s*render\s*;(?:[^,]*;)?\s*dur=([0-9.]+)/.exec(header || '');
    return match ? Number.parseFloat(match[1]) : null;
  };

  /** `text` quoted for bash, inside single quotes. */
  const shellQuote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

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
      this.entries = [];
      if (!this.panel || !this.list) return;
      this.panel.hidden = false;
      section.addEventListener('sg:exchange', (e) => this.record(e.detail));
      section.querySelector('[data-log-clear]').addEventListener('click', () => this.clear());
      section.querySelector('[data-log-copy]').addEventListener('click', () => this.copy());
    }

    record(detail) {
      const entry = {
        kind: detail.kind,
        sent: detail.sent,
        status: detail.status,
        reply: detail.reply,
        server: renderTime(detail.serverTiming),
        elapsed: detail.elapsedMs,
      };
      this.entries.push(entry);
      if (this.entries.length > LIMIT) {
        this.entries.shift();
        if (this.list.firstElementChild) this.list.firstElementChild.remove();
      }
      this.list.append(this.row(entry));
      this.list.scrollTop = this.list.scrollHeight;
      if (this.script && this.script.closest('details').open) this.script.value = this.curlScript();
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
      this.entries = [];
      this.list.replaceChildren();
      if (this.script) this.script.value = '';
      this.say('');
    }

    say(text) { if (this.status) this.status.textContent = text; }

    /**
     * The log as a bash script: a fresh cookie jar (a new session), a reset, then each event the
     * server applied since the last reset in the log, numbered from 1, and the final `state`.
     * Refused events (4xx) and cancels that changed nothing are left out: they changed nothing.
     */
    curlScript() {
      let start = 0;
      this.entries.forEach((entry, i) => { if (entry.kind === 'reset' && entry.status === 200) start = i + 1; });
      const applied = this.entries.slice(start).filter((entry) =>
        entry.kind === 'event' && entry.status === 200 && entry.reply && entry.sent &&
        entry.reply.seq === entry.sent.seq);
      const lines = [
        '#!/usr/bin/env bash',
        `# Replays ${applied.length} event(s) of the preview '${this.id}' from the StyleGallery inspector`,
        '# in a new session: a fresh cookie jar, a reset, the events, then the final state.',
        ...(start === 0 ? ['# The log holds no reset: what the preview did before it began is not replayed.'] : []),
        'set -euo pipefail',
        `BASE="\${GALLERY_URL:-${location.origin}}"`,
        `PREVIEW=${shellQuote(encodeURIComponent(this.id))}`,
        'JAR="$(mktemp)"',
        "trap 'rm -f \"$JAR\"' EXIT",
        'post() { curl -fsS -c "$JAR" -b "$JAR" -o /dev/null -H \'Content-Type: application/json\' -d "$1" "$BASE/api/v1/previews/$PREVIEW/events"; }',
        'curl -fsS -c "$JAR" -b "$JAR" -o /dev/null --data \'\' "$BASE/api/v1/previews/$PREVIEW/reset"',
      ];
      applied.forEach((entry, i) => {
        const event = { ...entry.sent, seq: i + 1 };
        lines.push(`post ${shellQuote(JSON.stringify(event))}`);
      });
      lines.push('# The final state: the snapshot\'s "state" member (no jq needed).');
      lines.push('curl -fsS -c "$JAR" -b "$JAR" "$BASE/api/v1/previews/$PREVIEW" | sed -e \'s/^.*"state":\\(.*\\),"targets":.*$/\\1/\'');
      lines.push('echo');
      return `${lines.join('\n')}\n`;
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

  function start() {
    for (const section of document.querySelectorAll('section.sg-preview[data-preview]')) new Inspector(section);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
