"""Command line: ``python -m tarotlab simulate | replay | explore | playthrough | matchups |
games | classroom | rulebook``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn, cast

from . import GAMES, __version__
from .core.errors import TarotlabError, shown


def _option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"options are key=value, not {text!r}")
    from .lab.sweep import parse_value

    return key, parse_value(raw)


def _whole_number(minimum: int) -> Any:
    """An argparse type: a whole number at least ``minimum``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {shown(text)}") \
                from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {value}")
        return value
    return parse


def _simulate(args: argparse.Namespace) -> int:
    from .lab.command import simulate

    return simulate(args, _progress(0, "games", enabled=not args.no_progress))


def _progress(total: int, unit: str, enabled: bool) -> Any:
    """A tqdm progress bar on stderr, silent when stderr is not a terminal."""
    from tqdm import tqdm

    return tqdm(total=total, unit=unit, disable=not enabled or None, file=sys.stderr,
                dynamic_ncols=True, leave=False)


def _replay(args: argparse.Namespace) -> int:
    from .core.engine import seat_name
    from .core.record import Record
    from .core.replay import replay

    record = Record.load(args.file)
    state = replay(record)
    print(f"{record.game} record, options {json.dumps(record.options, sort_keys=True)}")
    for event in state.events:
        print(f"{event.step:>5} {seat_name(event.seat) if event.seat is not None else '':<9} "
              f"{event.text}  [{event.rule}]")
    print(f"result: {state.outcome}" if state.outcome else
          f"unfinished: {seat_name(state.to_move)} to move")
    return 0


def _explore(args: argparse.Namespace) -> int:
    from .notebook.session import Session

    session = Session.load(args.file)
    print(f"{session.game} exploration, options "
          f"{json.dumps(session.state.options, sort_keys=True)}")
    shown_line = session.line.index
    for line in session.lines():
        mark = "*" if line.index == shown_line else " "
        print(f"{mark} {line}")
        if args.moves:
            path = line.leaf.path()
            for depth, node in enumerate(path[1:], start=1):
                if depth > line.branch:
                    taken = ", ".join(str(a) for _, a in node.decisions)
                    print(f"      {depth:>4}. {taken}")
    print(f"shown: move {session.position} of line {shown_line} ({session.line.name})")
    return 0


def _playthrough(args: argparse.Namespace) -> int:
    from .testing import playthrough

    if args.check:
        for path in args.check:
            playthrough.check(path)
            print(f"{path}: replays exactly")
        return 0
    if not args.game:
        raise TarotlabError("playthrough: name a game to generate, or --check FILE")
    text = playthrough.generate(args.game, args.seed, tuple(args.bots.split(",")),
                                args.bot_seed, **dict(args.option))
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def _lessons(args: argparse.Namespace) -> int:
    from .lessons import Lesson, catalog

    entries = catalog(args.game)
    for entry in entries:
        line = f"{entry.id:<24} {entry.title}"
        if args.check:
            lesson = Lesson(entry.id)  # loading checks every step against the rules
            line += f"  ({len(lesson.steps)} steps: fit the rules)"
        print(line)
    if not entries:
        print(f"no lessons{f' for {args.game}' if args.game else ''} yet")
    return 0


def _matchups(args: argparse.Namespace) -> int:
    if args.game == "mystick":
        return _mystick_matchups(args)
    from .arcana import reference

    text = reference.to_csv()
    if args.write:
        target = Path(__file__).parent / "arcana" / reference.CSV_PATH
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target}")
    else:
        sys.stdout.write(text)
    return 0


def _mystick_matchups(args: argparse.Namespace) -> int:
    """The Mystick decks' matchup matrix, greedy against greedy (or the shipped full run)."""
    from .mystick import matchups

    if args.shipped:
        result = matchups.shipped()
    else:
        from .mystick.decks import ready_made

        cells = len(ready_made()) ** 2
        bar = _progress(args.games * cells, "games", not args.no_progress)
        try:
            result = matchups.matrix(games=args.games, seed=args.seed,
                                     processes=args.processes,
                                     progress=lambda done, _total: bar.update(done - bar.n))
        finally:
            bar.close()
    print(result.table())
    outside = result.outside()
    low, high = matchups.BAND
    print(f"cells outside {100 * low:.0f}-{100 * high:.0f}%: "
          + (", ".join(f"{a} vs {b} {100 * s:.1f}%" for a, b, s in outside) or "none"))
    if args.write:
        target = Path(__file__).parent / "mystick" / matchups.CSV_PATH
        target.write_text(result.to_csv(), encoding="utf-8")
        print(f"wrote {target}")
    return 0


def _games(args: argparse.Namespace) -> int:
    from .core.game import game_info

    for name in GAMES:
        info = game_info(name)
        print(f"{name}: {info.summary()}")
        print(f"  {info.description}")
        print(f"  rulebook {info.rulebook}, rulings {info.rulings}")
        for spec in info.options():
            choices = f" one of {spec.choices}" if spec.choices else ""
            print(f"  {spec.name} ({spec.kind.__name__}, default {spec.default!r}{choices}): "
                  f"{spec.doc}")
    return 0


def _rulebook(args: argparse.Namespace) -> int:
    from .rulebook import pages, trace

    games = list(GAMES) if args.game == "all" else [args.game]
    found = trace.gather(counts=Path(args.counts) if args.counts else None)
    written = pages.write(Path(args.out), games, found)
    print(f"wrote {', '.join(p.name for p in written)} in {args.out}; counts: "
          f"{'none yet' if found.counts is None else found.counts.path}")
    return 0


CLASSROOM_NOTEBOOK = Path(__file__).parent / "notebook" / "classroom.ipynb"
VOILA_DATA = Path(__file__).parent / "notebook"
"""A Jupyter data directory holding the classroom page's Voila template (voila/templates)."""


def trust_classroom_notebook() -> None:
    """Sign the classroom notebook tarotlab ships, as ``jupyter trust`` would, so that Voila
    does not greet the teacher with "Notebook classroom.ipynb is not trusted"."""
    import nbformat
    from nbformat import sign

    read: Any = nbformat.read  # nbformat has no type hints
    notary: Any = cast(Any, sign).NotebookNotary()
    notebook = read(CLASSROOM_NOTEBOOK, as_version=4)
    if not notary.check_signature(notebook):
        notary.sign(notebook)


def _classroom_setup(args: argparse.Namespace) -> str:
    """The command line's choices as the classroom's query string (refusing bad ones)."""
    from .notebook.classroom import Setup, parse_setup

    wanted = Setup(game=args.game, players=args.players,
                   seats=args.bots.split(",") if args.bots else [], seed=args.seed,
                   step=args.step, lesson=args.lesson, drill=args.drill)
    parsed = parse_setup(wanted.to_query())
    if parsed.problems:
        raise TarotlabError("classroom: " + "; ".join(parsed.problems))
    return parsed.to_query()


def _classroom(args: argparse.Namespace) -> int:
    try:
        from voila.app import Voila

        from .notebook.server import VOILA_FLAG

        query = _classroom_setup(args)
    except ImportError as err:
        raise TarotlabError(f"classroom mode needs Voila and ipywidgets ({err.name} is missing): "
                            "pip install 'tarotlab[notebook]'") from None
    os.environ["TAROTLAB_CLASSROOM"] = query
    trust_classroom_notebook()
    # The page's own template (no links to a public CDN), found on Jupyter's data path.
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        p for p in (str(VOILA_DATA), os.environ.get("JUPYTER_PATH", "")) if p)
    argv = [str(CLASSROOM_NOTEBOOK), f"--Voila.ip={args.ip}", f"--Voila.port={args.port}",
            "--VoilaConfiguration.show_tracebacks=False", "--theme=light", VOILA_FLAG,
            "--VoilaConfiguration.template=tarotlab",
            # The kernel talks to the server through local sockets (IPC), not TCP: nothing
            # leaves the machine unencrypted, and ipykernel has no such warning to give.
            "--KernelManager.transport=ipc",
            # JupyterLab's Jupytext extension cannot load in a Voila page (RUNTIME-012 in
            # the console) and the page has no use for it.
            '--VoilaConfiguration.extension_denylist=["jupyterlab-jupytext"]']
    if args.no_browser:
        argv.append("--no-browser")
    print(f"tarotlab classroom: {query} — Ctrl-C stops the server", flush=True)
    Voila.launch_instance(argv=argv)
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse, with a bad command line reported in one line (and where to get help)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see: {self.prog} --help)\n")


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m tarotlab",
                description="tarotlab: rules engines for tarot-deck games")
    p.add_argument("--version", action="version", version=f"tarotlab {__version__}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play many games between bots and print statistics")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--games", type=_whole_number(1), default=1000)
    sim.add_argument("--seed", type=_whole_number(0), default=0)
    sim.add_argument("--bots", default="random", help="bot per seat, comma-separated "
                     "(random, greedy); one name plays every seat")
    sim.add_argument("--fixed-seats", action="store_true", help="do not rotate bots over seats")
    sim.add_argument("--option", type=_option, action="append", default=[],
                     metavar="KEY=VALUE", help="game option, e.g. resolution=both")
    sim.add_argument("--no-progress", action="store_true",
                     help="no progress bar (there is none anyway when stderr is not a terminal)")
    sim.add_argument("--workers", type=_whole_number(1), default=None, metavar="K",
                     help="processes to play in (default: every core; 1: this process)")
    sim.add_argument("--dask", action="store_true",
                     help="play on a new local Dask cluster of --workers processes")
    sim.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                     help="play on the Dask cluster of this scheduler")
    sim.add_argument("--sweep", action="append", default=[], metavar="NAME=V1,V2",
                     help="play every combination: an option (or bots) and its values, "
                          "e.g. players=3,4,5; a JSON list for values with commas")
    sim.add_argument("--out", metavar="FILE", help="write one row per game to FILE "
                     "(.parquet or .csv), streamed as the games finish")
    sim.add_argument("--batch", type=_whole_number(1), default=None, metavar="N",
                     help="games per batch sent to a worker (default: automatic)")
    sim.set_defaults(run=_simulate)

    rep = sub.add_parser("replay", help="print the events of a saved game record (JSON)")
    rep.add_argument("file")
    rep.set_defaults(run=_replay)

    ex = sub.add_parser("explore", help="print the lines of a saved exploration (Session.save)")
    ex.add_argument("file")
    ex.add_argument("--moves", action="store_true", help="also list each line's own moves")
    ex.set_defaults(run=_explore)

    pt = sub.add_parser("playthrough", help="write or check a golden playthrough")
    pt.add_argument("game", nargs="?", choices=sorted(GAMES))
    pt.add_argument("--seed", type=_whole_number(0), default=1)
    pt.add_argument("--bots", default="random")
    pt.add_argument("--bot-seed", type=_whole_number(0), default=0)
    pt.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    pt.add_argument("--output", "-o")
    pt.add_argument("--check", nargs="+", metavar="FILE", help="regenerate and compare")
    pt.set_defaults(run=_playthrough)

    le = sub.add_parser("lessons", help="list the guided lessons (--check: load each, checking "
                        "every step against the rules)")
    le.add_argument("--game", choices=sorted(GAMES))
    le.add_argument("--check", action="store_true")
    le.set_defaults(run=_lessons)

    mu = sub.add_parser("matchups", help="print (or --write) the Arcana match-up sheet CSV, or "
                        "with --game mystick the Mystick decks' matchup matrix")
    mu.add_argument("--game", choices=("arcana", "mystick"), default="arcana")
    mu.add_argument("--write", action="store_true", help="write the shipped data file")
    mu.add_argument("--games", type=int, default=2000, help="mystick: games per cell")
    mu.add_argument("--seed", type=int, default=0, help="mystick: seed of the first game")
    mu.add_argument("--processes", type=int, default=2, choices=(1, 2),
                    help="mystick: worker processes (at most 2: the machine is shared)")
    mu.add_argument("--shipped", action="store_true", help="mystick: print the shipped full "
                    "run instead of playing")
    mu.add_argument("--no-progress", action="store_true")
    mu.set_defaults(run=_matchups)

    gm = sub.add_parser("games", help="list the games and their options")
    gm.set_defaults(run=_games)

    cr = sub.add_parser("classroom", help="serve a game's Table as a page with no code, for a "
                        "projector (Voila): choose seats and bots, then play turn by turn")
    cr.add_argument("game", nargs="?", default="arcana", choices=sorted(GAMES))
    cr.add_argument("--players", type=_whole_number(1),
                    help="number of seats (default: the game's)")
    cr.add_argument("--bots", help="who plays each seat, comma-separated: person, random or "
                    "greedy (default: person for seat 0, greedy for the others)")
    cr.add_argument("--seed", type=_whole_number(0),
                    help="seed of the game (default: a random one)")
    cr.add_argument("--step", action="store_true",
                    help="bots wait for the 'bot move' button instead of moving at once")
    cr.add_argument("--lesson", help="start with this lesson (python -m tarotlab lessons)")
    cr.add_argument("--drill", help="start with drills: GAME or GAME:KIND")
    cr.add_argument("--port", type=_whole_number(1), default=8866)
    cr.add_argument("--ip", default="127.0.0.1", help="address to listen on (default: only "
                    "this computer; 0.0.0.0 lets others on the network connect)")
    cr.add_argument("--no-browser", action="store_true", help="do not open a browser")
    cr.set_defaults(run=_classroom)

    rb = sub.add_parser("rulebook", help="write the annotated rulebook (HTML): each rule with "
                        "its code, tests, conformance counts and lessons")
    rb.add_argument("game", choices=(*GAMES, "all"))
    rb.add_argument("--out", required=True, metavar="DIR", help="folder for the pages")
    rb.add_argument("--counts", metavar="FILE", help="default: build/rule-counts.json")
    rb.set_defaults(run=_rulebook)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; every failure is one line on stderr and a non-zero exit code
    (2: bad input, 1: anything else), never a traceback (``TAROTLAB_TRACEBACK=1`` shows it)."""
    args = parser().parse_args(argv)
    try:
        code: int = args.run(args)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (`... | head`): stop quietly
        _silence_stdout()
        print("error: the output was closed before everything was written", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except Exception as err:
        if os.environ.get("TAROTLAB_TRACEBACK"):
            raise
        print(f"error: {_message(err)}", file=sys.stderr)
        return 2 if isinstance(err, TarotlabError | OSError) else 1
    return code


def _message(err: BaseException) -> str:
    """One line saying what went wrong, even for an exception with no message."""
    text = " ".join(str(err).split())
    if isinstance(err, OSError) and err.filename is not None:
        text = f"{err.strerror or type(err).__name__}: {err.filename}"
    if not text:
        text = f"{type(err).__name__} (no message)"
    if not isinstance(err, TarotlabError | OSError | AssertionError):  # a check that failed
        text = f"internal error, please report it: {type(err).__name__}: {text}"
    return shown(text, 400)[1:-1] if len(text) > 400 else text


def _silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so Python's exit flush does not fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
