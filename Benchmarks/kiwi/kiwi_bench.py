#!/usr/bin/env python3
"""Times kiwi (kiwisolver, the C++ Cassowary) on the systems SolverBench.swift builds, for its ratios.

Only kiwi's solver calls are timed (addConstraint, addEditVariable, suggestValue, updateVariables):
the Python objects for variables and constraints are made before the clock starts. Prints one JSON
object of seconds (medians of `--repeat` runs) on stdout; SolverBench runs this in the same process
run as its own measurements. The systems must stay identical to SolverBench.swift's.
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def timed(build):
    """build() returns a function doing the solver calls; only that function is timed."""
    work = build()
    start = time.perf_counter()
    result = work()
    return time.perf_counter() - start, result


def adds(make_constraints, count):
    """Adding `count` variables' constraints, then updateVariables; returns the last variable's value."""
    def build():
        xs = [kiwi.Variable(f"x{i}") for i in range(count)]
        constraints = make_constraints(xs)
        solver = kiwi.Solver()

        def work():
            for c in constraints:
                solver.addConstraint(c)
            solver.updateVariables()
            return xs[-1].value()
        return work
    return build


def independent(count):
    return adds(lambda xs: [(x == float(i)) for i, x in enumerate(xs)], count)


def chain(count):
    return adds(lambda xs: [xs[0] == 0] + [(xs[i] == xs[i - 1] + 10) for i in range(1, len(xs))], count)


def content_height(i):
    return 30.0 + (i * 37) % 90


def column_cells(count):
    """A column of self-sizing cells: top chained to the previous cell, width, minimum height, and the
    height as an edit variable (fitting size) suggested from the content."""
    tops = [kiwi.Variable(f"t{i}") for i in range(count)]
    heights = [kiwi.Variable(f"h{i}") for i in range(count)]
    widths = [kiwi.Variable(f"w{i}") for i in range(count)]
    constraints = []
    for i in range(count):
        constraints.append(tops[0] == 0 if i == 0 else tops[i] == tops[i - 1] + heights[i - 1])
        constraints.append(widths[i] == 320)
        constraints.append(heights[i] >= 44)
    return tops, heights, constraints


def separate_cells(count):
    """Independent self-sizing cells (each its own system): origin, width, minimum height, edit height."""
    tops = [kiwi.Variable(f"t{i}") for i in range(count)]
    heights = [kiwi.Variable(f"h{i}") for i in range(count)]
    widths = [kiwi.Variable(f"w{i}") for i in range(count)]
    constraints = []
    for i in range(count):
        constraints.append(tops[i] == 0)
        constraints.append(widths[i] == 320)
        constraints.append(heights[i] >= 44)
    return tops, heights, constraints


def build_cells(layout, count):
    tops, heights, constraints = layout(count)
    solver = kiwi.Solver()

    def work():
        for c in constraints:
            solver.addConstraint(c)
        for h in heights:
            solver.addEditVariable(h, kiwi.strength.strong)
        for i, h in enumerate(heights):
            solver.suggestValue(h, content_height(i))
        solver.updateVariables()
        return tops[-1].value()
    return solver, tops, heights, work


def edit_one(layout, count, repeat):
    """Median time of changing one cell's height in a built system: suggestValue, updateVariables and
    reading the last top back, as SolverBench times its suggestion and read."""
    solver, tops, heights, work = build_cells(layout, count)
    work()
    target = heights[count // 2]
    samples = []
    for k in range(repeat):
        start = time.perf_counter()
        solver.suggestValue(target, 50.0 + (k % 2) * 40)
        solver.updateVariables()
        last = tops[-1].value()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples), last


def median_time(build, repeat):
    samples = []
    value = None
    for _ in range(repeat):
        seconds, value = timed(build)
        samples.append(seconds)
    return statistics.median(samples), value


def main():
    quick = "--quick" in sys.argv[1:]
    repeat = 1 if quick else 3
    results = {"kiwisolver": kiwi.__version__}
    results["independent_1000"], _ = median_time(independent(1_000), 5)
    results["independent_10000"], _ = median_time(independent(10_000), repeat)
    # kiwi's rows fill in along a chain: about 15 s at 10,000 on the reference machine, so one run.
    chain_count = 2_000 if quick else 10_000
    results["chain_count"] = chain_count
    results["chain"], results["chain_last"] = median_time(chain(chain_count), 1)
    # A stacked column with edit heights grows faster still in kiwi (≈4 s at 1,000 cells, ≈27 s at
    # 2,000), so the comparison is made at 1,000 cells; SolverBench also prints its own 10,000.
    cells = 1_000

    def column_build():
        return build_cells(column_cells, cells)[3]
    results["column_count"] = cells
    results["column_build"], results["column_last_top"] = median_time(column_build, 1)
    results["column_edit"], _ = edit_one(column_cells, cells, 5)
    results["cells_edit_1000"], _ = edit_one(separate_cells, 1_000, 51)
    results["cells_edit_10000"], _ = edit_one(separate_cells, 10_000, 51)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
