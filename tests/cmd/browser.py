#!/usr/bin/env python3
# browser.py: drive headless Chromium through the DevTools protocol on a
# pipe (--remote-debugging-pipe: JSON messages ended by NUL on fds 3 and
# 4; no network port of its own).  For the serve tests: each line of the
# script on standard input is a step; results go to standard output.
#
#   open URL                 load a page and wait for it
#   size W H [mobile]        the window's size (a phone, a TV)
#   set CSS-SELECTOR VALUE   give a form field a value
#   submit CSS-SELECTOR      click a button and wait for the next page
#   text                     print the page's visible text
#   shot FILE                save a screenshot (PNG)
#   wait SECONDS             let the page live (its own scripts run)
#   url                      print the page's address
import base64
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import time


class Detached(Exception):
    pass


class Chrome:
    def __init__(self):
        self.prof = tempfile.mkdtemp()
        a, b = os.pipe()
        c, d = os.pipe()
        # well above 3 and 4, so that placing them there clobbers nothing
        to_r, self.to_w, self.from_r, from_w = (
            fcntl.fcntl(x, fcntl.F_DUPFD, 10) for x in (a, b, c, d))
        for x in (a, b, c, d):
            os.close(x)

        def child():
            # the child's fd 3 reads our commands, fd 4 writes the answers
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        self.p = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--no-first-run",
             "--user-data-dir=" + self.prof, "about:blank"],
            preexec_fn=child, pass_fds=(3, 4, to_r, from_w),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_r)
        os.close(from_w)
        self.buf = b""
        self.id = 0
        self.events = []
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = [t for t in targets if t["type"] == "page"][0]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": page["targetId"],
                                  "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def read(self):
        while b"\0" not in self.buf:
            chunk = os.read(self.from_r, 1 << 16)
            if not chunk:
                raise SystemExit("chromium closed its pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, params=None):
        # Between two pages the session may be briefly detached: try again.
        for _ in range(50):
            try:
                return self.call1(method, params)
            except Detached:
                time.sleep(0.1)
        raise SystemExit("%s: the page stayed detached" % method)

    def call1(self, method, params=None):
        self.id += 1
        msg = {"id": self.id, "method": method, "params": params or {}}
        if self.session is not None:
            msg["sessionId"] = self.session
        os.write(self.to_w, json.dumps(msg).encode() + b"\0")
        while True:
            m = self.read()
            if m.get("id") == self.id:
                if "error" in m:
                    if "Not attached" in m["error"].get("message", ""):
                        raise Detached()
                    raise SystemExit("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, name, timeout=15):
        end = time.time() + timeout
        while time.time() < end:
            for i, e in enumerate(self.events):
                if e.get("method") == name:
                    del self.events[i]
                    return e
            self.events.append(self.read())
        raise SystemExit("no %s within %d s" % (name, timeout))

    def eval(self, expr):
        r = self.call("Runtime.evaluate", {"expression": expr,
                                           "returnByValue": True})
        if "exceptionDetails" in r:
            raise SystemExit("script: %s" % r["exceptionDetails"])
        return r["result"].get("value")

    def close(self):
        try:
            self.session = None
            self.call("Browser.close")
        except SystemExit:
            pass
        self.p.wait(timeout=10)


def main():
    c = Chrome()
    try:
        for line in sys.stdin:
            w = line.rstrip("\n").split(" ", 2)
            if not w or not w[0]:
                continue
            if w[0] == "open":
                c.events = []
                c.call("Page.navigate", {"url": w[1]})
                c.wait_event("Page.loadEventFired")
            elif w[0] == "size":
                c.call("Emulation.setDeviceMetricsOverride",
                       {"width": int(w[1]), "height": int(w[2].split()[0]),
                        "deviceScaleFactor": 1,
                        "mobile": w[2].endswith("mobile")})
            elif w[0] == "set":
                sel, val = w[1], w[2]
                c.eval("(function(){var e=document.querySelector(%s);"
                       "e.value=%s;return e.value;})()" %
                       (json.dumps(sel), json.dumps(val)))
            elif w[0] == "submit":
                c.events = []
                c.eval("document.querySelector(%s).click()" %
                       json.dumps(w[1]))
                c.wait_event("Page.loadEventFired")
            elif w[0] == "text":
                print(c.eval("document.body.innerText"))
            elif w[0] == "url":
                print(c.eval("location.href"))
            elif w[0] == "wait":
                end = time.time() + float(w[1])
                c.events = []
                while time.time() < end:
                    time.sleep(0.1)
            elif w[0] == "shot":
                png = c.call("Page.captureScreenshot",
                             {"format": "png"})["data"]
                with open(w[1], "wb") as f:
                    f.write(base64.b64decode(png))
            else:
                raise SystemExit("browser.py: unknown step " + w[0])
            sys.stdout.flush()
    finally:
        c.close()


if __name__ == "__main__":
    main()
