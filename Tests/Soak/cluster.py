"""The processes of the fail-over test (failover.py), on 127.0.0.1 only: Redis, gallery processes
on fixed ports (so that one can be restarted where nginx expects it), and nginx configured from
deploy/nginx.conf.template. Each is started as its own process group and stopped by its pid."""

import os
import re
import signal
import socket
import subprocess
import time

from soak import http_get

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEMPLATE = os.path.join(ROOT, "deploy", "nginx.conf.template")
NGINX = "/usr/sbin/nginx"


def free_port():
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stop_process(process, timeout=15.0):
    """SIGTERM, then SIGKILL after `timeout` s; returns the exit status (None if it was killed)."""
    if process.poll() is not None:
        return process.returncode
    process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return None


def wait_ready(port, seconds=30.0):
    """Until the server on `port` answers /readyz with 200 (or `/`, where there is no /readyz yet)."""
    deadline = time.monotonic() + seconds
    path = "/readyz"
    while time.monotonic() < deadline:
        try:
            status, _ = http_get(port, path)
            if status == 200:
                return True
            if status == 404 and path == "/readyz":
                path = "/"
                continue
        except OSError:
            pass
        time.sleep(0.1)
    return False


class Redis:
    """redis-server on a free loopback port, its files in `work`/redis, no persistence (it is not
    stopped during the test)."""

    def __init__(self, work):
        self.port = free_port()
        folder = os.path.join(work, "redis")
        os.makedirs(folder)
        self.process = subprocess.Popen(
            ["redis-server", "--bind", "127.0.0.1", "--port", str(self.port), "--dir", folder, "--save", "",
             "--appendonly", "no", "--daemonize", "no", "--logfile", os.path.join(folder, "redis.log")],
            start_new_session=True)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            ping = subprocess.run(["redis-cli", "-p", str(self.port), "ping"], capture_output=True, text=True)
            if ping.stdout.strip() == "PONG":
                return
            time.sleep(0.1)
        stop_process(self.process)
        raise SystemExit(f"failover: FAIL Redis did not start (log {folder}/redis.log)")

    @property
    def url(self):
        return f"redis://127.0.0.1:{self.port}"

    def stop(self):
        stop_process(self.process)


class Gallery:
    """One gallery process on a fixed port with its own state folder, restartable there."""

    def __init__(self, name, binary, config, work, store=None, trusted_proxy=None):
        self.name = name
        self.port = free_port()
        self.arguments = [binary, "--config", config, "--port", str(self.port),
                          "--state-dir", os.path.join(work, name)]
        if store:
            self.arguments += ["--state-store", store]
        if trusted_proxy:
            self.arguments += ["--trusted-proxy", trusted_proxy]
        self.log_path = os.path.join(work, f"{name}.log")
        self.process = None
        self.exits = []  # how each run that this harness ended ended: its status, negative for a signal
        self.ended = False  # whether the current run was ended by kill()

    def start(self):
        """Starts it and waits until it listens (its log says so); raises SystemExit if it does not."""
        with open(self.log_path, "ab") as log:
            offset = log.tell()
            self.process = subprocess.Popen(self.arguments, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT,
                                            start_new_session=True)
        self.ended = False
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and self.process.poll() is None:
            with open(self.log_path, "rb") as f:
                f.seek(offset)
                if re.search(rb"listening on http://127\.0\.0\.1:\d+/", f.read()):
                    return
            time.sleep(0.05)
        self.stop()
        raise SystemExit(f"failover: FAIL {self.name} did not start (log {self.log_path})")

    def kill(self, sig):
        """Sends `sig` and waits for the process to end (SIGKILL after 15 s); records its status."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.exits.append(self.process.returncode)
        self.ended = True

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self.kill(signal.SIGTERM)


def nginx_config(prefix, listen_port, upstream_ports):
    """deploy/nginx.conf.template filled for `upstream_ports`, written to `prefix`/nginx.conf."""
    for folder in ("logs", "tmp"):
        os.makedirs(os.path.join(prefix, folder), exist_ok=True)
    with open(TEMPLATE) as f:
        text = f.read()
    servers = "\n".join(f"        server 127.0.0.1:{port} max_fails=1 fail_timeout=2s;" for port in upstream_ports)
    text = text.replace("@LISTEN@", f"127.0.0.1:{listen_port}").replace("@PREFIX@", prefix)
    text = text.replace("@UPSTREAMS@", servers)
    path = os.path.join(prefix, "nginx.conf")
    with open(path, "w") as f:
        f.write(text)
    return path


def check_nginx_config(prefix, config):
    """Raises SystemExit with nginx's message unless `nginx -t` accepts `config`."""
    check = subprocess.run([NGINX, "-t", "-q", "-p", prefix, "-c", config, "-e", "stderr"],
                           capture_output=True, text=True)
    if check.returncode != 0:
        raise SystemExit(f"failover: FAIL nginx -t refused the filled template: {check.stderr.strip()}")


class Nginx:
    """nginx in front of `upstream_ports`, from the template, checked with `nginx -t` first."""

    def __init__(self, work, upstream_ports):
        self.port = free_port()
        self.prefix = os.path.join(work, "nginx")
        config = nginx_config(self.prefix, self.port, upstream_ports)
        check_nginx_config(self.prefix, config)
        with open(os.path.join(self.prefix, "logs", "stderr.log"), "wb") as log:
            self.process = subprocess.Popen([NGINX, "-p", self.prefix, "-c", config, "-e", "stderr",
                                             "-g", "daemon off;"], stderr=log, start_new_session=True)
        if not wait_ready(self.port, 10):
            stop_process(self.process)
            raise SystemExit(f"failover: FAIL nginx did not answer (logs in {self.prefix}/logs)")

    def stop(self):
        stop_process(self.process)

    def retried_requests(self):
        """How many requests nginx sent to more than one process (its access log lists each try)."""
        try:
            with open(os.path.join(self.prefix, "logs", "access.log")) as f:
                return sum(1 for line in f if re.search(r" upstream \S+, ", line))
        except OSError:
            return 0
