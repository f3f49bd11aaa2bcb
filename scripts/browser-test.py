#!/usr/bin/env python3
"""The workbench in a real browser: headless Chromium driven through WebDriver (selenium).

Starts `koma serve --port 0` (the binary given as the first argument), then, as a user would:
types a rules file with an error and sees it marked at its line, fixes it, plays a 10-ply game
of xiangqi and of Wa shogi by clicks (a drop and a promotion among the Wa shogi moves; each
move picked from the legal moves the API lists: a drop first, then a promotion, then a
capture, then the first), sees an illegal click refused, and reads the engine's reply.
Exit status 0 when every check holds. Needs Debian's `chromium` and `chromium-driver` and
selenium (`scripts/ci-browser.sh` installs them).
"""

import json
import subprocess
import sys
import tempfile
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

WAIT = 60  # seconds: an upper bound for a loaded machine, not a timing check


def post(base, path, body):
    req = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"content-type": "application/json"}
    )
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def get(base, path):
    with urllib.request.urlopen(base + path) as r:
        return json.load(r)


def browser():
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,1100",
        "--user-data-dir=" + tempfile.mkdtemp(prefix="koma-chromium-"),
    ]:
        opts.add_argument(a)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)


def wait(driver, what, cond):
    try:
        return WebDriverWait(driver, WAIT).until(lambda d: cond(d))
    except Exception:
        sys.exit(f"FAIL: {what}\nmessage: {driver.find_element(By.ID, 'message').text}")


def click(driver, element):
    ActionChains(driver).move_to_element(element).click().perform()


def cell(driver, sq):
    return driver.find_element(By.CSS_SELECTOR, f'#board rect.cell[data-sq="{sq}"]')


def plies(driver):
    return len(driver.find_elements(By.CSS_SELECTOR, "#moves li"))


def greedy(moves, occupied, ply):
    """A capture if there is one, else the first legal move."""
    captures = [m for m in moves if m["from"] is not None and m["to"] in occupied]
    return captures[0] if captures else moves[0]


# Wa shogi: the rabbit's slide, a capture with promotion (5d4c+ takes the fox in the zone), the
# fox dropped from the hand; the other plies the first legal move
WA_PLAN = ["4i5h", None, "5h5d", None, "5d4c+", None, "drop", None, None, None]


def wa_plan(moves, occupied, ply):
    step = WA_PLAN[ply]
    if step is None:
        return moves[0]
    if step == "drop":
        return next(m for m in moves if m["drop"] is not None)
    return next(m for m in moves if m["text"] == step)


def play_by_clicks(driver, base, name, count, source, choose):
    """Plays `count` plies of the open game by clicks; returns the moves played."""
    played = []
    for ply in range(count):
        pos = post(base, "/api/position", {"source": source, "moves": played})
        moves = pos["moves"]
        board = {m["to"] for m in moves}
        occupied = {
            int(e.get_attribute("data-sq"))
            for e in driver.find_elements(By.CSS_SELECTOR, "#board g.piece")
        }
        m = choose(moves, occupied, ply)
        assert m["to"] in board
        if m["drop"] is not None:
            hand = driver.find_element(
                By.CSS_SELECTOR,
                f'#board g.hand[data-color="{pos["side"]}"][data-piece="{m["drop"]}"]',
            )
            click(driver, hand)
        else:
            click(driver, cell(driver, m["from"]))
        wait(driver, f"{name}: targets shown", lambda d: d.find_elements(By.CSS_SELECTOR, "#board rect.cell.target"))
        click(driver, cell(driver, m["to"]))
        chooser = driver.find_element(By.ID, "chooser")
        if chooser.is_displayed():
            button = chooser.find_element(By.CSS_SELECTOR, f'button[data-move="{m["text"]}"]')
            click(driver, button)
        wait(driver, f"{name}: ply {ply + 1} ({m['text']}) played", lambda d: plies(d) == ply + 1)
        last = driver.find_elements(By.CSS_SELECTOR, "#moves li")[-1].text
        if last != m["text"]:
            sys.exit(f"FAIL: {name}: the page played {last}, not {m['text']}")
        played.append(m["text"])
        print(f"{name} ply {ply + 1}: {m['text']}" + (" (drop)" if m["drop"] else "") + (" (promotion)" if m["promote"] else ""))
    return played


def open_builtin(driver, name):
    Select(driver.find_element(By.ID, "file")).select_by_value("builtin:" + name)
    wait(driver, f"{name} opened", lambda d: d.find_element(By.ID, "check-status").text.startswith(f"ok: {name},"))
    wait(driver, f"{name} board", lambda d: d.find_elements(By.CSS_SELECTOR, "#board g.piece") and plies(d) == 0)


def main():
    binary = sys.argv[1]
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        base = line.strip().split(" ")[-1].rstrip("/")
        print("server:", base)
        driver = browser()
        try:
            run(driver, base)
        finally:
            driver.quit()
    finally:
        server.kill()
        server.wait()
    print("browser test: ok")


def run(driver, base):
    driver.get(base + "/?variant=minishogi")
    wait(driver, "the page loads", lambda d: d.find_element(By.ID, "check-status").text.startswith("ok:"))
    Select(driver.find_element(By.ID, "engine-side")).select_by_value("none")

    # type a rules file with an error on line 5 (`board 5x`), see it marked there, fix it
    source = get(base, "/api/builtin/minishogi")["source"]
    broken = source.replace("board 5x5", "board 5x", 1)
    bad_line = broken.split("\n").index("board 5x") + 1
    editor = driver.find_element(By.ID, "editor")
    driver.execute_script("arguments[0].value = ''", editor)
    editor.send_keys(broken)
    wait(driver, "the error is marked", lambda d: d.find_elements(By.CSS_SELECTOR, f'.diag.error[data-line="{bad_line}"]'))
    print(f"error marked at line {bad_line}:", driver.find_element(By.CSS_SELECTOR, ".diag.error").text.split("\n")[0])
    assert "error" in driver.find_element(By.ID, "check-status").get_attribute("class")
    end = broken.index("board 5x") + len("board 5x")
    driver.execute_script("arguments[0].setSelectionRange(arguments[1], arguments[1])", editor, end)
    editor.send_keys("5")
    wait(driver, "the fixed file checks", lambda d: d.find_element(By.ID, "check-status").text.startswith("ok: minishogi"))
    wait(driver, "no diagnostics left", lambda d: not d.find_elements(By.CSS_SELECTOR, ".diag.error"))
    assert driver.find_element(By.ID, "editor").get_attribute("value") == source

    # xiangqi, hot-seat, 10 plies
    open_builtin(driver, "xiangqi")
    xq = get(base, "/api/builtin/xiangqi")["source"]
    play_by_clicks(driver, base, "xiangqi", 10, xq, greedy)

    # an illegal click: an empty point with nothing selected, then a piece and a point it
    # cannot reach
    pos = post(base, "/api/position", {"source": xq, "moves": [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#moves li")]})
    occupied = {int(e.get_attribute("data-sq")) for e in driver.find_elements(By.CSS_SELECTOR, "#board g.piece")}
    empty = next(sq for sq in range(90) if sq not in occupied and all(m["to"] != sq for m in pos["moves"]))
    click(driver, cell(driver, empty))
    wait(driver, "an illegal click refused", lambda d: d.find_element(By.ID, "message").text.startswith("illegal"))
    mover = pos["moves"][0]["from"]
    unreachable = next(sq for sq in range(90) if sq not in occupied and all(not (m["from"] == mover and m["to"] == sq) for m in pos["moves"]))
    click(driver, cell(driver, mover))
    click(driver, cell(driver, unreachable))
    wait(driver, "an illegal move refused", lambda d: d.find_element(By.ID, "message").text == "illegal move")
    assert plies(driver) == 10
    print("illegal clicks refused:", driver.find_element(By.ID, "message").text)

    # Wa shogi, hot-seat, 10 plies with a drop and a promotion
    open_builtin(driver, "wa-shogi")
    wa = get(base, "/api/builtin/wa-shogi")["source"]
    played = play_by_clicks(driver, base, "wa-shogi", 10, wa, wa_plan)
    if not any("*" in m for m in played):
        sys.exit("FAIL: no drop among the Wa shogi moves")
    if not any(m.endswith("+") for m in played):
        sys.exit("FAIL: no promotion among the Wa shogi moves")

    # the engine's reply: it plays the second player in xiangqi
    open_builtin(driver, "xiangqi")
    Select(driver.find_element(By.ID, "engine-side")).select_by_value("second")
    driver.find_element(By.ID, "depth").clear()
    driver.find_element(By.ID, "depth").send_keys("2")
    # the cannon h2e2 (ICCS: file h = 7, rank 2 from the first player's side, counted from 0)
    click(driver, cell(driver, 2 * 9 + 7))
    click(driver, cell(driver, 2 * 9 + 4))
    wait(driver, "the engine replies", lambda d: plies(d) == 2)
    first = driver.find_elements(By.CSS_SELECTOR, "#moves li")[0].text
    assert first == "h2e2", first
    reply = driver.find_elements(By.CSS_SELECTOR, "#moves li")[-1].text
    info = driver.find_element(By.ID, "engine-info").text
    assert reply.endswith("(engine)"), reply
    print("engine reply:", reply, "|", info.split("\n")[0])


if __name__ == "__main__":
    main()
