"""Telling a PostgreSQL server's address from a file name, and showing it without its
password (issue 17: several stations on one store).

An address is a ``postgresql://`` (or ``postgres://``) URI, as psycopg and ``psql`` take
it: ``postgresql://user:password@host:port/database``. Anything else names an SQLite file.
Nothing here connects: the window's title, the command line's messages and the backups
folder read it before (or without) opening psycopg.
"""

from __future__ import annotations

import hashlib
import re
from urllib.parse import quote, unquote, urlsplit

SCHEMES = ("postgresql://", "postgres://")
#: The server's default port, left out of the address shown.
DEFAULT_PORT = 5432


def is_server_address(text: str) -> bool:
    """Whether ``text`` names a PostgreSQL server rather than a file."""
    return text.strip().lower().startswith(SCHEMES)


def display_address(address: str) -> str:
    """``postgresql://user@host:port/database``: the address without its password (and
    without any query), for title bars, messages and records."""
    try:
        parts = urlsplit(address.strip())
        port = parts.port
    except ValueError:
        return "postgresql://"
    user = unquote(parts.username or "")
    host = parts.hostname or "localhost"
    if ":" in host:  # an IPv6 literal keeps its brackets
        host = f"[{host}]"
    where = f"{host}:{port}" if port and port != DEFAULT_PORT else host
    who = f"{quote(user, safe='')}@" if user else ""
    return f"postgresql://{who}{where}/{database_name(address)}"


def database_name(address: str) -> str:
    """The database part of the address ("" when it names none)."""
    try:
        path = urlsplit(address.strip()).path
    except ValueError:
        return ""
    return unquote(path.lstrip("/"))


def server_database(address: str) -> tuple[str, int, str]:
    """Which server database an address names, whoever connects: host (loopback as
    "localhost"), port, database; two addresses of one database give the same."""
    try:
        parts = urlsplit(address.strip())
        port = parts.port or DEFAULT_PORT
    except ValueError:
        return (address.strip(), 0, "")
    host = (parts.hostname or "localhost").lower()
    if host in ("127.0.0.1", "::1"):
        host = "localhost"
    return (host, port, database_name(address))


def build_address(host: str, port: int, database: str, user: str, password: str = "") -> str:
    """The URI of the parts a user typed (the window's connect dialog), each quoted."""
    who = quote(user, safe="")
    if password:
        who += ":" + quote(password, safe="")
    where = f"[{host}]" if ":" in host else host
    return f"postgresql://{who}@{where}:{port}/{quote(database, safe='')}"


_SAFE = re.compile(r"[^0-9A-Za-z_.-]+")


def folder_name(address: str) -> str:
    """A file-system-safe name for the address's own folder (backups): the database's
    name and a hash of where it is, never the password."""
    shown = display_address(address)
    digest = hashlib.sha256(shown.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    stem = _SAFE.sub("_", database_name(address))[:40] or "database"
    return f"{stem}-{digest}"
