"""Arcs drills: who controls this system, what does this roll do to these ships, and who
scores this ambition (arcs: Control, arcs: Battle 4, arcs: End-of-Chapter Scoring).

Each question is a real seeded game: a ``Rig`` starts it (with the hand and dice wished for)
and an ``Edit`` sets the pieces asked about. The answer is worked out here from the rules,
and ``play_out`` plays the position on in the engine, then reads what happened: the
engine's control of the system; the battle fought with the rigged dice (the attacker's
choices made at random, since the answer must not depend on them); the chapter ended by
everyone passing and scored.

Each question aims at one case of its rule (``CONTROL_TOPICS``, ``ROLL_TOPICS``,
``AMBITION_TOPICS``, drawn by ``pick_topic``): the pieces, dice or holdings are drawn again
until they make that case (``control_case``, ``roll_case``, ``ambition_case``), and the
question's topic is the case its position shows.

>>> from tarotlab import drills
>>> q = drills.question("arcs", "control", 3)
>>> q.answer in q.choices and q.verify() == q.answer
True
"""

from __future__ import annotations

# Each kind of question registers itself with @drill when its module is imported.
from .ambition import (
    AMBITION_TOPICS,
    AMBITIONS,
    BOX,
    CITY,
    FIRST_SECOND,
    QUALIFY,
    TIE_FIRST,
    TIE_SECOND,
    TWO_MARKERS,
    _place,
    _said,
    ambition_case,
    ambition_question,
)
from .common import (
    BOX_OF,
    CITY_BONUS,
    COUNTS,
    DIE_ORDER,
    NO_ONE,
    NOTHING,
    R_CONTROL,
    R_SCORING,
    RESOURCE_TYPES,
)
from .control import (
    BUILDINGS,
    CONTROL_TOPICS,
    DAMAGED,
    EACH,
    MOST,
    NO_FRESH,
    SHIPS_AT_HAND,
    TIE,
    control_case,
    control_question,
    controller,
)
from .roll import (
    ASKS,
    BUILDING_HITS,
    INTERCEPT,
    ONCE,
    OVERFLOW,
    RAID_NO,
    RAID_YES,
    ROLL_TOPICS,
    SELF,
    SHIP_HITS,
    _Battle,
    roll_case,
    roll_question,
)

__all__ = [
    "AMBITIONS",
    "AMBITION_TOPICS",
    "ASKS",
    "BOX",
    "BOX_OF",
    "BUILDINGS",
    "BUILDING_HITS",
    "CITY",
    "CITY_BONUS",
    "CONTROL_TOPICS",
    "COUNTS",
    "DAMAGED",
    "DIE_ORDER",
    "EACH",
    "FIRST_SECOND",
    "INTERCEPT",
    "MOST",
    "NOTHING",
    "NO_FRESH",
    "NO_ONE",
    "ONCE",
    "OVERFLOW",
    "QUALIFY",
    "RAID_NO",
    "RAID_YES",
    "RESOURCE_TYPES",
    "ROLL_TOPICS",
    "R_CONTROL",
    "R_SCORING",
    "SELF",
    "SHIPS_AT_HAND",
    "SHIP_HITS",
    "TIE",
    "TIE_FIRST",
    "TIE_SECOND",
    "TWO_MARKERS",
    "_Battle",
    "_place",
    "_said",
    "ambition_case",
    "ambition_question",
    "control_case",
    "control_question",
    "controller",
    "roll_case",
    "roll_question",
]
