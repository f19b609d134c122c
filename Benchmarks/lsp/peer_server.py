"""pytest-bdd-language-server, the peer of Benchmarks/lsp/run.sh, started as its `serve` does.

Two differences, both in the peer's favour or needed to time it:
- its 1.0.0 reports the workspace scan through `ls.progress.create_async`, pygls 2.0's name for
  the work-done-progress manager; the pygls 2.1 it requires calls that `work_done_progress`
  (`progress` is now the plain `$/progress` sender), so without the line below the scan runs
  but never reports its end, and nothing marks when it finished;
- it logs at WARNING, not INFO: at INFO pygls writes every message it sends to stderr.
"""

import logging

from pytest_bdd_language_server.server import server

server.progress = server.work_done_progress
logging.basicConfig(level=logging.WARNING, format="%(message)s")
server.start_io()
