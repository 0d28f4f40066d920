"""Watches the machine while a measurement runs, so a figure can say that nothing else ran beside it.

    python3 eval/same-runner/watch.py ROOT_PID OUT.json   (stops on SIGTERM; writes OUT.json then)
    python3 eval/same-runner/watch.py --summary OUT.json  (prints the highest load and the foreign processes)

Every 2 s: the 1-minute load average, and the CPU time of every process that does not descend from ROOT_PID (the
measuring script). At the end, OUT.json lists each such process that used more than 0.5 s of CPU during the watch
(another build, a test run, an editor's helper; kernel threads, which have no command line, aside):
{"loadMax", "samples", "seconds", "foreign": [{"pid", "command", "cpuSeconds"}...]}."""
import json, os, signal, sys, time

if sys.argv[1] == "--summary":  # python3 watch.py --summary OUT.json: "LOADMAX<TAB>foreign processes, or none"
    w = json.load(open(sys.argv[2]))
    print(w["loadMax"], "; ".join(f"{f['command'][:60]} {f['cpuSeconds']} s" for f in w["foreign"]) or "none", sep="\t")
    sys.exit()

root, out = int(sys.argv[1]), sys.argv[2]
tick = os.sysconf("SC_CLK_TCK")

def stat(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[1]), int(fields[11]) + int(fields[12])  # ppid, utime + stime
    except (OSError, IndexError, ValueError):
        return None

def command(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""

stop = False
def on_term(*_):
    global stop
    stop = True
signal.signal(signal.SIGTERM, on_term)

me = os.getpid()
first, last, commands, loads, start = {}, {}, {}, [], time.time()
while True:
    with open("/proc/loadavg") as f:
        loads.append(float(f.read().split()[0]))
    snapshot = {int(p): stat(int(p)) for p in os.listdir("/proc") if p.isdigit()}
    snapshot = {p: s for p, s in snapshot.items() if s}
    def mine(pid):
        while pid > 1:
            if pid in (root, me):
                return True
            pid = snapshot[pid][0] if pid in snapshot else 0
        return False
    for pid, (_, cpu) in snapshot.items():
        # Process 1 is the machine's own init and agent, not other work.
        if pid == 1 or mine(pid):
            continue
        if pid not in first:
            text = command(pid)
            if not text:
                continue
            # A process born during the watch counts all its CPU; one alive before, only what it used since.
            first[pid] = cpu if len(loads) == 1 else 0
            commands[pid] = text[:160]
        last[pid] = cpu
    if stop:
        break
    for _ in range(20):
        if stop:
            break
        time.sleep(0.1)

foreign = [{"pid": p, "command": commands[p], "cpuSeconds": round((last[p] - first[p]) / tick, 1)}
           for p in first if (last[p] - first[p]) / tick > 0.5]
with open(out, "w") as f:
    json.dump({"loadMax": max(loads), "samples": len(loads), "seconds": round(time.time() - start), "foreign": foreign}, f)
    f.write("\n")
