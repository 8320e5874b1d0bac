"""Fleet 1715's build and audit tools: the deck builder (``build_deck``), the exact
cheapest explanation (``optimum``, PySAT) and the audit of the explainer's steps
(``audit``). Not used at run time."""
