"""The end of a chapter: ambitions scored, the cleanup, the game's end or the next chapter
(arcs: End-of-Chapter Scoring, Cleanup, End Game or Advance Chapter, Power Thresholds;
arcs R11; tarotlab X14, L4).
"""

from __future__ import annotations

from typing import Any

from ...core.engine import Outcome
from ..base import R_CLEANUP, R_SCORING, marker_value
from ..components import AMBITION_COUNTS, AMBITIONS, CHAPTERS, COURT, MARKERS, THRESHOLD
from ..hooks import ABILITIES, AMBITION_COUNT, AMBITION_POWER, CHAPTER_END, ORDER
from .setup import SetupRules


def _seats(seats: list[int]) -> str:
    """``seat 0 and seat 2``; the 2-player ambition boxes (seat -1) as ``the ambition boxes``."""
    names = [f"seat {s}" for s in sorted(seats) if s >= 0]
    return " and ".join(names + ["the ambition boxes"] * (-1 in seats))


class ChapterRules(SetupRules):
    """The end of a chapter: ambitions scored, the cleanup, the game's end or the next chapter
    (arcs: End-of-Chapter Scoring, Cleanup, End Game or Advance Chapter, Power Thresholds;
    arcs R11)."""

    def ambition_count(self, seat: int, ambition: str) -> int:
        """What an ambition counts for a seat (arcs: End-of-Chapter Scoring): resource tokens
        and Guild-card suits, Captives or Trophies."""
        counts = AMBITION_COUNTS[ambition]
        if counts == ("captives",):
            return sum(self.captives[seat])
        if counts == ("trophies",):
            return sum(self.trophies[seat].values())
        held = self.holdings(seat)
        count: int = self.modified(AMBITION_COUNT, seat, sum(1 for r in held if r in counts),
                                   ambition=ambition)
        return (count
                + sum(1 for c in self.guild[seat] if COURT[c].suit in counts))

    def ambition_power(self, ambition: str) -> tuple[int, int]:
        """(first, second)-place Power of an ambition's box: the sums over its markers."""
        values = [marker_value(m, self.flipped[m]) for m in self.boxes[ambition]]
        return sum(v[0] for v in values), sum(v[1] for v in values)

    def placings(self, ambition: str) -> tuple[list[int], list[int], dict[int, int]]:
        """(seats first, seats second, counts) of an ambition among the qualifying seats (a
        count above 0); with 2 players the ambition boxes are seat -1 (arcs: End-of-Chapter
        Scoring, Two-Player Scoring). Several firsts are a tie (no second place then)."""
        counts = {s: self.ambition_count(s, ambition) for s in range(self.n)}
        if self.n == 2:
            counts[-1] = self.phantom.get(ambition, 0)
        qualified = {s: c for s, c in counts.items() if c > 0}
        if not qualified:
            return [], [], counts
        top = max(qualified.values())
        firsts = [s for s, c in qualified.items() if c == top]
        rest = {s: c for s, c in qualified.items() if c < top}
        seconds = ([s for s, c in rest.items() if c == max(rest.values())]
                   if rest and len(firsts) == 1 else [])
        return firsts, seconds, counts

    def score_ambition(self, ambition: str) -> dict[int, int]:
        """Power each seat gains from one declared ambition (arcs: End-of-Chapter Scoring;
        Two-Player Scoring: the phantom, seat -1, places but gains nothing)."""
        first_power, second_power = self.ambition_power(ambition)
        firsts, seconds, _ = self.placings(ambition)
        gains: dict[int, int] = {}
        if len(firsts) > 1:  # tied for first: second-place Power only, nothing for others
            for s in firsts:
                gains[s] = second_power
        elif firsts:
            winner = firsts[0]
            gains[winner] = first_power + (self.city_bonus(winner) if winner >= 0 else 0)
            if len(seconds) == 1:  # tied for second: no Power
                gains[seconds[0]] = second_power
        gains.pop(-1, None)
        for seat in list(gains):  # abilities that change what an ambition gives
            gains[seat] = self.modified(AMBITION_POWER, seat, gains[seat], ambition=ambition,
                                        sole_first=firsts == [seat], second=second_power)
        return {s: g for s, g in gains.items() if g}

    def _ties(self, ambition: str) -> str:
        """Who tied for what in an ambition, in words (a tie for first gets second-place Power
        each, a tie for second none: arcs: End-of-Chapter Scoring)."""
        firsts, seconds, counts = self.placings(ambition)
        if len(firsts) > 1:
            return f"{_seats(firsts)} tie for first with {counts[firsts[0]]}: second-place Power"
        if len(seconds) > 1:
            return f"{_seats(seconds)} tie for second with {counts[seconds[0]]}: no Power"
        return ""

    def _t_chapter_end(self) -> None:
        """Score declared ambitions, clean up, end the game or advance the chapter, deal
        (arcs: End-of-Chapter Scoring, Cleanup, End Game or Advance Chapter, Draw Cards)."""
        self.turn = None
        self._log(None, f"chapter {self.chapter} ends", R_SCORING)
        scored = [a for a in AMBITIONS if self.boxes[a]]
        for ambition in scored:
            counts = ", ".join(f"seat {s} {self.ambition_count(s, ambition)}"
                               for s in range(self.n))
            if self.n == 2:
                counts += f", the ambition box {self.phantom.get(ambition, 0)}"
            gains = self.score_ambition(ambition)
            for seat, gain in sorted(gains.items()):
                self.power[seat] += gain
            first, second = self.ambition_power(ambition)
            result = "; ".join(f"seat {s} +{g}" for s, g in sorted(gains.items())) or "no Power"
            ties = self._ties(ambition)
            self._log(None, f"{ambition} ({first}/{second}): {counts}"
                      + (f"; {ties}" if ties else "") + f" -> {result}", R_SCORING)
        self._after_scoring(scored)
        if "Warlord" in scored:
            self._return_trophies()
        if "Tyrant" in scored:
            self._return_captives()
        for ambition in AMBITIONS:
            self.boxes[ambition] = []
        unflipped = [m for m in range(len(MARKERS)) if not self.flipped[m]]
        if unflipped:
            self.flipped[min(unflipped, key=lambda m: MARKERS[m].blue)] = True
        self.markers_avail = sorted(range(len(MARKERS)),
                                    key=lambda m: marker_value(m, self.flipped[m]), reverse=True)
        self._log(None, "ambition markers return and the lowest unflipped one is flipped: "
                  + ", ".join("/".join(map(str, marker_value(m, self.flipped[m])))
                              for m in self.markers_avail), R_CLEANUP)
        # a returned city's rearranging and discards are decided here, in the cleanup
        self._push(("chapter_next",))

    def _after_scoring(self, scored: list[str]) -> None:
        """What abilities do once the ambitions are scored (the ``CHAPTER_END`` moment): the
        leaders' first, seat by seat, then the Guild cards' by card, then the lore cards'."""
        for seat in range(self.n):
            lid = self.leader[seat]
            if lid is not None:
                ABILITIES[lid].on(CHAPTER_END, self, seat, scored=scored)
        for order in (self.guild, self.lore):
            held = sorted(((c, seat) for seat in range(self.n) for c in order[seat]),
                          key=lambda pair: ORDER[pair[0]])
            for cid, seat in held:
                ABILITIES[cid].on(CHAPTER_END, self, seat, scored=scored)

    def _t_chapter_next(self) -> None:
        """End the game or advance the chapter and deal (arcs: End Game or Advance Chapter,
        Draw Cards)."""
        threshold = THRESHOLD[self.n]
        if max(self.power) >= threshold or self.chapter >= CHAPTERS:
            self._end_game(threshold)
            return
        self.chapter += 1
        self._log(None, f"chapter {self.chapter} begins: all action cards are shuffled and "
                  f"dealt", "arcs: Draw Cards")
        self.deck = sorted(self.deck + self.discard + self.discard_top + self.discard_up
                           + [c for h in self.hands for c in h])
        self.discard, self.discard_top, self.discard_up = [], [], []
        self.hands = [[] for _ in range(self.n)]
        self.passes = 0
        self._push(("deal", 0), ("after_deal",), ("round",))

    def _return_trophies(self) -> None:
        """Trophies go back to their owners: ships and starports to supply, cities to the
        rightmost empty city slot, agents to supply (arcs: Cleanup 1, Piece Limits)."""
        for seat in range(self.n):
            for (owner, kind), count in sorted(self.trophies[seat].items()):
                if kind == "ship":
                    self.ships_left[owner] += count
                elif kind == "starport":
                    self.ports_left[owner] += count
                elif kind == "city":
                    self.cities_board[owner] += count
                    self._rearrange(owner)
                else:
                    self._return_agents(owner, count)
            self.trophies[seat] = {}
        self._log(None, "Warlord was scored: all Trophies return to their owners", R_CLEANUP)

    def _return_captives(self) -> None:
        for seat in range(self.n):
            for owner, count in enumerate(self.captives[seat]):
                self._return_agents(owner, count)
            self.captives[seat] = [0] * self.n
        self._log(None, "Tyrant was scored: all Captives return to their owners", R_CLEANUP)

    def _end_game(self, threshold: int) -> None:
        """Most Power wins; a tie goes to the tied seat earliest in turn order from the
        initiative holder (arcs: Power Thresholds, arcs R11)."""
        best = max(self.power)
        order = self._order()
        winner = next(s for s in order if self.power[s] == best)
        if best >= threshold:
            ending, why = "threshold", f"Power {best} reached the threshold {threshold}"
        else:
            ending, why = "chapter 5", "chapter 5 has ended"
        tied = [s for s in order if self.power[s] == best]
        if len(tied) > 1:
            why += f"; seats {', '.join(map(str, tied))} tie on {best} and seat {winner} is " \
                   "earliest in turn order from the initiative holder"
        self._outcome = Outcome((winner,), ending, why, "arcs R11", tuple(self.power))
        self._log(None, f"the game ends: seat {winner} wins with {best} Power ({why})",
                  "arcs R11")


TASKS: dict[str, Any] = {"chapter_end": ChapterRules._t_chapter_end,
                         "chapter_next": ChapterRules._t_chapter_next}
