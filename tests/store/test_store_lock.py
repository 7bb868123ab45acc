"""One running copy per database: a second process is told the file is in use."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mtrdesk.store import DatabaseInUse, Store, migrations

HOLDER = textwrap.dedent(
    """
    import sys
    from mtrdesk.store import Store
    store = Store.open(sys.argv[1])
    print("open", flush=True)
    sys.stdin.readline()
    """
)


@pytest.mark.slow
def test_a_database_open_in_another_process_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite3"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(DatabaseInUse):
            Store.open(path)
    finally:
        holder.kill()  # the OS drops the lock with the process, however it ends
        holder.wait(timeout=10)
        for pipe in (holder.stdin, holder.stdout):
            if pipe is not None:
                pipe.close()
    with Store.open(path) as store:
        assert store.schema_version() == migrations.supported_version()
