"""Prints the slowest shard against the ideal for the count and time splits that run.sh wrote.

Usage: balance.py RECORDED.ndjson FOLDER N...
FOLDER holds {count,time}-N-I.ndjson, the dry-run streams of shard I of N.
"""
import json
import sys


def scenarios(path):
    """Each test case's scenario as uri:line, and the seconds its attempts took."""
    pickles, cases, starts, seconds = {}, {}, {}, {}
    with open(path) as stream:
        for line in stream:
            if not line.strip():
                continue
            message = json.loads(line)
            if "pickle" in message:
                pickle = message["pickle"]
                pickles[pickle["id"]] = f'{pickle["uri"]}:{pickle["location"]["line"]}'
            elif "testCase" in message:
                cases[message["testCase"]["id"]] = message["testCase"]["pickleId"]
            elif "testCaseStarted" in message:
                started = message["testCaseStarted"]
                starts[started["id"]] = (started["testCaseId"], started["timestamp"])
            elif "testCaseFinished" in message:
                finished = message["testCaseFinished"]
                case, start = starts[finished["testCaseStartedId"]]
                end = finished["timestamp"]
                took = (end["seconds"] - start["seconds"]) + (end["nanos"] - start["nanos"]) / 1e9
                key = pickles[cases[case]]
                seconds[key] = seconds.get(key, 0) + took
    return [pickles[pickle] for pickle in cases.values()], seconds


def main():
    recorded, folder, counts = sys.argv[1], sys.argv[2], [int(n) for n in sys.argv[3:]]
    _, seconds = scenarios(recorded)
    total = sum(seconds.values())
    print(f"recorded run: {len(seconds)} scenarios, {total:.2f} s in all, longest {max(seconds.values()):.2f} s")
    print(f"{'shards':>6} {'ideal s':>8} {'by count: slowest s':>20} {'x ideal':>8} {'by time: slowest s':>19} {'x ideal':>8}")
    for count in counts:
        ideal = total / count
        row = [f"{count:>6}", f"{ideal:>8.2f}"]
        for split, width in (("count", 20), ("time", 19)):
            loads, covered = [], []
            for index in range(1, count + 1):
                names, _ = scenarios(f"{folder}/{split}-{count}-{index}.ndjson")
                covered += names
                loads.append(sum(seconds.get(name, 0) for name in names))
            if sorted(covered) != sorted(seconds):
                sys.exit(f"the {split} split of {count} shards does not run each recorded scenario exactly once")
            row += [f"{max(loads):>{width}.2f}", f"{max(loads) / ideal:>7.2f}x"]
        print(" ".join(row))


main()
