#!/usr/bin/env python3
"""Front-end speed, side by side with swiftc.

Times `-parse` and `-typecheck` of programs made by ../shared/bench/gen_large.py at two
sizes (CPU time, user+sys, from wait4; best of N runs), for miniswiftc and swiftc.
Linear scaling shows as x10 time for x10 lines.

    swift build -c release && bench/frontend.py [--runs 5] [--sizes 5000,50000]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cpu_seconds(argv):
    """CPU time of one run (the process and the children it waited for)."""
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, stdout=null, stderr=null)
        _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: " + " ".join(argv))
    return usage.ru_utime + usage.ru_stime


def best(argv, runs):
    return min(cpu_seconds(argv) for _ in range(runs))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--compiler", default=os.path.join(ROOT, ".build/release/miniswiftc"))
    ap.add_argument("--reference", default="swiftc")
    ap.add_argument("--generator", default=os.path.join(ROOT, "../shared/bench/gen_large.py"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sizes", default="5000,50000")
    args = ap.parse_args()
    if not os.access(args.compiler, os.X_OK):
        sys.exit("no %s: run 'swift build -c release'" % args.compiler)
    if not os.path.exists(args.generator):
        sys.exit("no %s (the shared benchmark kit)" % args.generator)
    reference = shutil.which(args.reference)
    with tempfile.TemporaryDirectory() as tmp:
        print("%8s %-10s %10s %10s %8s %12s" % ("lines", "mode", "mini s", "swiftc s", "ratio", "mini lines/s"))
        previous = {}
        for n in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(tmp, "large%d.swift" % n)
            with open(path, "w") as f:
                subprocess.run([sys.executable, args.generator, str(n)], stdout=f, check=True)
            for mode in ["-parse", "-typecheck"]:
                mini = best([args.compiler, mode, path], args.runs)
                ref = best([reference, mode, path], args.runs) if reference else None
                ratio = "%.3f" % (mini / ref) if ref else "-"
                print("%8d %-10s %10.4f %10s %8s %12d" % (
                    n, mode, mini, "%.4f" % ref if ref else "-", ratio, n / mini if mini else 0))
                if mode in previous:
                    m0, n0 = previous[mode]
                    print("%8s %-10s scaling x%.1f for x%.0f lines" % ("", mode, mini / m0, n / n0))
                previous[mode] = (mini, n)


if __name__ == "__main__":
    main()
