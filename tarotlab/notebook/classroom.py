"""Classroom mode: a game's Table as a page with no code, big enough for a projector.

``python -m tarotlab classroom GAME`` (or ``make classroom``) serves
``tarotlab/notebook/classroom.ipynb`` with Voila, which shows only the widgets. The page
first asks for the game, the number of seats and which seats bots play; "Start" then
shows the game's :class:`~tarotlab.notebook.widgets.Table`, enlarged, to play turn by turn.

The starting choices come from the command line (the ``TAROTLAB_CLASSROOM`` environment
variable, a query string) and from the page's own address (``?game=arcanum&players=4&
bots=person,greedy,greedy,random&seed=7&step=1``), the address winning: a teacher can
bookmark a set-up. The command line's seats and players apply only to the game they were
given for: an address asking for another game starts from that game's defaults.

On the projector the picture starts as the public view: the seat to move shows its cards
with "pass to seat N — show my cards" (a hot-seat curtain), and the teacher's switch shows
everything.
"""

from __future__ import annotations

import html
import os
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlencode

import ipywidgets as widgets

from .. import GAMES
from ..bots import BOT_NAMES, bot_names
from ..core.errors import TarotlabError, shown
from ..core.game import game_info
from .session import Session
from .widgets import Table

ENV_VAR = "TAROTLAB_CLASSROOM"
"""Environment variable carrying the command line's choices (a query string)."""

PERSON = "person"
PAGE_SEED_MAX = 10**15 - 1
"""The largest seed the set-up form takes (fifteen digits): a page's number field holds whole
numbers exactly only below 2**53 (JavaScript's Number.MAX_SAFE_INTEGER: a larger one is
rounded), and the browser site's kernel sends numbers near that bound as BigInt, which the
widget cannot take (2**52 works there, 2**53 - 1 does not). Larger seeds stay for the code and
the command line."""
SIZES = ("normal", "large", "huge")
"""Display sizes of the table (its text grows; the picture fits the screen)."""

@dataclass
class Setup:
    """What the set-up form starts with: game, seats, a bot name or "person" per seat."""

    game: str = "arcana"
    players: int | None = None
    seats: list[str] = field(default_factory=list)
    seed: int | None = None
    step: bool = False
    lesson: str | None = None
    """A lesson to start with (``tarotlab.lessons``), instead of a free game."""
    drill: str | None = None
    """Drills to start with: a game's name, or ``game:kind``."""
    problems: list[str] = field(default_factory=list)

    def to_query(self) -> str:
        """The query string that gives this set-up back (``parse_setup``)."""
        query: dict[str, str] = {"game": self.game}
        if self.lesson:
            query["lesson"] = self.lesson
        if self.drill:
            query["drill"] = self.drill
        if self.players is not None:
            query["players"] = str(self.players)
        if self.seats:
            query["bots"] = ",".join(self.seats)
        if self.seed is not None:
            query["seed"] = str(self.seed)
        if self.step:
            query["step"] = "1"
        return urlencode(query)


def seat_counts(game: str) -> list[int]:
    """The numbers of seats ``game`` allows (its declaration, ``core.game.GameInfo``)."""
    return list(game_info(game).player_counts)


def default_players(game: str) -> int:
    return game_info(game).default_players


def default_seats(players: int) -> list[str]:
    """The class plays seat 0; greedy bots play the others."""
    return [PERSON] + ["greedy"] * (players - 1)


_OPENS = ("game", "lesson", "drill")
"""The keys that say what a page opens; the last query naming one decides all three."""


def _game_of(given: Mapping[str, str]) -> str | None:
    """The game a query's lesson or drill belongs to (None if it names neither, or an
    unknown one: the problem is reported later)."""
    if "drill" in given:
        return given["drill"].partition(":")[0]
    if "lesson" in given:
        from ..lessons import catalog

        return next((e.game for e in catalog() if e.id == given["lesson"]), None)
    return None


def parse_setup(*queries: str | None) -> Setup:
    """A Setup from query strings, later ones winning; bad values are noted, not raised.

    What to open (a game, a lesson or a drill) is decided by the last query that names any
    of them: the address wins over the command line whichever it names. Seats and players
    belong to a game: a later query that names another game drops the earlier queries' seats
    and players (the server's defaults were for its own game).

    >>> parse_setup("game=arcanum&players=4", "game=arcana&seed=3").players is None
    True
    >>> setup = parse_setup("drill=arcanum", "lesson=mystick-basics")
    >>> setup.lesson, setup.drill, setup.game, setup.problems
    ('mystick-basics', None, 'mystick', [])
    """
    merged: dict[str, str] = {}
    for query in queries:
        if query:
            given = {k: v[-1] for k, v in parse_qs(query.lstrip("?"),
                                                    keep_blank_values=False).items()}
            if any(key in given for key in _OPENS):
                game = given.get("game") or _game_of(given)
                if game != merged.get("game") or "game" not in given:
                    for key in ("players", "bots"):
                        merged.pop(key, None)
                for key in _OPENS:
                    merged.pop(key, None)
            merged.update(given)
    setup = Setup()
    game = merged.get("game", setup.game)
    if game in GAMES:
        setup.game = game
    else:
        setup.problems.append(f"unknown game {game!r} (games: {', '.join(GAMES)})")
    counts = seat_counts(setup.game)
    if "players" in merged:
        try:
            players = int(merged["players"])
        except ValueError:
            players = -1
        if players in counts:
            setup.players = players
        else:
            allowed = (f"exactly {counts[0]}" if len(counts) == 1
                       else f"{counts[0]} to {counts[-1]}")
            setup.problems.append(f"{setup.game} is for {allowed} players, "
                                  f"not {merged['players']!r}")
    if "bots" in merged:
        seats = [s.strip() or PERSON for s in merged["bots"].split(",")]
        playing = bot_names(setup.game)
        unknown = [s for s in seats if s not in (PERSON, *playing)]
        if unknown:
            setup.problems.append(f"unknown bot {unknown[0]!r} for {setup.game} (seats: "
                                  f"{PERSON}, {', '.join(playing)})")
        else:
            setup.seats = seats
            if setup.players is None and len(seats) in counts:
                setup.players = len(seats)
    if "seed" in merged:
        try:
            setup.seed = int(merged["seed"])
            if not 0 <= setup.seed <= PAGE_SEED_MAX:
                raise ValueError
        except ValueError:
            setup.seed = None
            setup.problems.append(f"the seed must be a whole number from 0 to {PAGE_SEED_MAX} "
                                  f"(what a page's number field holds), not {merged['seed']!r}")
    setup.step = merged.get("step", "0").lower() in ("1", "true", "yes", "on")
    if "lesson" in merged:
        from ..lessons import catalog

        known = {e.id: e.game for e in catalog()}
        if merged["lesson"] in known:
            setup.lesson = merged["lesson"]
            setup.game = known[merged["lesson"]]
        else:
            setup.problems.append(f"unknown lesson {shown(merged['lesson'])} (lessons: "
                                  f"{', '.join(known)})")
    if "drill" in merged:
        from .. import drills

        game, _, kind = merged["drill"].partition(":")
        names = [k.name for k in drills.kinds(game)] if game in GAMES else []
        if names and (not kind or kind in names):
            setup.drill = merged["drill"]
            setup.game = game
        else:
            setup.problems.append(f"unknown drill {shown(merged['drill'])} (drills: "
                                  + ", ".join(f"{g}:{k.name}" for g, ks in
                                              drills.all_kinds().items() for k in ks) + ")")
    return setup


def _stylesheet() -> str:
    from importlib.resources import files

    return files("tarotlab.notebook").joinpath("static", "classroom.css").read_text("utf-8")


def _label(game: str) -> str:
    return game_info(game).long_name


class Classroom(widgets.VBox):  # type: ignore[misc]
    """Set up a game (game, seats, bots), then play it on a big Table with no code shown."""

    def __init__(self, setup: Setup | None = None, **choices: Any) -> None:
        """``Classroom(game="arcanum", players=4, seats=["person", "greedy", ...])``."""
        setup = setup or Setup(**choices)
        self.table: Table | None = None
        self._filling = False
        self.style = widgets.HTML(f"<style>{_stylesheet()}</style>")
        title = widgets.HTML("<div class='tl-cr-title'>tarotlab classroom</div>")
        wide = {"description_width": "initial"}
        self.game = widgets.Dropdown(options=[(_label(g), g) for g in GAMES], value=setup.game,
                                     description="game", style=wide)
        self.players = widgets.Dropdown(description="seats", style=wide)
        self.seat_box = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.seat_pickers: list[widgets.Dropdown] = []
        self.seed = widgets.BoundedIntText(
            value=setup.seed if setup.seed is not None else secrets.randbelow(10_000),
            min=0, max=PAGE_SEED_MAX, description="seed", style=wide,
            layout=widgets.Layout(width="220px"))
        self.step = widgets.Checkbox(value=setup.step, indent=False,
                                     description="bots wait for the \u201cbot move\u201d button")
        self.start = widgets.Button(description="Start", button_style="primary", icon="play",
                                    tooltip="start the game with these seats")
        self.lesson = widgets.Dropdown(description="or a lesson", style=wide,
                                       layout=widgets.Layout(width="440px"))
        self.start_lesson = widgets.Button(description="Start the lesson", icon="graduation-cap")
        self.drill = widgets.Dropdown(description="or a drill", style=wide,
                                      layout=widgets.Layout(width="440px"))
        self.start_drill = widgets.Button(description="Start the drill", icon="question")
        self.error = widgets.HTML()
        note = widgets.HTML("<div class='tl-cr-note'>A person's seat is played by clicking "
                            "its action buttons; a bot plays its seat by itself. The same "
                            "seed deals the same game.</div>")
        for w, cls in [(self.game, "tl-cr-game"), (self.players, "tl-cr-players"),
                       (self.seed, "tl-cr-seed"), (self.step, "tl-cr-step"),
                       (self.start, "tl-cr-start"), (self.error, "tl-cr-error"),
                       (self.lesson, "tl-cr-lesson"), (self.start_lesson, "tl-cr-start-lesson"),
                       (self.drill, "tl-cr-drill"), (self.start_drill, "tl-cr-start-drill")]:
            w.add_class(cls)
        self.setup_panel = widgets.VBox([
            title, self.game, self.players, self.seat_box, self.seed, self.step, self.start,
            note, widgets.HBox([self.lesson, self.start_lesson]),
            widgets.HBox([self.drill, self.start_drill]), self.error])
        self.setup_panel.add_class("tl-cr-setup")

        self.heading = widgets.HTML(layout=widgets.Layout(flex="1 1 auto"))
        self.size = widgets.ToggleButtons(options=list(SIZES), value="large",
                                          description="size",
                                          style={"description_width": "initial",
                                                 "button_width": "76px"},
                                          tooltips=["as in a notebook", "for a projector",
                                                    "for the back of the room"])
        self.new_game = widgets.Button(description="new game", icon="refresh",
                                       tooltip="back to choosing the game and the seats")
        self.size.add_class("tl-cr-size")
        self.new_game.add_class("tl-cr-new")
        self.bar = widgets.HBox([self.heading, self.size, self.new_game],
                                layout=widgets.Layout(align_items="center",
                                                      justify_content="space-between"))
        self.bar.add_class("tl-cr-bar")
        self.table_box = widgets.Box()
        self.table_box.add_class("tl-cr-table")
        self.table_box.add_class("tlt-fit-height")
        self.play_panel = widgets.VBox([self.bar, self.table_box])

        self.drill_view: Any = None
        self._fill_players(setup.players, setup.seats)
        self._fill_lessons(setup.lesson, setup.drill)
        self.game.observe(lambda _: self._fill_players(None, []), names="value")
        self.game.observe(lambda _: self._fill_lessons(None, None), names="value")
        self.start_lesson.on_click(lambda _: self.begin_lesson())
        self.start_drill.on_click(lambda _: self.begin_drill())
        self.players.observe(self._on_players, names="value")
        self.start.on_click(lambda _: self.begin())
        self.new_game.on_click(lambda _: self.show_setup())
        self.size.observe(self._on_size, names="value")
        super().__init__([self.style, self.setup_panel])
        self.add_class("tarotlab-classroom")
        if setup.problems:
            self._error("; ".join(setup.problems))
        elif setup.lesson:
            self.begin_lesson()
        elif setup.drill:
            self.begin_drill()

    @classmethod
    def from_request(cls, environ: Mapping[str, str] | None = None) -> Classroom:
        """The classroom for this page: the command line's choices, then the address's."""
        env = os.environ if environ is None else environ
        return cls(parse_setup(env.get(ENV_VAR), env.get("QUERY_STRING")))

    # ------------------------------------------------------------------ set-up form
    def _fill_players(self, players: int | None, seats: list[str]) -> None:
        counts = seat_counts(self.game.value)
        value = players if players in counts else default_players(self.game.value)
        self._filling = True
        try:
            self.players.options = [(str(n), n) for n in counts]
            self.players.value = value
        finally:
            self._filling = False
        self._fill_seats(seats)

    def _fill_lessons(self, lesson: str | None, drill: str | None) -> None:
        from .. import drills
        from ..lessons import catalog

        game = self.game.value
        lessons = [(f"{e.title}", e.id) for e in catalog(game)]
        self.lesson.options = lessons or [("(none yet)", "")]
        if lesson in {i for _, i in lessons}:
            self.lesson.value = lesson
        self.start_lesson.disabled = not lessons
        kinds = [("every kind of question", game)] + [
            (k.title, f"{game}:{k.name}") for k in drills.kinds(game)]
        self.drill.options = kinds if len(kinds) > 1 else [("(none yet)", "")]
        if drill in {v for _, v in kinds}:
            self.drill.value = drill
        self.start_drill.disabled = len(kinds) == 1

    def begin_lesson(self) -> Table | None:
        """Start the lesson chosen, on the Table (the class is its learner)."""
        from ..lessons import Lesson

        try:
            lesson = Lesson(self.lesson.value)
            table = Table.for_lesson(lesson.start())
            table.size = self.size.value
        except (TarotlabError, ImportError) as err:
            self._error(str(err))
            return None
        self.error.value = ""
        self.table = table
        self.heading.value = (f"<b>{html.escape(_label(lesson.game))}</b> · lesson: "
                              f"{html.escape(lesson.title)}")
        self.table_box.children = (table,)
        self.children = (self.style, self.play_panel)
        return table

    def begin_drill(self) -> Any:
        """Start drills: the class answers each question, the teacher reveals."""
        from .drill import Drill

        game, _, kind = str(self.drill.value).partition(":")
        try:
            drill = Drill(game, kind or None, seed=self.seed.value, reveal_by_teacher=True)
        except (TarotlabError, ImportError) as err:
            self._error(str(err))
            return None
        self.error.value = ""
        self.table = None
        self.drill_view = drill
        self.heading.value = f"<b>{html.escape(_label(game))}</b> · drills"
        self.table_box.children = (drill,)
        self.children = (self.style, self.play_panel)
        return drill

    def _on_players(self, _change: dict[str, Any]) -> None:
        if not self._filling:
            self._fill_seats([])

    def _fill_seats(self, seats: list[str]) -> None:
        players = self.players.value
        base = seats or [p.value for p in self.seat_pickers]
        chosen = (base + default_seats(players)[len(base):])[:players]
        self.seat_pickers = []
        for seat, who in enumerate(chosen):
            picker = widgets.Dropdown(options=[PERSON, *BOT_NAMES], value=who,
                                      description=f"seat {seat}",
                                      style={"description_width": "initial"},
                                      layout=widgets.Layout(width="190px"))
            picker.add_class("tl-cr-seat")
            picker.add_class(f"tl-cr-seat-{seat}")
            self.seat_pickers.append(picker)
        self.seat_box.children = tuple(self.seat_pickers)

    def choices(self) -> Setup:
        """The set-up the form shows now."""
        return Setup(game=self.game.value, players=self.players.value,
                     seats=[p.value for p in self.seat_pickers], seed=self.seed.value,
                     step=self.step.value)

    def _error(self, text: str) -> None:
        self.error.value = f"<div class='tl-cr-error'>✘ {html.escape(text)}</div>"

    # ------------------------------------------------------------------ playing
    def begin(self) -> Table | None:
        """Start the game the form describes and show its Table (None if it is refused)."""
        setup = self.choices()
        bots = {seat: who for seat, who in enumerate(setup.seats) if who != PERSON}
        try:
            session = Session(setup.game, bots=bots, players=setup.players, seed=setup.seed)
            # All seats bots: let the class watch move by move rather than the end at once.
            autoplay = not setup.step and len(bots) < len(setup.seats)
            table = Table(session, autoplay_bots=autoplay, hide_first=True)
            table.size = self.size.value
        except (TarotlabError, ImportError) as err:
            self._error(str(err))
            return None
        self.error.value = ""
        self.table = table
        people = [str(s) for s in range(len(setup.seats)) if s not in bots]
        who = (f"the class plays seat{'s' if len(people) > 1 else ''} {', '.join(people)}"
               if people else "bots play every seat: press “bot move” for each turn")
        self.heading.value = (f"<b>{html.escape(_label(setup.game))}</b> · "
                              f"{len(setup.seats)} seats · seed {setup.seed} · "
                              f"{html.escape(who)}")
        self.table_box.children = (table,)
        self.children = (self.style, self.play_panel)
        return table

    def show_setup(self) -> None:
        """Back to the set-up form (the current game is dropped)."""
        self.table = None
        self.table_box.children = ()
        self.children = (self.style, self.setup_panel)

    def _on_size(self, change: dict[str, Any]) -> None:
        if self.table is not None:
            self.table.size = change["new"]
