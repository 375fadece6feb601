"""A study's rows as a file (Parquet or CSV, written as they stream in) or a DataFrame.

Parquet and DataFrames need pyarrow and pandas (the ``lab`` extra), imported here only
when used; CSV needs nothing. Every file of a study has the same columns in the same order
(:func:`tarotlab.lab.games.columns`); a value that does not apply (a seat a smaller game
does not have, a draw's winner) is null in Parquet and empty in CSV.
"""

from __future__ import annotations

import csv
import importlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO, Any, Protocol

from ..core.errors import TarotlabError
from .games import Row

ROW_GROUP = 10_000
"""Rows per Parquet row group, buffered in Arrow's columnar form until written: about
1.4 MB for Arcana's rows, so the driver's memory stays flat (50,000 rows made it swing by
25 MB at each write)."""


def need_lab(what: str, *modules: str) -> list[Any]:
    """Import the lab extra's ``modules`` (default pandas and pyarrow), or say how to
    install them."""
    try:
        return [importlib.import_module(m) for m in modules or ("pandas", "pyarrow")]
    except ImportError as err:
        raise TarotlabError(f"{what} needs the lab extra ({err.name} is missing): "
                            "pip install 'tarotlab[lab]'") from None


def arrow_schema(columns: Mapping[str, type]) -> Any:
    (pa,) = need_lab("an Arrow table", "pyarrow")
    types = {int: pa.int64(), str: pa.string(), bool: pa.bool_(), float: pa.float64()}
    return pa.schema([(name, types[kind]) for name, kind in columns.items()])


def arrow_table(rows: Sequence[Row], columns: Mapping[str, type]) -> Any:
    """Rows as a pyarrow Table with exactly these columns (missing values null)."""
    (pa,) = need_lab("an Arrow table", "pyarrow")
    schema = arrow_schema(columns)
    return pa.Table.from_pylist(list(rows), schema=schema)


def frame(rows: Sequence[Row], columns: Mapping[str, type]) -> Any:
    """Rows as a pandas DataFrame with nullable dtypes (Int64, boolean, string): a missing
    value is ``pd.NA`` and integers stay integers."""
    pd, pa = need_lab("a DataFrame")
    mapping = {pa.int64(): pd.Int64Dtype(), pa.bool_(): pd.BooleanDtype(),
               pa.string(): pd.StringDtype()}
    return arrow_table(rows, columns).to_pandas(types_mapper=mapping.get)


class Sink(Protocol):
    def write(self, rows: Sequence[Row]) -> None: ...

    def close(self) -> None: ...


class ParquetSink:
    """Rows appended to a Parquet file, one row group per ROW_GROUP rows."""

    def __init__(self, path: Path, columns: Mapping[str, type]) -> None:
        (pq,) = need_lab("--out FILE.parquet", "pyarrow.parquet")

        self.columns = dict(columns)
        self.writer = pq.ParquetWriter(path, arrow_schema(columns))
        self.buffer: list[Any] = []
        self.buffered = 0

    def write(self, rows: Sequence[Row]) -> None:
        self.buffer.append(arrow_table(rows, self.columns))
        self.buffered += len(rows)
        if self.buffered >= ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        if self.buffer:
            import pyarrow as pa

            self.writer.write_table(pa.concat_tables(self.buffer))
            self.buffer, self.buffered = [], 0

    def close(self) -> None:
        self._flush()
        self.writer.close()


class CsvSink:
    """Rows appended to a CSV file with a header line (empty cells for nulls), flushed as
    each batch arrives: a long study stopped by a signal keeps every game it finished."""

    def __init__(self, path: Path, columns: Mapping[str, type]) -> None:
        self.file: IO[str] = path.open("w", newline="", encoding="utf-8")
        self.writer = csv.DictWriter(self.file, fieldnames=list(columns), restval="")
        self.writer.writeheader()
        self.file.flush()

    def write(self, rows: Sequence[Row]) -> None:
        self.writer.writerows({k: "" if v is None else v for k, v in r.items()} for r in rows)
        self.file.flush()

    def close(self) -> None:
        self.file.close()


def check_out(path: str | Path) -> Path:
    """The file ``--out`` names, refused (before anything is played or written) unless it
    ends in ``.parquet`` or ``.csv`` and its directory exists; Parquet needs pyarrow."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in (".parquet", ".csv"):
        raise TarotlabError(f"--out {target.name}: write .parquet or .csv, not "
                            f"{suffix or 'a file without a suffix'}")
    if not target.parent.is_dir():
        raise TarotlabError(f"--out {target}: there is no directory {target.parent}")
    if target.is_dir():
        raise TarotlabError(f"--out {target}: that is a directory")
    if suffix == ".parquet":
        need_lab("--out FILE.parquet", "pyarrow.parquet")
    return target


def open_sink(path: str | Path, columns: Mapping[str, type]) -> Sink:
    """A sink for ``--out``: ``.parquet`` or ``.csv`` by the file's suffix."""
    target = check_out(path)
    if target.suffix.lower() == ".parquet":
        return ParquetSink(target, columns)
    return CsvSink(target, columns)
