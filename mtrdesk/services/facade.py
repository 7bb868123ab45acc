"""``Services``: the one object the window and the command line hold while a file is open."""

from __future__ import annotations

import datetime as dt
import os
import random
import socket
from collections.abc import Callable, Mapping
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from mtrdesk.core.progress import Progress
from mtrdesk.services.context import Clock, Context
from mtrdesk.services.safekeeping.backups import BackupService
from mtrdesk.store import Store, backup_files
from mtrdesk.store.content_check import refuse_unreadable
from mtrdesk.store.database import choose_database
from mtrdesk.store.postgres.server_address import is_server_address

if TYPE_CHECKING:  # each service loads when first used (issue 33: the window's start)
    from mtrdesk.services.decklists.service import DecklistService
    from mtrdesk.services.draft.pods import PodService
    from mtrdesk.services.events import EventService
    from mtrdesk.services.extensions import ExtensionService
    from mtrdesk.services.floor.service import FloorService
    from mtrdesk.services.players.registration import PlayerService
    from mtrdesk.services.playoff.service import PlayoffService
    from mtrdesk.services.pods.service import MultiplayerService
    from mtrdesk.services.printouts.service import PrintService
    from mtrdesk.services.public.clocks import ClockService
    from mtrdesk.services.public.play import PublicPlayService
    from mtrdesk.services.public.screen import ScreenService
    from mtrdesk.services.public.views import PublicService
    from mtrdesk.services.registration.service import RegistrationService
    from mtrdesk.services.reporting import Reporter
    from mtrdesk.services.roster.service import RosterService
    from mtrdesk.services.slip_scan import SlipScanService
    from mtrdesk.services.swiss.charts import ChartService
    from mtrdesk.services.swiss.corrections import CorrectionService
    from mtrdesk.services.swiss.rollback import RollbackService
    from mtrdesk.services.swiss.rounds import RoundService
    from mtrdesk.services.swiss.standings import StandingsService
    from mtrdesk.services.teams.registration import TeamService
    from mtrdesk.services.undo.service import UndoService


class Services:
    """Every use case over one open database.

    ``clock`` stamps results and the audit log; ``rng`` draws pairing seeds when none is
    given. Tests pass a fixed clock and a seeded ``random.Random``; the app uses the wall
    clock and the operating system's randomness.
    """

    def __init__(
        self,
        store: Store,
        clock: Clock,
        rng: random.Random,
        backups: str | os.PathLike[str] | None = None,
        station: str = "",
    ) -> None:
        # ``backups``: the automatic backups' folder (else $MTRDESK_BACKUPS or the data
        # folder's, ``store.backup_files``); a copy is taken at every round start.
        # ``station``: this machine's name in the audit log (``Context.station``).
        self.context = Context(
            store, clock, rng, backups=backup_files.backups_root(backups), station=station
        )
        # The automatic backup at each round start, written in the background.
        self.backups = BackupService(self.context)
        self.context.on_round_start = self.backups.round_started
        self.context.background = self.backups

    # Each service is made, and its module imported, when first used (issue 33: the
    # window's first paint needs a few of them; the web server and the printouts none).
    # One per ``Services``: a second connection (``beside``) has its own.

    @cached_property
    def _reporter(self) -> Reporter:
        from mtrdesk.services.reporting import Reporter

        return Reporter(self.context)

    @cached_property
    def events(self) -> EventService:
        from mtrdesk.services.events import EventService

        return EventService(self.context)

    @cached_property
    def players(self) -> PlayerService:
        from mtrdesk.services.players.registration import PlayerService

        return PlayerService(self.context)

    @cached_property
    def roster(self) -> RosterService:
        from mtrdesk.services.roster.service import RosterService

        return RosterService(self.context)

    @cached_property
    def rounds(self) -> RoundService:
        from mtrdesk.services.swiss.rounds import RoundService

        return RoundService(self.context, self._reporter)

    @cached_property
    def corrections(self) -> CorrectionService:
        from mtrdesk.services.swiss.corrections import CorrectionService

        return CorrectionService(self.context, self.rounds)

    @cached_property
    def standings(self) -> StandingsService:
        from mtrdesk.services.swiss.standings import StandingsService

        return StandingsService(self.context)

    @cached_property
    def public(self) -> PublicService:
        from mtrdesk.services.public.views import PublicService

        return PublicService(self.context)

    @cached_property
    def playoff(self) -> PlayoffService:
        from mtrdesk.services.playoff.service import PlayoffService

        return PlayoffService(self.context, self._reporter)

    @cached_property
    def pods(self) -> PodService:
        from mtrdesk.services.draft.pods import PodService

        return PodService(self.context)

    @cached_property
    def teams(self) -> TeamService:
        from mtrdesk.services.teams.registration import TeamService

        return TeamService(self.context)

    @cached_property
    def multiplayer(self) -> MultiplayerService:
        from mtrdesk.services.pods.service import MultiplayerService

        return MultiplayerService(self.context)

    @cached_property
    def slip_scan(self) -> SlipScanService:
        from mtrdesk.services.slip_scan import SlipScanService

        return SlipScanService(self.context)

    @cached_property
    def extensions(self) -> ExtensionService:
        from mtrdesk.services.extensions import ExtensionService

        return ExtensionService(self.context)

    @cached_property
    def decklists(self) -> DecklistService:
        from mtrdesk.services.decklists.service import DecklistService

        return DecklistService(self.context, self.extensions)

    @cached_property
    def undo(self) -> UndoService:
        from mtrdesk.services.undo.service import UndoService

        return UndoService(self.context)

    @cached_property
    def rollback(self) -> RollbackService:
        from mtrdesk.services.swiss.rollback import RollbackService

        return RollbackService(self.context)

    @cached_property
    def floor(self) -> FloorService:
        from mtrdesk.services.floor.service import FloorService

        return FloorService(self.context, self._reporter)

    @cached_property
    def clocks(self) -> ClockService:
        from mtrdesk.services.public.clocks import ClockService

        return ClockService(self.context)

    @cached_property
    def public_play(self) -> PublicPlayService:
        from mtrdesk.services.public.play import PublicPlayService

        return PublicPlayService(self.context)

    @cached_property
    def printing(self) -> PrintService:
        from mtrdesk.services.printouts.service import PrintService

        return PrintService(self.context, self.floor)

    @cached_property
    def registration(self) -> RegistrationService:
        from mtrdesk.services.registration.service import RegistrationService

        return RegistrationService(self.context)

    @cached_property
    def charts(self) -> ChartService:
        from mtrdesk.services.swiss.charts import ChartService

        return ChartService(self.context)

    @cached_property
    def screen(self) -> ScreenService:
        from mtrdesk.services.public.screen import ScreenService

        return ScreenService(self.context)

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        clock: Clock = dt.datetime.now,
        rng: random.Random | None = None,
        read_only: bool = False,
        create: bool = True,
        backups: str | os.PathLike[str] | None = None,
        follow: bool = False,
        station: str | None = None,
        check_content: bool = True,
    ) -> Services:
        """Open (create, migrate) the database; ``StoreError`` subclasses on refusal.
        ``path``: an SQLite file, or a PostgreSQL server's ``postgresql://`` address
        (``store.postgres.store``: several stations on one event).

        ``read_only`` is for reading commands: no lock, no migration, nothing written, so
        they run beside a window that has the file open (``Store.open_read_only``); a use
        case that writes is refused as ``ReadOnlyDatabase``. ``create=False`` refuses a
        file that does not exist instead of starting an empty database. ``backups``: where
        the automatic backups go (``store.backup_files``). ``follow`` (with ``read_only``):
        a long-lived reader that sees what is committed after it opened (``mtrdesk serve``).
        ``station``: the name this machine's changes carry in the audit log; on a server
        it defaults to the host name (stations tell each other who did what), on a file
        to none. ``check_content``: refuse a database holding values mtrdesk never writes
        (``store.content_check``: an unknown format or match kind, an audit row that is not
        JSON) with ``DamagedContent``; off only for ``copy-store``, which copies a damaged
        database as it is.
        """
        if is_server_address(os.fspath(path)):
            from mtrdesk.store.postgres.store import PostgresStore  # psycopg loads only when asked

            store: Store = PostgresStore.open_server(
                os.fspath(path), clock=clock, read_only=read_only, create=create
            )
            if station is None:
                station = socket.gethostname()
        else:
            store = Store.open(
                path,
                clock=clock,
                read_only=read_only,
                create=create,
                backups=backups,
                follow=follow,
            )
        if check_content:
            try:
                refuse_unreadable(store.db, store.path)
            except BaseException:
                store.close()
                raise
        rng = rng if rng is not None else random.SystemRandom()
        services = cls(store, clock, rng, backups, station or "")
        if not read_only:
            services.backups.catch_up()  # a round-start copy a killed program never wrote
        return services

    @classmethod
    def open_chosen(
        cls,
        explicit: str | os.PathLike[str] | None,
        environ: Mapping[str, str],
        *,
        read_only: bool = False,
        create: bool = False,
        backups: str | os.PathLike[str] | None = None,
        follow: bool = False,
        station: str | None = None,
    ) -> Services:
        """Open the database the user chose: ``--db``, else ``$MTRDESK_DB``, else the
        per-user data folder (``store.database.choose_database``); ``backups``: the
        automatic backups' folder (else ``$MTRDESK_BACKUPS`` or the data folder's).

        A database the user named is created only when asked (``create``: ``--create``,
        or yes in the window's dialog), so a typo is refused (``NewDatabaseNotAsked``)
        instead of starting an empty database; the default one is created on first use.
        """
        chosen = choose_database(explicit, environ)
        return cls.open(
            chosen.address,
            read_only=read_only,
            create=create or not chosen.named,
            backups=backups,
            follow=follow,
            station=station,
        )

    def beside(self) -> Services:
        """The same services on a second connection to this database, for another thread
        of this process: the web server beside the window writes through it
        (``Store.beside``); close it before these."""
        ctx = self.context
        return Services(ctx.store.beside(), ctx.clock, ctx.rng, ctx.backups, ctx.station)

    @property
    def store(self) -> Store:
        return self.context.store

    @property
    def path(self) -> Path:
        """The database's file (on a server: its address shown as a path; see ``file``)."""
        return self.context.store.path

    @property
    def file(self) -> Path | None:
        """The database's file; ``None`` on a PostgreSQL server."""
        return self.context.store.file

    @property
    def location(self) -> str:
        """Where the database is, as a person reads it (a file, or a server without its
        password): the window's title, messages."""
        return self.context.store.location

    @property
    def address(self) -> str:
        """What opens this database again (``Services.open``)."""
        return self.context.store.address

    def listen_for_changes(
        self, on_change: Callable[[str], None], on_own: Callable[[str], None] | None = None
    ) -> Callable[[], None] | None:
        """On a shared server: call ``on_change`` (on a thread of its own) as each change
        by any station commits (``store.postgres.listen``), and ``on_own`` instead, when
        given, for this thread's own session's commits; the function that stops it.
        ``None`` on a file: SQLite announces nothing, so a window looks at its change
        mark instead (``ui.outside_changes``)."""
        if self.file is not None:
            return None
        from mtrdesk.store.postgres.listen import ChangeListener

        own = self.context.store.session_id() if on_own is not None else None
        listener = ChangeListener(self.address, on_change, on_own, own)
        listener.start()
        return listener.stop

    def backup_to(self, target: str | os.PathLike[str], progress: Progress | None = None) -> Path:
        """A consistent copy of the open database (SQLite's online backup); never into a
        device, FIFO, socket or folder (``ServiceError``, issue 27: SQLite would write
        into a device and call it done, or wait forever on a FIFO)."""
        from mtrdesk.services.safekeeping.output_files import refuse_not_a_file

        refuse_not_a_file(Path(target).expanduser())
        return self.context.store.backup_to(target, progress)

    def close(self) -> None:
        """Close the store once the backup being written in the background is written."""
        self.backups.settle()
        self.context.store.close()

    def __enter__(self) -> Services:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
