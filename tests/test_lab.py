"""The balance lab (issue 19): the same rows whatever runs the games, sweeps, intervals, files,
and one clear line for every bad input."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")
pytest.importorskip("pyarrow")

import tarotlab  # noqa: E402
import tarotlab.lab as lab  # noqa: E402
from tarotlab.cli import main  # noqa: E402
from tarotlab.lab.series import simulate  # noqa: E402
from tarotlab.lab.stats import difference, quantile, wilson  # noqa: E402


# ---------------------------------------------------------------------- same rows, any runner
def test_rows_are_identical_for_one_worker_two_workers_and_a_dask_cluster() -> None:
    """Game i uses seed base + i, so who plays it does not matter (issue 19, item 1 and 2).
    Batches of two games make the workers finish out of order."""
    pytest.importorskip("dask.distributed")
    study = {"games": 8, "seed": 40, "bots": ("greedy", "random"), "batch": 2}
    one = lab.study("arcana", workers=1, **study)
    two = lab.study("arcana", workers=2, **study)
    dask = lab.study("arcana", workers=2, dask=True, **study)
    assert list(one["seed"]) == list(range(40, 48))
    pd.testing.assert_frame_equal(one, two)
    pd.testing.assert_frame_equal(one, dask)


def test_cli_files_are_identical_whatever_the_workers(tmp_path: Path) -> None:
    files = []
    for workers in ("1", "2"):
        out = tmp_path / f"w{workers}.csv"
        assert main(["simulate", "mystick", "--games", "6", "--seed", "3", "--workers",
                     workers, "--batch", "1", "--no-progress", "--out", str(out)]) == 0
        files.append(out.read_bytes())
    assert files[0] == files[1]
    assert files[0].count(b"\n") == 7  # the header and six games


def test_the_lab_counts_what_simulate_counts() -> None:
    """The lab plays the same games as tarotlab.simulate (same seeds, same rotation)."""
    old = simulate("arcanum", games=6, seed=9, bots=("greedy", "random", "random"), players=3)
    new = lab.run("arcanum", 6, seed=9, bots=("greedy", "random", "random"), workers=1,
                  players=3)[0]
    assert (new.seat_wins, new.bot_wins, new.bot_games, new.draws, new.endings,
            new.decisions) == (old.seat_wins, old.bot_wins, old.bot_games, old.draws,
                               old.endings, old.decisions)


# ---------------------------------------------------------------------- the rows
def test_rows_say_who_played_who_won_and_how_the_game_went() -> None:
    df = lab.study("arcana", games=4, seed=5, bots=("greedy", "random"), workers=1)
    assert list(df["bot_0"]) == ["greedy", "random", "greedy", "random"]  # seats rotate
    for row in df.itertuples():
        state = tarotlab.new_game("arcana", seed=int(row.seed))
        tarotlab.bots.play(state, [tarotlab.bots.make_bot(row.bot_0, "arcana"),
                                   tarotlab.bots.make_bot(row.bot_1, "arcana")], seed=int(row.seed))
        outcome = state.outcome
        assert outcome is not None
        assert (row.ending, row.decisions, row.rounds) == (outcome.ending, state.step,
                                                           state.rounds_played)
        assert (row.won_0, row.won_1) == (0 in outcome.winners, 1 in outcome.winners)
        assert (row.score_0, row.score_1) == outcome.scores
        assert (row.fallbacks_0, row.fallbacks_1) == (0, 0)  # neither bot searches
        # arcana R3: the coin sets the first round, and so its parity
        assert f"the game begins on round {row.coin}" in state.events[1].text


def test_arcanum_rows_name_the_first_player_and_the_turns_played() -> None:
    df = lab.study("arcanum", games=3, seed=2, workers=1, players=5, turns=9)
    for row in df.itertuples():
        state = tarotlab.new_game("arcanum", seed=int(row.seed), players=5, turns=9)
        first = next(e.text for e in state.events if e.text.endswith("is the first player"))
        assert first == f"seat {row.first_player} is the first player"  # arcanum: Setup
    assert set(df["turns"]) == {9} and df["score_4"].notna().all()


def test_arcs_rows_name_the_setup_card_and_how_each_chapter_ended() -> None:
    """arcs: Passing Initiative: a chapter ends early when everyone with cards passes in a
    row, so its last decision is a pass; otherwise the action cards ran out."""
    df = lab.study("arcs", games=3, seed=1, workers=1, players=2)
    seen = set()
    for row in df.to_dict("records"):
        state = tarotlab.new_game("arcs", seed=int(row["seed"]), players=2)
        tarotlab.bots.play(state, [tarotlab.bots.make_bot(row[f"bot_{s}"], "arcs")
                                   for s in range(2)], seed=int(row["seed"]))
        ends = [e.step for e in state.events
                if e.seat is None and e.rule == "arcs: End-of-Chapter Scoring"
                and e.text.endswith(" ends")]
        expected = ["passed" if state.history[step - 1][1] == "pass" else "out"
                    for step in ends]
        assert row["chapter_ends"].split(",") == expected
        assert len(expected) == row["chapters"] == state.chapter
        assert row["setup"] == state.setup and row["setup"].startswith("2P")
        assert row["winner"] in (0, 1) and not row["draw"]  # arcs R11: ties are broken
        seen.update(expected)
    assert seen == {"out", "passed"}
    assert "score_2" not in df.columns  # a two-player study has two seats


def test_rows_count_the_decisions_a_searching_bot_took_without_a_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A searching bot that finds no world it cannot tell from the real one (NoWorldFound)
    plays the greedy move; the row counts those decisions per seat (``fallbacks_<seat>``).
    With every redraw giving up, that is each decision of the searching seat that had a
    choice; the greedy seats never search."""
    from tarotlab.core.errors import NoWorldFound
    from tarotlab.search.bot import ISMCTSBot

    def no_world(*args: object, **kwargs: object) -> None:
        raise NoWorldFound("no world")

    monkeypatch.setattr(ISMCTSBot, "analyse", no_world)
    df = lab.study("arcana", games=2, seed=3, bots=("ismcts", "greedy"), workers=1)
    for row in df.to_dict("records"):
        seat = 0 if row["bot_0"] == "ismcts" else 1
        state = tarotlab.new_game("arcana", seed=int(row["seed"]))
        bots = [tarotlab.bots.make_bot(row[f"bot_{s}"], "arcana") for s in range(2)]
        tarotlab.bots.play(state, bots, seed=int(row["seed"]))
        choices = 0  # the searching seat's decisions with more than one legal action
        replayed = tarotlab.new_game("arcana", seed=int(row["seed"]), auto_chance=False)
        for who, action in state.history:
            if who == seat and len(replayed.legal_actions()) > 1:
                choices += 1
            replayed.apply(action)
        assert row[f"fallbacks_{seat}"] == choices > 0
        assert row[f"fallbacks_{1 - seat}"] == 0
    total = int(df["fallbacks_0"].sum() + df["fallbacks_1"].sum())
    report = lab.summarize(df)[0].report()  # what the command line prints
    assert f"ismcts   took {total} decisions without a search, in 2 games" in report
    assert "greedy   took" not in report


def test_a_sweep_over_players_leaves_the_missing_seats_empty() -> None:
    df = lab.study("mystick", games=2, seed=1, workers=1, sweep={"players": [2, 3]})
    two = df[df["players"] == 2]
    assert two["bot_2"].isna().all() and two["deck_2"].isna().all()
    assert list(df[df["players"] == 3]["deck_2"]) == ["Storm Front"] * 2


# ---------------------------------------------------------------------- sweeps
def test_a_sweep_plays_one_cell_per_combination() -> None:
    sweep = {"players": [4, 5], "turns": [6, 9]}
    df = lab.study("arcanum", games=2, seed=1, workers=1, sweep=sweep)
    cells = df.groupby("cell")[["players", "turns"]].first()
    assert [tuple(c) for c in cells.itertuples(index=False)] == [(4, 6), (4, 9), (5, 6), (5, 9)]
    assert list(df.groupby("cell").size()) == [2, 2, 2, 2]
    # every cell plays the same seeds (common random numbers)
    assert all(list(part["seed"]) == [1, 2] for _, part in df.groupby("cell"))


def test_a_sweep_over_bots_and_an_explicit_list_of_cells() -> None:
    tallies = lab.run("arcana", 2, seed=1, workers=1,
                      sweep={"bots": ["random", "greedy,random"], "resolution": ["both"]})
    assert [t.bots for t in tallies] == [("random", "random"), ("greedy", "random")]
    assert [dict(t.cell)["resolution"] for t in tallies] == ["both", "both"]
    cells = [{"players": 3, "turns": 4}, {"players": 4, "turns": 6}]
    df = lab.study("arcanum", games=1, seed=1, workers=1, sweep=cells)
    assert list(zip(df["players"], df["turns"], strict=True)) == [(3, 4), (4, 6)]


def test_the_cli_reports_every_cell(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "arcanum", "--games", "2", "--workers", "1", "--no-progress",
                 "--sweep", "players=4,5", "--sweep", "turns=6,9"]) == 0
    out = capsys.readouterr().out
    for players in (4, 5):
        for turns in (6, 9):
            assert f"2 games of arcanum (players={players}, turns={turns})" in out
    assert out.count("95% Wilson") == 4


@pytest.mark.parametrize(("args", "message"), [
    (["--option", "colour=red"], "unknown option 'colour'"),
    (["--sweep", "players"], "--sweep takes NAME=V1,V2,..., not 'players'"),
    (["--sweep", "players="], "--sweep players: an empty value"),
    (["--sweep", "players=4,,5"], "--sweep players: an empty value"),
    (["--sweep", "players=4", "--sweep", "players=5"], "--sweep players is given twice"),
    (["--sweep", "players=4,9"], "sweep cell players=9: arcanum: option 'players' must be at "
                                 "most 5"),
    (["--sweep", "players=3,4", "--sweep", "turns=6,9"],
     "sweep cell players=3, turns=6: arcanum: option 'turns' must be 4 or 8 with 3 players"),
    (["--sweep", "seed=1,2"], "the seed cannot be swept"),
    (["--option", "players=4", "--sweep", "players=4,5"], "players is both an option and swept"),
    (["--sweep", 'bots=["random,nobot,random,random"]'],
     "sweep cell bots=random,nobot,random,random: no bot 'nobot'"),
    (["--sweep", "bots=[random"], "--sweep bots: '[random' is not a JSON list"),
    (["--sweep", "colour=red,blue"], "sweep cell colour=red: arcanum: unknown option 'colour'"),
    (["--bots", "random,random"], "arcanum has 4 seats here"),
    (["--dask", "--scheduler", "tcp://127.0.0.1:1"], "give one of them"),
    (["--out", "games.txt"], "--out games.txt: write .parquet or .csv, not .txt"),
    (["--out", "no/games.csv"], "--out no/games.csv: there is no directory no"),
    (["--seed", str(2 ** 64)], "seeds run from"),
    (["--workers", "0"], "argument --workers: must be at least 1, not 0"),
])
def test_bad_options_and_sweeps_are_one_clear_line(
        args: list[str], message: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    try:
        code = main(["simulate", "arcanum", "--games", "2", "--workers", "1", "--no-progress",
                     *args])
    except SystemExit as stop:  # argparse's own errors
        code = int(stop.code or 0)
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and message in captured.err, captured.err
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_a_bad_sweep_from_a_real_process_prints_no_traceback(tmp_path: Path) -> None:
    out = tmp_path / "games.parquet"
    done = subprocess.run([sys.executable, "-m", "tarotlab", "simulate", "arcana", "--sweep",
                           "resolution=winner,neither", "--out", str(out)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: sweep cell resolution=neither: arcana: option "
                                  "'resolution' must be one of 'winner', 'both'")
    assert done.stderr.count("\n") == 1 and not out.exists()


def test_python_api_errors_name_the_problem() -> None:
    with pytest.raises(tarotlab.TarotlabError, match="sweep players: give a non-empty list"):
        lab.study("arcanum", 1, sweep={"players": 4})
    with pytest.raises(tarotlab.TarotlabError, match="a value is repeated"):
        lab.study("arcanum", 1, sweep={"players": [4, 4]})
    with pytest.raises(tarotlab.TarotlabError, match="workers must be at least 1"):
        lab.study("arcana", 1, workers=0)


# ---------------------------------------------------------------------- files and summaries
def test_parquet_and_csv_files_hold_the_rows_of_the_study(tmp_path: Path) -> None:
    df = lab.study("arcana", games=5, seed=7, workers=1, out=tmp_path / "g.parquet")
    back = pd.read_parquet(tmp_path / "g.parquet", dtype_backend="numpy_nullable")
    assert list(back.columns) == list(df.columns)
    assert back.astype(str).equals(df.astype(str))
    lab.run("arcana", 5, seed=7, workers=1, out=tmp_path / "g.csv")
    csv = pd.read_csv(tmp_path / "g.csv", dtype=str, keep_default_na=False)
    assert list(csv.columns) == list(df.columns)
    assert list(csv["decisions"]) == [str(d) for d in df["decisions"]]
    assert list(csv["winner"]) == ["" if pd.isna(w) else str(w) for w in df["winner"]]


def test_a_csv_file_holds_each_batch_as_soon_as_it_is_played(tmp_path: Path) -> None:
    """A long study stopped by a signal keeps the games it finished: the header is on disk
    before the first game, and every batch's rows before the next batch is played."""
    path = tmp_path / "g.csv"
    seen: list[int] = []

    def lines_on_disk(rows: list[dict[str, object]]) -> None:
        seen.append(len(path.read_text(encoding="utf-8").splitlines()))

    lab.run("arcana", 3, seed=7, workers=1, batch=1, out=path, keep=lines_on_disk)
    assert seen == [2, 3, 4]  # the header, then one line per finished game


def test_a_mystick_deck_sweep_keeps_the_deck_names_in_its_rows(tmp_path: Path) -> None:
    """Mystick's ``decks`` option resolves to each seat's card list (tarotlab D8); the row's
    ``decks`` column keeps the names the study gave, and the file is written."""
    df = lab.study("mystick", games=2, bots="greedy", workers=1, alternate=False,
                   sweep=[{"decks": "Wildfire,Tidewatch"}], out=tmp_path / "m.parquet")
    assert list(df["decks"]) == ["Wildfire,Tidewatch"] * 2
    assert list(df["deck_0"]) == ["Wildfire"] * 2 and list(df["deck_1"]) == ["Tidewatch"] * 2
    back = pd.read_parquet(tmp_path / "m.parquet")
    assert list(back["decks"]) == ["Wildfire,Tidewatch"] * 2


def test_summaries_of_a_dataframe_equal_the_streamed_ones() -> None:
    sweep = {"players": [2, 3]}
    streamed = lab.run("mystick", 4, seed=2, workers=1, sweep=sweep)
    df = lab.study("mystick", games=4, seed=2, workers=1, sweep=sweep)
    from_df = lab.summarize(df)
    assert [t.report() for t in from_df] == [t.report() for t in streamed]
    bots = {"bots": ["random", "greedy,random"]}
    df = lab.study("mystick", games=2, seed=2, workers=1, sweep=bots)
    assert [t.report() for t in lab.summarize(df)] == \
           [t.report() for t in lab.run("mystick", 2, seed=2, workers=1, sweep=bots)]


def test_rate_table_gives_wilson_intervals_by_group() -> None:
    df = pd.DataFrame({"group": ["a", "a", "a", "b"], "won": [True, False, True, None]})
    table = lab.rate_table(df, "won", "group")
    assert list(table["successes"]) == [2, 0] and list(table["trials"]) == [3, 1]
    assert table["low"][0] == pytest.approx(wilson(2, 3)[0])


@pytest.mark.parametrize(("successes", "trials", "low", "high"), [
    # Newcombe (1998), Statistics in Medicine 17:857-872, Table I, method 3 (Wilson score)
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_wilson_interval_matches_newcombe(successes: int, trials: int, low: float,
                                          high: float) -> None:
    got = wilson(successes, trials)
    assert got == pytest.approx((low, high), abs=5e-5)


@pytest.mark.parametrize(("a", "b", "low", "high"), [
    # Newcombe (1998), Statistics in Medicine 17:873-890, Table II, method 10
    ((56, 70), (48, 80), 0.0524, 0.3339),
    ((9, 10), (3, 10), 0.1705, 0.8090),
    ((6, 7), (2, 7), 0.0582, 0.8062),
    ((5, 56), (0, 29), -0.0381, 0.1926),
])
def test_difference_interval_matches_newcombe(a: tuple[int, int], b: tuple[int, int],
                                              low: float, high: float) -> None:
    _, got_low, got_high = difference(*a, *b)
    assert (got_low, got_high) == pytest.approx((low, high), abs=5e-5)


def test_length_quantiles_come_from_the_histogram() -> None:
    counts = {10: 1, 20: 2, 30: 1}  # 10, 20, 20, 30
    assert [quantile(counts, q) for q in (0.05, 0.5, 0.95)] == [10, 20, 30]


def test_progress_shows_games_per_second(monkeypatch: pytest.MonkeyPatch) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["simulate", "arcana", "--games", "6", "--workers", "1", "--batch", "2"]) == 0
    shown = terminal.getvalue().replace("\r", "\n")
    assert "6/6" in shown and "games/s" in shown


def test_the_older_import_path_of_simulate_still_works() -> None:
    """``tarotlab.simulate`` moved into the lab as ``tarotlab.lab.series`` (issue 30)."""
    import tarotlab.lab.series as series
    import tarotlab.simulate as older

    assert older.simulate is series.simulate and older.SimulationResult is series.SimulationResult
