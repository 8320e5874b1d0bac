"""Fleet 1715's world: the elements, the logic grid, the clue language, the 16 solutions,
the clue deck and its scenarios, puzzles, the exact solver, and the pieces of the
rulebook's game for several players."""
