"""The rulebook's sections, one layer each: actions, move, battle, rounds, turn, setup, chapter.

Each layer subclasses the one below (``ActionRules(PiecesRules)`` … ``ChapterRules(SetupRules)``);
``tarotlab.arcs.rules.ArcsState`` is the top.
"""
