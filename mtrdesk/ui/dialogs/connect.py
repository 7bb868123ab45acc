"""File ▸ Connect to a shared event database…: where the PostgreSQL server is (issue 17:
several stations on one event).

A store organizer gets either a few details (the server's name or IP address, the
database's name, a user name and a password) or one address to paste
(``postgresql://user:password@host:port/database``). The dialog takes both: the fields
and the address line follow each other as either is typed. The password lives only in
its masked field; one pasted with the address moves there at once, so the address line
never shows it.

Connect tries to open the database with the ``opener`` it is handed (the window's: it
asks before setting up an empty database and says why a refusal happened); the dialog
stays open after a refusal, so a mistyped password is corrected in place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote, urlsplit

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.widgets.named import ok_cancel, wrapped

if TYPE_CHECKING:
    from mtrdesk.services import Services

# PostgreSQL's port unless the server's owner chose another.
DEFAULT_PORT = 5432
MAX_PORT = 65535
SCHEMES = ("postgresql", "postgres")
# The longest text a field takes (a host name is at most 253 characters).
FIELD_LIMIT = 255
ADDRESS_LIMIT = 2048


@dataclass(frozen=True)
class ServerFields:
    """What the dialog's fields hold; ``options``: the address's query (``sslmode=…``),
    kept as pasted since no field shows it."""

    host: str = ""
    port: int = DEFAULT_PORT
    database: str = ""
    user: str = ""
    password: str = ""
    options: str = ""

    @property
    def complete(self) -> bool:
        """Whether there is enough to try connecting: a server, a database and a user."""
        return bool(self.host.strip() and self.database.strip() and self.user.strip())


def address_of(fields: ServerFields) -> str:
    """The ``postgresql://`` address of ``fields``, each part quoted (as
    ``store.postgres.server_address.build_address`` makes it), with the password."""
    who = quote(fields.user.strip(), safe="")
    if fields.password:
        who += ":" + quote(fields.password, safe="")
    host = fields.host.strip()
    where = f"[{host}]" if ":" in host else host
    text = f"postgresql://{who + '@' if who else ''}{where}:{fields.port}/"
    text += quote(fields.database.strip(), safe="")
    return f"{text}?{fields.options}" if fields.options else text


def shown_address(fields: ServerFields) -> str:
    """The address the dialog's address line shows: ``address_of`` without the password."""
    return address_of(replace(fields, password=""))


def fields_of(text: str) -> ServerFields | None:
    """The parts of a ``postgresql://`` (or ``postgres://``) address; ``None`` when the
    text is not one (another scheme, a port that is not a number)."""
    text = text.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme.lower() not in SCHEMES or not text.lower().startswith(
        tuple(f"{s}://" for s in SCHEMES)
    ):
        return None
    if port is not None and not 0 < port <= MAX_PORT:
        return None
    return ServerFields(
        host=parts.hostname or "",
        port=port or DEFAULT_PORT,
        database=unquote(parts.path.lstrip("/")),
        user=unquote(parts.username or ""),
        password=unquote(parts.password or ""),
        options=parts.query,
    )


def inserted(before: str, after: str) -> int:
    """How many characters an edit put in (more than one: a paste, not a key)."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while (
        end < min(len(before), len(after)) - start
        and before[len(before) - 1 - end] == after[len(after) - 1 - end]
    ):
        end += 1
    return len(after) - start - end


def _line(limit: int = FIELD_LIMIT) -> QLineEdit:
    edit = QLineEdit()
    edit.setMaxLength(limit)
    edit.setClearButtonEnabled(True)
    return edit


class ConnectDialog(QDialog):
    """The server's details or its whole address; ``opened``: the services, once open.

    ``remembered``: the last shared database's address (with its password), pre-filled.
    ``opener``: opens an address and returns the services, or ``None`` after saying why
    not (the dialog then stays open)."""

    def __init__(
        self,
        opener: Callable[[str], Services | None],
        remembered: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._opener = opener
        self.opened: Services | None = None
        self._syncing = False
        self.setObjectName("connectDialog")
        self.setWindowTitle(
            QCoreApplication.translate("ConnectDialog", "Connect to a shared event database")
        )
        self.explanation = wrapped(
            QCoreApplication.translate(
                "ConnectDialog",
                "Several computers can run one event together when they all use one event "
                "database on a PostgreSQL server. Type the details you were given by whoever "
                "set up the server, or paste the whole address.",
            )
        )

        self.host_edit = _line()
        self.host_edit.setPlaceholderText(
            QCoreApplication.translate(
                "ConnectDialog", "name or IP address, for example 192.168.1.20"
            )
        )
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, MAX_PORT)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setGroupSeparatorShown(False)
        self.database_edit = _line()
        self.user_edit = _line()
        self.password_edit = _line()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setClearButtonEnabled(False)
        fields = QFormLayout()
        fields.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        fields.addRow(QCoreApplication.translate("ConnectDialog", "&Server:"), self.host_edit)
        fields.addRow(QCoreApplication.translate("ConnectDialog", "&Port:"), self.port_spin)
        fields.addRow(
            QCoreApplication.translate("ConnectDialog", "&Database name:"), self.database_edit
        )
        fields.addRow(QCoreApplication.translate("ConnectDialog", "&User name:"), self.user_edit)
        fields.addRow(QCoreApplication.translate("ConnectDialog", "Pass&word:"), self.password_edit)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self.address_edit = _line(ADDRESS_LIMIT)
        self.address_edit.setObjectName("serverAddress")
        self.address_edit.setPlaceholderText(
            QCoreApplication.translate("ConnectDialog", "postgresql://user@server:5432/database")
        )
        address = QFormLayout()
        address.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        address.addRow(
            QCoreApplication.translate("ConnectDialog", "Or the whole &address:"), self.address_edit
        )
        self.address_hint = wrapped(
            QCoreApplication.translate(
                "ConnectDialog",
                "The address and the fields above follow each other. A password in a "
                "pasted address moves to the password field and is never shown.",
            )
        )
        self.address_hint.setStyleSheet("color: palette(placeholder-text);")
        self.problem_label = wrapped()
        self.problem_label.setObjectName("addressProblem")
        self.problem_label.setStyleSheet("color: #a00000;")
        self.problem_label.hide()

        self.buttons = ok_cancel(
            self.try_connect,
            self.reject,
            QCoreApplication.translate("ConnectDialog", "Connect"),
        )
        self.connect_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        layout.addSpacing(6)
        layout.addLayout(fields)
        layout.addSpacing(6)
        layout.addWidget(line)
        layout.addLayout(address)
        layout.addWidget(self.address_hint)
        layout.addWidget(self.problem_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)

        self._options = ""
        for edit in (self.host_edit, self.database_edit, self.user_edit, self.password_edit):
            edit.textChanged.connect(self._fields_edited)
        self.port_spin.valueChanged.connect(self._fields_edited)
        self._typed = ""  # the address line's text after its last edit
        self.address_edit.textEdited.connect(self._address_edited)
        self.address_edit.editingFinished.connect(self._address_left)
        pasted = fields_of(remembered) if remembered else None
        self.set_fields(pasted or ServerFields())
        (self.password_edit if pasted else self.host_edit).setFocus()

    # --- the fields and the address line, in step ---------------------------------------
    def fields(self) -> ServerFields:
        return ServerFields(
            host=self.host_edit.text().strip(),
            port=self.port_spin.value(),
            database=self.database_edit.text().strip(),
            user=self.user_edit.text().strip(),
            password=self.password_edit.text(),
            options=self._options,
        )

    def set_fields(self, fields: ServerFields) -> None:
        """Show ``fields`` in the fields and (without its password) the address line."""
        self._fill(fields)
        self._fields_edited()

    def _fill(self, fields: ServerFields) -> None:
        """Write ``fields`` into the field widgets without their edits echoing back."""
        self._syncing = True
        try:
            self.host_edit.setText(fields.host)
            self.port_spin.setValue(fields.port)
            self.database_edit.setText(fields.database)
            self.user_edit.setText(fields.user)
            self.password_edit.setText(fields.password)
            self._options = fields.options
        finally:
            self._syncing = False

    def address(self) -> str:
        """The address Connect opens, with the password."""
        return address_of(self.fields())

    def _fields_edited(self) -> None:
        if self._syncing:
            return
        fields = self.fields()
        self.address_edit.setText(shown_address(fields) if fields.host else "")
        self._typed = self.address_edit.text()
        self._show_problem(None)
        self.connect_button.setEnabled(fields.complete)

    def _address_edited(self, text: str) -> None:
        """Typed or pasted into the address line: the fields follow. A pasted password
        moves to its field at once (the line is written again without it); one typed
        by hand when the line is left (``_address_left``), not under the cursor."""
        pasted = inserted(self._typed, text) > 1
        self._typed = text
        if not text.strip():
            self._show_problem(None)
            self.connect_button.setEnabled(self.fields().complete)
            return
        fields = fields_of(text)
        if fields is None:
            # Half typed is no problem yet; pasted, it will not become an address.
            self._show_problem(self._not_an_address() if pasted else None)
            self.connect_button.setEnabled(False)
            return
        if not fields.password:  # an address without one keeps the password typed
            fields = replace(fields, password=self.password_edit.text())
        self._fill(fields)
        if pasted:
            self._hide_password()
        self._show_problem(None)
        self.connect_button.setEnabled(fields.complete)

    def _address_left(self) -> None:
        """The address line left (or Enter): say if it is not an address; a password
        typed in it moves to its field."""
        text = self.address_edit.text()
        if text.strip() and fields_of(text) is None:
            self._show_problem(self._not_an_address())
            return
        self._hide_password()

    def _hide_password(self) -> None:
        text = self.address_edit.text()
        fields = fields_of(text)
        if fields is not None and fields.password:
            self.address_edit.setText(shown_address(self.fields()))
            self._typed = self.address_edit.text()

    def _not_an_address(self) -> str:
        return QCoreApplication.translate(
            "ConnectDialog",
            "This is not the address of a PostgreSQL database: it starts with postgresql:// "
            "and names the server and the database.",
        )

    def _show_problem(self, text: str | None) -> None:
        self.problem_label.setText(text or "")
        self.problem_label.setVisible(bool(text))

    # --- connecting ------------------------------------------------------------------------
    def try_connect(self) -> Services | None:
        """Open the address (the opener says why not); accept once it is open."""
        if not self.fields().complete:
            return None
        self.connect_button.setEnabled(False)
        try:
            opened = self._opener(self.address())
        finally:
            self.connect_button.setEnabled(self.fields().complete)
        if opened is None:
            return None
        self.opened = opened
        self.accept()
        return opened
