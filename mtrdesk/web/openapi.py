"""The OpenAPI description of the JSON API, served at ``/api/openapi.json`` (and told in
words in ``docs/lan-api.md``)."""

from __future__ import annotations

from typing import Any

_ROUND = {
    "name": "round",
    "in": "query",
    "required": False,
    "schema": {"type": "integer", "minimum": 1, "maximum": 999},
}
_EVENT = {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
_ERROR = {
    "description": "Refused: error is the key, message the sentence in the asker's language",
    "content": {
        "application/json": {
            "schema": {
                "type": "object",
                "properties": {"error": {"type": "string"}, "message": {"type": "string"}},
                "required": ["error", "message"],
            }
        }
    },
}


def _list_of(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "application/json": {
            "schema": {
                "type": "array",
                "items": {"type": "object", "properties": properties, "required": list(properties)},
            }
        }
    }


_NAME = {"type": "string"}
_NULLABLE_NAME = {"type": ["string", "null"]}
_PERCENT = {"type": "number", "minimum": 0, "maximum": 1}

OPENAPI: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {
        "title": "mtrdesk on the store's Wi-Fi",
        "version": "1",
        "description": (
            "The events, a round's pairings and the standings after a complete round (names "
            "as players see them; no player IDs, no e-mail addresses); results reported "
            "with a slip's code; and for staff signed in with the event's PIN, the slip "
            "codes, results, time extensions and the reports waiting."
        ),
    },
    "paths": {
        "/api/events": {
            "get": {
                "summary": "Every event, newest first; round: the latest round paired (0: none)",
                "responses": {
                    "200": {
                        "description": "The events",
                        "content": _list_of(
                            {"id": {"type": "integer"}, "name": _NAME, "round": {"type": "integer"}}
                        ),
                    }
                },
            }
        },
        "/api/events/{id}/pairings": {
            "get": {
                "summary": "A round's tables (default: the latest round); a bye has table null",
                "parameters": [_EVENT, _ROUND],
                "responses": {
                    "200": {
                        "description": "The tables, as `mtrdesk pair` prints them",
                        "content": _list_of(
                            {
                                "table": {"type": ["integer", "string", "null"]},
                                "p1": _NAME,
                                "p2": _NULLABLE_NAME,
                            }
                        ),
                    },
                    "400": _ERROR,
                    "404": _ERROR,
                },
            }
        },
        "/api/events/{id}/standings": {
            "get": {
                "summary": (
                    "Standings after a complete Swiss round (default: the latest complete one), "
                    "MTR 3.1 and Appendix C"
                ),
                "parameters": [_EVENT, _ROUND],
                "responses": {
                    "200": {
                        "description": "The rows, as `mtrdesk standings` prints them",
                        "content": _list_of(
                            {
                                "rank": {"type": "integer"},
                                "player": _NAME,
                                "points": {"type": "integer"},
                                "omwp": _PERCENT,
                                "gwp": _PERCENT,
                                "ogwp": _PERCENT,
                            }
                        ),
                    },
                    "400": _ERROR,
                    "404": _ERROR,
                },
            }
        },
    },
}


def _body(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "required": True,
        "content": {
            "application/json": {
                "schema": {
                    "type": "object",
                    "properties": properties,
                    "required": required,
                    "maxProperties": 16,
                }
            }
        },
    }


def _answer(description: str, properties: dict[str, Any] | None = None) -> dict[str, Any]:
    answer: dict[str, Any] = {"description": description}
    if properties is not None:
        answer["content"] = {
            "application/json": {"schema": {"type": "object", "properties": properties}}
        }
    return answer


_STAFF: list[dict[str, list[str]]] = [{"bearer": []}, {"session": []}]
_TABLE_VALUE = {"type": ["integer", "string"], "description": 'as posted: 12, or "12B"'}
_REFUSALS = {
    "400": _ERROR,
    "401": _ERROR,
    "403": _ERROR,
    "404": _ERROR,
    "409": _ERROR,
    "413": _ERROR,
    "415": _ERROR,
    "422": _ERROR,
    "503": _ERROR,
}
_REPORT_ID = {"name": "report", "in": "path", "required": True, "schema": {"type": "integer"}}
_OUTCOME = {
    "state": {"enum": ["waiting", "held", "conflict", "accepted"]},
    "round": {"type": "integer"},
    "table": {"type": "string"},
    "result": {"type": "string"},
    "entered": {"type": "boolean"},
}


def _decision(verb: str) -> dict[str, Any]:
    return {
        "post": {
            "summary": f"Staff: {verb} a report still waiting",
            "security": _STAFF,
            "parameters": [_EVENT, _REPORT_ID],
            "responses": {"200": _answer("Done", {"id": {"type": "integer"}}), **_REFUSALS},
        }
    }


OPENAPI["components"] = {
    "securitySchemes": {
        "bearer": {
            "type": "http",
            "scheme": "bearer",
            "description": "the token of POST /api/events/{id}/staff/sessions",
        },
        "session": {
            "type": "apiKey",
            "in": "cookie",
            "name": "staff",
            "description": "a browser signed in on /e/{id}/staff; changes also need the "
            "X-CSRF-Token header",
        },
    }
}
OPENAPI["paths"].update(
    {
        "/api/events/{id}/reports": {
            "post": {
                "summary": (
                    "A result reported with a slip's code, from player 1's side "
                    "(wins-losses-draws); 5 wrong codes a minute from one device or address: 429"
                ),
                "parameters": [_EVENT],
                "requestBody": _body(
                    {"code": {"type": "string", "maxLength": 32}, "result": {"type": "string"}},
                    ["code", "result"],
                ),
                "responses": {
                    "200": _answer("Both players agree: the result is entered", _OUTCOME),
                    "202": _answer("Waiting for the opponent, or held for staff", _OUTCOME),
                    **_REFUSALS,
                    "429": _ERROR,
                },
            },
            "get": {
                "summary": "Staff: the reports still waiting, oldest first",
                "security": _STAFF,
                "parameters": [_EVENT],
                "responses": {"200": _answer("The reports"), **_REFUSALS},
            },
        },
        "/api/events/{id}/staff/sessions": {
            "post": {
                "summary": "Sign in with the event's staff PIN and the judge's name",
                "parameters": [_EVENT],
                "requestBody": _body(
                    {"pin": {"type": "string"}, "name": {"type": "string", "maxLength": 40}},
                    ["pin", "name"],
                ),
                "responses": {
                    "201": _answer(
                        "A session: send Authorization: Bearer <token>",
                        {"token": {"type": "string"}, "expires_in": {"type": "integer"}},
                    ),
                    **_REFUSALS,
                    "429": _ERROR,
                },
            },
            "delete": {
                "summary": "Sign out",
                "security": _STAFF,
                "parameters": [_EVENT],
                "responses": {"200": _answer("Signed out"), **_REFUSALS},
            },
        },
        "/api/events/{id}/slips": {
            "get": {
                "summary": "Staff: the round's slip codes (default: the latest round)",
                "security": _STAFF,
                "parameters": [_EVENT, _ROUND],
                "responses": {
                    "200": {
                        "description": "One code per table",
                        "content": _list_of({"table": _NAME, "code": _NAME}),
                    },
                    **_REFUSALS,
                },
            }
        },
        "/api/events/{id}/results": {
            "post": {
                "summary": "Staff: enter or correct a table's result (default: the latest round)",
                "security": _STAFF,
                "parameters": [_EVENT],
                "requestBody": _body(
                    {"table": _TABLE_VALUE, "result": _NAME, "round": {"type": "integer"}},
                    ["table", "result"],
                ),
                "responses": {"200": _answer("Entered"), **_REFUSALS},
            }
        },
        "/api/events/{id}/extensions": {
            "post": {
                "summary": "Staff: a time extension for a table of the round (MTR 2.6)",
                "security": _STAFF,
                "parameters": [_EVENT],
                "requestBody": _body(
                    {
                        "table": _TABLE_VALUE,
                        "minutes": {"type": "integer", "minimum": 1},
                        "reason": {"enum": ["deck_check", "judge_ruling", "other"]},
                    },
                    ["table", "minutes", "reason"],
                ),
                "responses": {"201": _answer("Added"), **_REFUSALS},
            }
        },
        "/api/events/{id}/reports/{report}/accept": _decision("accept (enter the result of)"),
        "/api/events/{id}/reports/{report}/reject": _decision("set aside"),
    }
)


#: The projector's clocks (``web.play.pages``, ``docs/lan-api.md`` "The clock on the phones").
OPENAPI["paths"]["/api/events/{id}/clock"] = {
    "get": {
        "summary": (
            "The projector's published clocks (round; draft or deck building) and the "
            "server's time: a phone counts on from `elapsed` while `running`"
        ),
        "parameters": [_EVENT],
        "responses": {
            "200": {
                "description": "The server's time and each clock, the round clock first",
                "content": {
                    "application/json": {
                        "schema": {
                            "type": "object",
                            "properties": {
                                "now": {"type": "string", "format": "date-time"},
                                "clocks": {
                                    "type": "array",
                                    "items": {
                                        "type": "object",
                                        "properties": {
                                            "kind": {"enum": ["round", "draft"]},
                                            "mode": {"enum": ["draft", "deck_building", "round"]},
                                            "title": {"type": "string"},
                                            "turns": {"type": ["string", "null"]},
                                            "pod": {"type": ["integer", "null"]},
                                            "schedule": {"type": "string"},
                                            "steps": {"type": "array", "items": {"type": "object"}},
                                            "at": {"type": "string", "format": "date-time"},
                                            "position": {"type": "number"},
                                            "started": {"type": "boolean"},
                                            "running": {"type": "boolean"},
                                            "finished": {"type": "boolean"},
                                            "elapsed": {"type": "number"},
                                            "step": {"type": ["integer", "null"]},
                                            "remaining": {"type": "number"},
                                        },
                                    },
                                },
                            },
                            "required": ["now", "clocks"],
                        }
                    }
                },
            },
            "404": _ERROR,
        },
    }
}


def _whole(name: str, description: str, required: bool = True) -> dict[str, Any]:
    return {
        "name": name,
        "in": "query",
        "required": required,
        "description": description,
        "schema": {"type": "integer", "minimum": 1},
    }


#: The room screen for a TV (``web.play.screen``, ``docs/lan-api.md`` "The room screen").
OPENAPI["paths"]["/api/events/{id}/screen/plan"] = {
    "get": {
        "summary": (
            "How the room screen pages its rows (core.floor.room_screen.plan_pages): "
            "every name back within 30 s"
        ),
        "parameters": [
            _EVENT,
            _whole("rows", "rows to show (1 to 100,000)"),
            _whole("width", "the rows' width in pixels"),
            _whole("height", "the screen's height in pixels"),
            _whole("name", "the widest name, in hundredths of an em"),
            _whole("table", "the widest table number, in hundredths of an em"),
            _whole("opponent", "the widest opponent (or points), in hundredths of an em"),
            _whole("standings", "1: standings rows, which keep their points", required=False),
        ],
        "responses": {
            "200": _answer(
                "The plan",
                {
                    "name_px": {"type": "integer"},
                    "table_px": {"type": "integer"},
                    "row_px": {"type": "integer"},
                    "columns": {"type": "integer"},
                    "rows_per_column": {"type": "integer"},
                    "opponent": {"type": "boolean"},
                    "pages": {"type": "integer"},
                    "page_ms": {"type": "integer"},
                    "gap_em": {"type": "number"},
                    "column_gap_em": {"type": "number"},
                },
            ),
            "400": _ERROR,
        },
    }
}
OPENAPI["paths"]["/api/events/{id}/screen/state"] = {
    "get": {
        "summary": "What the room screen updates in place: the tables still playing, the count",
        "parameters": [_EVENT],
        "responses": {
            "200": _answer(
                "The screen's state",
                {
                    "phase": {"enum": ["registration", "pairings", "standings"]},
                    "round": {"type": "integer"},
                    "still": {"type": "string"},
                    "registered": {"type": "string"},
                },
            ),
            "404": _ERROR,
        },
    }
}
