"""``python -m tarotlab``: see tarotlab.cli."""

import sys

from .cli import main

sys.exit(main())
