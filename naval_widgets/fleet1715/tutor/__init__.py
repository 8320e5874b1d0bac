"""Fleet 1715's tutor: the step-wise explainer (deductions, forcing chains, case splits,
cheapest premises, proofs by contradiction), graded hints and the check of a grid, the
difficulty rating, and tiny puzzles."""
