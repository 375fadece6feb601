"""Testing helpers shipped with tarotlab: conformance runs, golden playthroughs, serialized
snapshots, the rulebooks' secrecy declarations and ``assert_refused``."""

from .refusals import assert_refused

__all__ = ["assert_refused"]
